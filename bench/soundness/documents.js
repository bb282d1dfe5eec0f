// Reading a corpus schema for the soundness harness: the document apitest reads (the original,
// with its servers made local) and the OpenAPI 3.x document the strict server validates against
// (2.0 converted by swagger2openapi, the same servers).
import { readFileSync } from "node:fs";
import * as jsYaml from "js-yaml";
import swagger2openapi from "swagger2openapi";

/**
 * Reads `path` and returns both documents, or throws an Error saying why it cannot be used.
 * Servers (and 2.0's host/basePath/schemes) are replaced by "/" in both, so apitest's `--url`
 * and the validator's mount point agree.
 * @param {string} path
 * @returns {Promise<{ forApitest: object, forValidator: object, version: string }>}
 */
export async function readDocuments(path) {
  const text = readFileSync(path, "utf8");
  const parsed = path.endsWith(".json") ? JSON.parse(text) : jsYaml.load(text);
  if (parsed === null || typeof parsed !== "object") throw new Error("not an object");
  const forApitest = structuredClone(parsed);
  if (typeof parsed.swagger === "string") {
    delete forApitest.host;
    delete forApitest.basePath;
    delete forApitest.schemes;
    let converted;
    try {
      converted = (await swagger2openapi.convertObj(structuredClone(parsed), { patch: true, warnOnly: true, resolve: false })).openapi;
    } catch (error) {
      throw new Error(`swagger2openapi could not convert it: ${firstLine(error)}`);
    }
    return { forApitest, forValidator: localServers(converted), version: parsed.swagger };
  }
  return { forApitest: localServers(forApitest), forValidator: localServers(structuredClone(parsed)), version: String(parsed.openapi) };
}

function localServers(document) {
  document.servers = [{ url: "/" }];
  for (const item of Object.values(document.paths ?? {})) {
    if (item === null || typeof item !== "object") continue;
    delete item.servers;
    for (const operation of Object.values(item)) if (operation !== null && typeof operation === "object") delete operation.servers;
  }
  return document;
}

/** The first line of an error's message. */
export function firstLine(error) {
  return String(error?.message ?? error).split("\n")[0].slice(0, 200);
}

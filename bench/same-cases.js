// Prints a fingerprint of what a build generates and sends: for every corpus schema (every
// `step`th), the first 15 operations, 15 positive cases each with seed 42, hashed together with
// the request `prepareRequest` makes of each. Two builds that print the same line generate the
// same cases and put the same bytes on the wire, so a speed-up can be checked to change nothing.
//
//   node bench/same-cases.js [<dist directory, default ./dist>] [<step, default 1>]
//
// Compare a checkout of an older commit: `node bench/same-cases.js ../old/dist` against
// `node bench/same-cases.js dist`.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as fc from "fast-check";

const root = pathToFileURL(resolve(process.argv[2] ?? "dist")).href;
const step = Number(process.argv[3] ?? 1);
const { loadOpenApi } = await import(`${root}/specs/openapi/load-spec.js`);
const { caseArbitrary } = await import(`${root}/generation/case-arbitrary.js`);
const { prepareRequest } = await import(`${root}/serialization/prepare-request.js`);
const corpus = new URL("../../shared/corpus/openapi/", import.meta.url);
const files = readdirSync(corpus)
  .filter((file) => /\.(ya?ml|json)$/.test(file))
  .sort()
  .filter((_, index) => index % step === 0);

const hash = createHash("sha256");
const plain = (_key, value) => (typeof value === "symbol" ? value.toString() : value instanceof Uint8Array ? Buffer.from(value).toString("hex") : typeof value === "bigint" ? String(value) : value);
let cases = 0;
let requests = 0;
for (const file of files) {
  let spec;
  try {
    spec = await loadOpenApi(new URL(file, corpus).pathname);
  } catch {
    continue;
  }
  const ctx = { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() };
  for (const operation of spec.operations.slice(0, 15)) {
    let sample;
    try {
      sample = fc.sample(caseArbitrary(operation, ctx), { numRuns: 15, seed: 42 });
    } catch (error) {
      hash.update(`cannot generate: ${error.message}`);
      continue;
    }
    for (const data of sample) {
      cases++;
      hash.update(JSON.stringify(data, plain));
      try {
        const request = prepareRequest(data, operation, { baseUrl: "http://h:1/base?k=1", headers: { "User-Agent": "x", "X-Apitest-Case-Id": "id" }, resolver: spec.resolver });
        requests++;
        hash.update(JSON.stringify(request, plain));
      } catch (error) {
        hash.update(`cannot serialize: ${error.message}`);
      }
    }
  }
}
process.stdout.write(`${files.length} schemas, ${cases} cases, ${requests} requests: ${hash.digest("hex").slice(0, 16)}\n`);

// A strict server for the soundness harness: express + express-openapi-validator serving one
// OpenAPI 3.x document (request validation on; security and response validation off). It answers
// 200 {} to every request the validator accepts and the validator's status (400, 404, 405, 415 …)
// with its message to every request it rejects, and keeps a bounded log of both. A rejection a
// known deviation of the validator explains (deviations.js) is marked with it.
import { createRequire } from "node:module";
import express from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { rejectionCauses } from "./causes.js";
import { correctedDocument } from "./corrections.js";
import { deviationOf } from "./deviations.js";
import { preValidation } from "./pre-validation.js";

// express-openapi-validator compiles the OpenAPI meta-schema for every middleware it builds, even
// with validateApiSpec false (then it never uses it): 100-300 ms of CPU per server. One compiled
// meta-schema per OpenAPI version and setting serves every server of this process. If a newer
// validator moves the class, servers only start slower.
const schemaValidatorModule = (() => {
  try {
    return createRequire(import.meta.url)("express-openapi-validator/dist/framework/openapi.schema.validator.js");
  } catch {
    return undefined;
  }
})();
if (typeof schemaValidatorModule?.OpenAPISchemaValidator === "function") {
  const Compiled = schemaValidatorModule.OpenAPISchemaValidator;
  const compiled = new Map();
  schemaValidatorModule.OpenAPISchemaValidator = function SharedOpenAPISchemaValidator(options) {
    const key = `${options.version} ${Boolean(options.validateApiSpec)}`;
    if (!compiled.has(key)) compiled.set(key, new Compiled(options));
    return compiled.get(key);
  };
}

/** Most entries kept in a server's log (the counts are always complete). */
export const LOG_LIMIT = 5000;

/**
 * Starts a strict server for `document` (an OpenAPI 3.x object) on 127.0.0.1, port 0. Unless
 * `corrections` is false, the validator reads a corrected copy of the document and the request
 * as OpenAPI describes it (corrections.js: where the validator reads OpenAPI wrongly).
 * @param {object} document OpenAPI 3.x document; its `servers` decide the base path the validator mounts.
 * @param {{ corrections?: boolean, convertedFrom2?: boolean }} [options] `convertedFrom2`: the document was converted from Swagger 2.0.
 * @returns {Promise<{ url: string, log: { accepted: number, rejected: number, deviations: number, entries: object[], causes: Map<string, { count: number, example: object }> }, reset(): void, close(): Promise<void> }>}
 */
export async function startStrictServer(document, { corrections = true, convertedFrom2 = false } = {}) {
  const emptyLog = () => ({ accepted: 0, rejected: 0, deviations: 0, entries: [], causes: new Map(), byCase: new Map() });
  let log = emptyLog();
  const record = (entry, errors, caseId) => {
    const causes = entry.status < 400 ? [] : rejectionCauses(entry.status, entry.message, errors, entry.deviation);
    if (entry.status < 400) log.accepted++;
    else {
      log.rejected++;
      if (entry.deviation !== undefined) log.deviations++;
      for (const cause of causes) {
        const known = log.causes.get(cause);
        if (known === undefined) log.causes.set(cause, { count: 1, example: entry });
        else known.count++;
      }
    }
    // What each case id counted, so that cases which are neither positive nor negative data can be taken out.
    if (typeof caseId === "string") log.byCase.set(caseId, { status: entry.status, deviation: entry.deviation !== undefined, causes });
    if (log.entries.length < LOG_LIMIT) log.entries.push(typeof caseId === "string" ? { ...entry, caseId } : entry);
  };
  const app = express();
  // Express 5's default (simple) query parser: the validator reads bracket notation (deepObject,
  // names like `filter[id]`) itself, and expects the keys as sent.
  // A JSON body may be any JSON value ("a", 1, null), not only an object or array.
  // The raw body is kept to tell a value the request sent from one the validator filled in.
  const verify = (request, _response, buffer) => {
    request.rawBody = buffer;
  };
  app.use(express.json({ type: ["application/json", "application/*+json", "*/json"], limit: "10mb", strict: false, verify }));
  app.use(express.urlencoded({ extended: true, limit: "10mb", verify }));
  app.use(express.text({ type: ["text/*", "application/xml", "*/*+xml"], limit: "10mb", verify }));
  const apiSpec = corrections ? correctedDocument(document, { convertedFrom2 }) : structuredClone(document);
  const validator = OpenApiValidator.middleware({
    apiSpec,
    validateRequests: true,
    validateResponses: false,
    validateSecurity: false,
    validateApiSpec: false,
    // Formats it does not know (and apitest generates as plain strings) are not checked.
    unknownFormats: true,
  });
  if (corrections) {
    // Just before request validation: the operation is matched and a multipart body read.
    const at = validator.findIndex((handler) => handler.name === "requestMiddleware");
    if (at < 0) throw new Error("express-openapi-validator has no requestMiddleware: the corrections need updating");
    validator.splice(at, 0, preValidation(structuredClone(apiSpec)));
  }
  app.use(validator);
  app.use((request, response) => {
    record({ status: 200, method: request.method, url: request.originalUrl }, undefined, request.headers["x-apitest-case-id"]);
    response.status(200).json({});
  });
  // Express knows an error handler by its four parameters.
  // eslint-disable-next-line no-unused-vars
  app.use((error, request, response, _next) => {
    const status = Number.isInteger(error.status) ? error.status : 500;
    const message = String(error.message ?? error);
    // The body as sent (a corrected reading may have parsed it).
    const body = request.rawBody !== undefined ? request.rawBody.toString("utf8").slice(0, 500) : typeof request.body === "string" ? request.body.slice(0, 500) : JSON.stringify(request.body)?.slice(0, 500);
    const deviation = status === 500 ? undefined : deviationOf(request, status, error.errors);
    record({ status, method: request.method, url: request.originalUrl, message, headers: request.headers, body, deviation }, error.errors, request.headers["x-apitest-case-id"]);
    response.status(status).json({ message, errors: error.errors });
  });
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", (error) => (error ? reject(error) : resolve(listening)));
  });
  server.keepAliveTimeout = 5000;
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    /** The log since the last reset. */
    get log() {
      return log;
    },
    /**
     * Takes the requests of these case ids out of the counts (ambiguous cases: edge probes and
     * values a lenient server may read as valid are neither positive nor negative data).
     * @param {Iterable<string>} caseIds
     * @returns {number} how many requests were taken out
     */
    exclude(caseIds) {
      let excluded = 0;
      const ids = new Set(caseIds);
      log.entries = log.entries.filter((entry) => !ids.has(entry.caseId));
      for (const caseId of ids) {
        const counted = log.byCase.get(caseId);
        if (counted === undefined) continue;
        log.byCase.delete(caseId);
        excluded++;
        if (counted.status < 400) log.accepted--;
        else {
          log.rejected--;
          if (counted.deviation) log.deviations--;
          for (const cause of counted.causes) {
            const known = log.causes.get(cause);
            if (known !== undefined && --known.count === 0) log.causes.delete(cause);
          }
        }
      }
      return excluded;
    },
    /** Starts a new log (the old one stays as it was). */
    reset() {
      log = emptyLog();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  require_undici
} from "./chunk-TBGJ6WPG.js";
import {
  SchemaError
} from "./chunk-YQFBT4X6.js";
import {
  __toESM
} from "./chunk-3SJVJNMC.js";

// dist/schema/fetch-url.js
var import_undici = __toESM(require_undici(), 1);
import { setTimeout as sleep } from "node:timers/promises";
async function fetchSchemaText(url, options = {}) {
  checkUrl(url);
  const agent = new import_undici.Agent().compose(import_undici.interceptors.redirect({ maxRedirections: 5 }));
  const deadline = options.waitForSchema === void 0 ? void 0 : Date.now() + options.waitForSchema * 1e3;
  let delay = 50;
  try {
    for (; ; ) {
      const attempt = await fetchOnce(url, options, agent);
      if (attempt.kind === "ok")
        return { text: attempt.text, url };
      if (attempt.kind === "fatal")
        throw attempt.error;
      if (deadline === void 0 || Date.now() + delay >= deadline) {
        const waited = options.waitForSchema === void 0 ? "" : ` (kept retrying for ${options.waitForSchema} s)`;
        throw new SchemaError("schema_unreadable", `Could not load the schema from ${url}: ${attempt.reason}${waited}. Check that the server is running and the URL is right` + (options.waitForSchema === void 0 ? ", or use wait-for-schema to give it time to start." : "."), { cause: attempt.cause });
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 1e3);
    }
  } finally {
    await agent.close().catch(() => void 0);
  }
}
async function fetchOnce(url, options, agent) {
  const timeoutMs = options.timeout === void 0 ? void 0 : Math.max(1, Math.round(options.timeout * 1e3));
  try {
    const response = await (0, import_undici.request)(url, {
      method: "GET",
      headers: { accept: "application/json, application/yaml;q=0.9, */*;q=0.8", ...options.headers },
      dispatcher: agent,
      ...timeoutMs === void 0 ? {} : { signal: AbortSignal.timeout(timeoutMs) }
    });
    const text = await response.body.text();
    if (response.statusCode >= 500) {
      return { kind: "retryable", reason: `the server answered ${response.statusCode}` };
    }
    if (response.statusCode >= 400) {
      return {
        kind: "fatal",
        error: new SchemaError("schema_unreadable", `Could not load the schema from ${url}: the server answered ${response.statusCode}. Check the URL, and pass the headers it needs (for example an Authorization header).`)
      };
    }
    return { kind: "ok", text };
  } catch (error) {
    if (isTimeout(error)) {
      return {
        kind: "fatal",
        error: new SchemaError("schema_unreadable", `Could not load the schema from ${url}: no complete answer within ${options.timeout ?? 0} s. Raise the timeout or check the server.`, { cause: error })
      };
    }
    return { kind: "retryable", reason: describeNetworkError(error), cause: error };
  }
}
function checkUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch (error) {
    throw new SchemaError("schema_unreadable", `"${url}" is not a valid URL. Give a full http:// or https:// URL, or a file path.`, {
      cause: error
    });
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new SchemaError("schema_unreadable", `Cannot load a schema from ${url}: only http:// and https:// URLs are supported. Give a file path for local files.`);
  }
}
function isTimeout(error) {
  if (!(error instanceof Error))
    return false;
  return error.name === "TimeoutError" || error.name === "AbortError" || /timeout/i.test(error.code ?? "");
}
function describeNetworkError(error) {
  const code = findCode(error);
  if (code === "ECONNREFUSED")
    return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return "the host name does not resolve";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET")
    return "the connection was reset";
  const message = error instanceof Error ? error.message : String(error);
  return code === void 0 ? message : `${message} (${code})`;
}
function findCode(error) {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = current.code;
    if (typeof code === "string" && code !== "UND_ERR")
      return code;
    if (current instanceof AggregateError && current.errors[0] !== void 0)
      current = current.errors[0];
    else
      current = current.cause;
  }
  return void 0;
}
export {
  fetchSchemaText
};

import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  WARNING_NAMES
} from "./chunk-HIGHFBJX.js";
import {
  Response
} from "./chunk-KG4C4V3S.js";
import {
  ApitestError,
  NetworkError,
  UsageError
} from "./chunk-YQFBT4X6.js";

// dist/core/phase.js
var PHASES = ["examples", "coverage", "fuzzing", "stateful"];

// dist/cli/parse-values.js
function parseHeader(raw) {
  const colon = raw.indexOf(":");
  const name = colon === -1 ? "" : raw.slice(0, colon).trim();
  if (colon === -1 || name === "") {
    throw new UsageError(`Invalid header '${raw}' in --header: expected 'Name: value', for example -H 'Authorization: Bearer <token>'.`);
  }
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(`Invalid header name '${name}' in --header '${raw}': header names may contain only letters, digits and !#$%&'*+.^_\`|~-.`);
  }
  const value = raw.slice(colon + 1).trim();
  if (/[\r\n\0]/.test(value))
    throw new UsageError(`Invalid value for header '${name}': it contains a line break or NUL character.`);
  return [name, value];
}
function parseBasicAuth(raw) {
  const colon = raw.indexOf(":");
  if (colon <= 0)
    throw new UsageError(`Invalid --auth value: expected 'user:password', got '${raw.includes(":") ? raw : "<no colon>"}'.`);
  return { username: raw.slice(0, colon), password: raw.slice(colon + 1) };
}
function parseIntegerOption(flag, raw, minimum) {
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value))
    throw new UsageError(`Invalid value for ${flag}: '${raw}' is not a whole number.`);
  if (value < minimum)
    throw new UsageError(`Invalid value for ${flag}: ${value} is less than the minimum of ${minimum}.`);
  return value;
}
function parseSeconds(flag, raw, minimum) {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value))
    throw new UsageError(`Invalid value for ${flag}: '${raw}' is not a number of seconds.`);
  if (minimum !== void 0 ? value < minimum : value <= 0) {
    throw new UsageError(`Invalid value for ${flag}: ${raw} must be ${minimum !== void 0 ? `at least ${minimum}` : "greater than 0"} seconds.`);
  }
  return value;
}
function parseWorkers(raw, cores) {
  if (raw === "auto")
    return Math.max(1, cores);
  const value = parseIntegerOption("--workers", raw, 1);
  if (value > 64)
    throw new UsageError(`Invalid value for --workers: ${value} is more than the maximum of 64.`);
  return value;
}
function parseBoolean(flag, raw) {
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(text))
    return true;
  if (["false", "no", "0", "off"].includes(text))
    return false;
  throw new UsageError(`Invalid value for ${flag}: '${raw}' is not true or false.`);
}
function parseTlsVerify(raw) {
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1"].includes(text))
    return true;
  if (["false", "no", "0"].includes(text))
    return false;
  return raw;
}
function parseList(raw) {
  return raw.split(",").map((item) => item.trim()).filter((item) => item !== "");
}
function parsePhases(raw) {
  const phases = parseList(raw);
  for (const phase of phases) {
    if (!PHASES.includes(phase)) {
      throw new UsageError(`Invalid phase '${phase}' in --phases: choose from ${PHASES.join(", ")}.`);
    }
  }
  if (phases.length === 0)
    throw new UsageError(`--phases needs at least one of ${PHASES.join(", ")}.`);
  return phases;
}
function parseMode(raw, flag = "--mode") {
  if (raw === "positive" || raw === "negative" || raw === "all")
    return raw;
  throw new UsageError(`Invalid ${flag} '${raw}': choose positive, negative or all.`);
}
var WARNING_NAMES2 = WARNING_NAMES;
function parseWarnings(raw) {
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(text))
    return true;
  if (["false", "no", "0", "off"].includes(text))
    return false;
  const names = parseList(raw);
  for (const name of names) {
    if (!WARNING_NAMES2.includes(name)) {
      throw new UsageError(`Invalid warning '${name}' in --warnings: use true, false, or a comma-separated list of ${WARNING_NAMES2.join(", ")}.`);
    }
  }
  if (names.length === 0)
    throw new UsageError(`--warnings needs true, false, or a list of ${WARNING_NAMES2.join(", ")}.`);
  return names;
}
function parseProxy(raw) {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(`Invalid value for --proxy: '${raw}' is not a URL; expected for example --proxy http://127.0.0.1:3128.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`Invalid value for --proxy: '${url.protocol}' proxies are not supported; use an http:// or https:// proxy URL.`);
  }
  return raw.trim();
}
var ESCAPES = { r: "\r", n: "\n", t: "	", "0": "\0", "\\": "\\" };
function parseCharacters(flag, raw) {
  return raw.replace(/\\(.)/g, (all, letter) => {
    const char = ESCAPES[letter];
    if (char === void 0)
      throw new UsageError(`Invalid escape '${all}' in ${flag}: use \\r, \\n, \\t, \\0 or \\\\.`);
    return char;
  });
}

// dist/transport/http.js
import { readFileSync } from "node:fs";
import { setMaxListeners } from "node:events";
import { createRequire as createRequire2 } from "node:module";
import { performance } from "node:perf_hooks";

// dist/transport/normalize.js
import { STATUS_CODES } from "node:http";
function reasonPhrase(status, fallback = "") {
  return STATUS_CODES[status] ?? fallback;
}
function headerLists(headers) {
  const out = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === void 0)
      continue;
    const key = name.toLowerCase();
    const list = typeof value === "object" ? [...value] : [String(value)];
    const existing = out[key];
    if (existing === void 0)
      out[key] = list;
    else
      existing.push(...list);
  }
  return out;
}
function declaredLength(headers) {
  const raw = headers["content-length"]?.[0];
  if (raw === void 0 || !/^\d+$/.test(raw.trim()))
    return void 0;
  return Number(raw.trim());
}
function describeRequest(method, url) {
  return `${method} ${url}`;
}
function formatSeconds(seconds) {
  return `${Number(seconds.toFixed(3))}s`;
}

// dist/transport/progress.js
function startProgress() {
  return { headersReceived: false, bodyBytes: 0, declaredLength: void 0 };
}
function describeReceived(progress) {
  const bytes = `${progress.bodyBytes} byte${progress.bodyBytes === 1 ? "" : "s"}`;
  return progress.declaredLength === void 0 ? bytes : `${progress.bodyBytes} of ${progress.declaredLength} bytes declared by Content-Length`;
}

// dist/transport/network-error.js
var TLS_CODES = /* @__PURE__ */ new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID"
]);
function errorCode(error) {
  if (typeof error !== "object" || error === null)
    return void 0;
  const code = error.code;
  if (typeof code === "string")
    return code;
  const inner = error.errors;
  return Array.isArray(inner) ? errorCode(inner[0]) : errorCode(error.cause);
}
function serverRoot(url) {
  try {
    return `${new URL(url).origin}/`;
  } catch {
    return url;
  }
}
function closedReason(code, progress) {
  if (progress?.headersReceived === true) {
    return `the server closed the connection in the middle of the body (${describeReceived(progress)} arrived)`;
  }
  if (progress === void 0)
    return code === "ECONNRESET" ? "the connection was reset by the server" : "the server closed the connection before the response was complete";
  return code === "ECONNRESET" ? "the connection was reset by the server before it answered" : "the server closed the connection without answering";
}
function plainReason(error, url, progress) {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case "ECONNREFUSED":
      return `connection refused: is the server running at ${serverRoot(url)} ?`;
    case "ECONNRESET":
    case "UND_ERR_SOCKET":
    case "EPIPE":
    case "ERR_STREAM_PREMATURE_CLOSE":
      return closedReason(code, progress);
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the host of ${serverRoot(url)} could not be resolved: check the base URL`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${serverRoot(url)} is unreachable from this machine`;
    case "UND_ERR_INVALID_ARG":
      return `the request is malformed (${message})`;
    case "UND_ERR_RES_CONTENT_LENGTH_MISMATCH":
      return progress === void 0 ? "the response body did not match its Content-Length" : `the response body did not match its Content-Length (${describeReceived(progress)} arrived)`;
    default:
      if (code !== void 0 && TLS_CODES.has(code)) {
        return `TLS certificate verification failed (${message}): pass a CA bundle with --tls-verify=<path>, or --tls-verify=false to skip verification`;
      }
      return code === void 0 ? message : `${message} (${code})`;
  }
}
function timeoutError(method, url, seconds, cause, progress) {
  const limit = seconds === void 0 ? "in time" : `within ${formatSeconds(seconds)}`;
  const request = describeRequest(method, url);
  const message = progress?.headersReceived === true ? `${request} sent its headers but did not finish its body ${limit} (--request-timeout): ${describeReceived(progress)} arrived` : `${request} did not answer ${limit} (--request-timeout)`;
  return new NetworkError("timeout", message, { cause });
}
function interruptedError(method, url, cause) {
  return new NetworkError("network_error", `${describeRequest(method, url)} was cancelled because the run was interrupted`, { cause });
}
function isTimeout(error, signal) {
  if (signal?.aborted === true)
    return true;
  const code = errorCode(error);
  return code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT";
}
function networkError(error, method, url, timeout, signal, progress) {
  if (error instanceof NetworkError)
    return error;
  if (isTimeout(error, signal))
    return timeoutError(method, url, timeout, error, progress);
  return new NetworkError("network_error", `${describeRequest(method, url)} failed: ${plainReason(error, url, progress)}`, { cause: error });
}

// dist/transport/raw-exchange.js
import { createRequire } from "node:module";
import { Readable as Readable2 } from "node:stream";

// dist/transport/read-body.js
import { Readable, pipeline } from "node:stream";
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from "node:zlib";
var EMPTY = new Uint8Array(0);
var KNOWN_CODINGS = /* @__PURE__ */ new Set(["gzip", "x-gzip", "deflate", "br"]);
var ZLIB_OPTIONS = { finishFlush: constants.Z_SYNC_FLUSH };
var BROTLI_OPTIONS = { finishFlush: constants.BROTLI_OPERATION_FLUSH };
function contentCodings(header) {
  if (header === void 0)
    return [];
  const codings = header.toLowerCase().split(",").map((coding) => coding.trim()).filter((coding) => coding !== "" && coding !== "identity").reverse();
  return codings.every((coding) => KNOWN_CODINGS.has(coding)) ? codings : void 0;
}
function decoderFor(coding, firstByte) {
  switch (coding) {
    case "br":
      return createBrotliDecompress(BROTLI_OPTIONS);
    case "deflate":
      return firstByte === void 0 || (firstByte & 15) === 8 ? createInflate(ZLIB_OPTIONS) : createInflateRaw(ZLIB_OPTIONS);
    default:
      return createGunzip(ZLIB_OPTIONS);
  }
}
function plain(bytes) {
  return Buffer.isBuffer(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
}
function concat(chunks, size) {
  if (chunks.length === 0)
    return EMPTY;
  if (chunks.length === 1)
    return plain(chunks[0] ?? EMPTY);
  return plain(Buffer.concat(chunks, size));
}
async function collect(source, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of source) {
    if (size + chunk.byteLength > limit) {
      chunks.push(chunk.subarray(0, limit - size));
      return { content: concat(chunks, limit), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  return { content: concat(chunks, size), truncated: false };
}
function isDecodeError(error) {
  const code = error?.code;
  return typeof code === "string" && (code.startsWith("Z_") || code.startsWith("ERR_BROTLI") || code === "ERR__ERROR_FORMAT_PADDING_1");
}
async function readBody(source, contentEncoding, limit) {
  const codings = contentCodings(contentEncoding);
  if (codings === void 0 || codings.length === 0)
    return collect(source, limit);
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done === true)
    return { content: EMPTY, truncated: false };
  const raw = [];
  let rawSize = 0;
  async function* replay() {
    let chunk = first;
    while (chunk.done !== true) {
      if (rawSize <= limit) {
        raw.push(chunk.value);
        rawSize += chunk.value.byteLength;
      }
      yield chunk.value;
      chunk = await iterator.next();
    }
  }
  const input = Readable.from(replay(), { objectMode: false });
  const decoders = codings.map((coding, index) => decoderFor(coding, index === 0 ? first.value[0] : void 0));
  const output = pipeline(input, ...decoders, () => void 0);
  try {
    return await collect(output, limit);
  } catch (error) {
    if (!isDecodeError(error))
      throw error;
    const whole = concat(raw, rawSize);
    return whole.byteLength > limit ? { content: whole.subarray(0, limit), truncated: true } : { content: whole, truncated: false };
  } finally {
    input.destroy();
    for (const decoder of decoders)
      decoder.destroy();
    await iterator.return?.();
  }
}

// dist/transport/raw-exchange.js
var require2 = createRequire(import.meta.url);
var { parseHeaders } = require2("undici/lib/core/util.js");
var { RequestAbortedError } = require2("undici/lib/core/errors.js");
var EMPTY2 = new Uint8Array(0);
function joined(chunks, size) {
  const whole = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
  return size === 0 ? EMPTY2 : new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength);
}
function rawExchange(dispatcher, options, signal, progress, limit) {
  return new Promise((resolve, reject) => {
    let abort;
    let reason;
    let settled = false;
    let ended = false;
    let statusCode = 0;
    let headers = {};
    const chunks = [];
    let size = 0;
    let stream;
    const onAbort = () => {
      reason = signal?.reason ?? new RequestAbortedError();
      if (stream !== void 0)
        stream.destroy(reason);
      else
        abort?.(reason);
    };
    const done = () => {
      settled = true;
      signal?.removeEventListener("abort", onAbort);
    };
    const fail = (error) => {
      if (settled)
        return;
      done();
      reject(error);
    };
    if (signal?.aborted === true)
      reason = signal.reason ?? new RequestAbortedError();
    else
      signal?.addEventListener("abort", onAbort, { once: true });
    const handler = {
      onConnect(abortExchange) {
        if (reason !== void 0) {
          abortExchange(reason);
          return;
        }
        abort = abortExchange;
      },
      onHeaders(status, rawHeaders, resume) {
        if (status < 200)
          return true;
        statusCode = status;
        headers = headerLists(parseHeaders(rawHeaders));
        progress.headersReceived = true;
        progress.declaredLength = declaredLength(headers);
        const encoding = headers["content-encoding"]?.join(",");
        const codings = contentCodings(encoding);
        if (codings === void 0 || codings.length === 0)
          return true;
        const body = new Readable2({
          read: () => resume(),
          // Destroyed before its end (read far enough, or interrupted): the exchange stops too.
          destroy: (error, callback) => {
            if (!ended)
              abort?.(error ?? new RequestAbortedError());
            callback(error);
          }
        });
        stream = body;
        readBody(body, encoding, limit).then((content) => {
          if (settled)
            return;
          done();
          body.destroy();
          resolve({ statusCode, headers, ...content });
        }, (error) => fail(reason ?? error));
        return true;
      },
      onData(chunk) {
        progress.bodyBytes += chunk.byteLength;
        if (stream !== void 0)
          return stream.push(chunk);
        if (settled)
          return false;
        if (size + chunk.byteLength > limit) {
          chunks.push(chunk.subarray(0, limit - size));
          done();
          resolve({ statusCode, headers, content: joined(chunks, limit), truncated: true });
          abort?.(new RequestAbortedError());
          return false;
        }
        chunks.push(chunk);
        size += chunk.byteLength;
        return true;
      },
      onComplete() {
        ended = true;
        if (stream !== void 0) {
          stream.push(null);
          return;
        }
        if (settled)
          return;
        done();
        resolve({ statusCode, headers, content: joined(chunks, size), truncated: false });
      },
      onError(error) {
        ended = true;
        if (stream !== void 0 && !stream.destroyed)
          stream.destroy(error);
        fail(reason ?? error);
      }
    };
    dispatcher.dispatch(options, handler);
  });
}

// dist/transport/transport.js
var DEFAULT_MAX_RESPONSE_SIZE = 10 * 1024 * 1024;

// dist/transport/http.js
function readPem(path, what, flag) {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new ApitestError("config_invalid", `Cannot read the ${what} at ${path} (${flag}): ${error instanceof Error ? error.message : String(error)}. Check the path.`, {
      cause: error
    });
  }
}
function tlsOptions(options) {
  const verify = options.tlsVerify ?? true;
  const tls = { rejectUnauthorized: verify !== false };
  if (typeof verify === "string")
    tls.ca = readPem(verify, "CA bundle", "--tls-verify");
  if (options.requestCert !== void 0) {
    tls.cert = readPem(options.requestCert, "client certificate", "--request-cert");
    tls.key = options.requestCertKey === void 0 ? tls.cert : readPem(options.requestCertKey, "client key", "--request-cert-key");
  }
  return tls;
}
function splitUrl(url) {
  const scheme = url.indexOf("://");
  const start = scheme === -1 ? 0 : scheme + 3;
  let end = start;
  while (end < url.length && url[end] !== "/" && url[end] !== "?" && url[end] !== "#")
    end++;
  const rest = url.slice(end);
  return { origin: url.slice(0, end), path: rest === "" || rest[0] === "?" ? `/${rest}` : rest };
}
var require3 = createRequire2(import.meta.url);
var Agent = require3("undici/lib/dispatcher/agent.js");
var loadProxyAgent = () => require3("undici").ProxyAgent;
function createDispatcher(options) {
  const tls = tlsOptions(options);
  const pool = { connections: options.connections ?? 10, pipelining: 1, keepAliveTimeout: 1e4 };
  if (options.proxy !== void 0) {
    try {
      return new (loadProxyAgent())({ uri: options.proxy, ...pool, requestTls: tls, proxyTls: tls });
    } catch (error) {
      throw new ApitestError("config_invalid", `Invalid proxy URL ${JSON.stringify(options.proxy)} (--proxy): use http://host:port or https://user:pass@host:port.`, {
        cause: error
      });
    }
  }
  return new Agent({ ...pool, connect: tls });
}
function createHttpTransport(options = {}) {
  const dispatcher = createDispatcher(options);
  const limit = options.maxResponseSize ?? DEFAULT_MAX_RESPONSE_SIZE;
  const verify = options.tlsVerify !== false;
  const unbounded = /* @__PURE__ */ new WeakSet();
  async function send(request, sendOptions) {
    const timeout = sendOptions?.timeout;
    const deadline = timeout === void 0 ? void 0 : AbortSignal.timeout(timeout * 1e3);
    const interrupt = sendOptions?.signal;
    if (interrupt !== void 0 && !unbounded.has(interrupt)) {
      setMaxListeners(0, interrupt);
      unbounded.add(interrupt);
    }
    const signal = deadline !== void 0 && interrupt !== void 0 ? AbortSignal.any([deadline, interrupt]) : deadline ?? interrupt;
    const { origin, path } = splitUrl(request.url);
    const started = performance.now();
    const progress = startProgress();
    try {
      const requestOptions = {
        origin,
        path,
        method: request.method,
        headers: request.headers,
        body: request.body ?? null
      };
      if (timeout !== void 0) {
        requestOptions.headersTimeout = timeout * 1e3;
        requestOptions.bodyTimeout = timeout * 1e3;
      }
      const { statusCode, headers, content, truncated } = await rawExchange(dispatcher, requestOptions, signal, progress, limit);
      const declaredSize = progress.declaredLength;
      return new Response({
        statusCode,
        message: reasonPhrase(statusCode),
        headers,
        content,
        elapsed: (performance.now() - started) / 1e3,
        httpVersion: "1.1",
        request,
        verify,
        truncated,
        ...declaredSize === void 0 ? {} : { declaredSize }
      });
    } catch (error) {
      if (interrupt?.aborted === true)
        throw interruptedError(request.method, request.url, error);
      throw networkError(error, request.method, request.url, timeout, deadline, progress);
    }
  }
  return {
    send,
    async close() {
      await dispatcher.close();
    }
  };
}

export {
  PHASES,
  parseHeader,
  parseBasicAuth,
  parseIntegerOption,
  parseSeconds,
  parseWorkers,
  parseBoolean,
  parseTlsVerify,
  parseList,
  parsePhases,
  parseMode,
  parseWarnings,
  parseProxy,
  parseCharacters,
  createHttpTransport
};

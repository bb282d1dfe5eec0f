import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  recordBody,
  streamedReport
} from "./chunk-QBOLXXGN.js";
import {
  VERSION
} from "./chunk-U65X53VA.js";
import {
  createReportMasker
} from "./chunk-ZCVBYCKP.js";
import "./chunk-FTHGM7HZ.js";
import "./chunk-YQFBT4X6.js";
import "./chunk-3SJVJNMC.js";

// dist/reporting/report-har-parts.js
function harHeaders(headers) {
  return headers.flatMap(([name, values]) => values.map((value) => ({ name, value })));
}
function harHttpVersion(version) {
  return version === "" ? "" : `HTTP/${version}`;
}
function harQueryString(url) {
  const start = url.indexOf("?");
  if (start === -1)
    return [];
  const end = url.indexOf("#", start);
  const query = url.slice(start + 1, end === -1 ? void 0 : end);
  if (query === "")
    return [];
  return query.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    return eq === -1 ? { name: decode(pair), value: "" } : { name: decode(pair.slice(0, eq)), value: decode(pair.slice(eq + 1)) };
  });
}
function harCookies(header, setCookie) {
  if (header === void 0 || header.trim() === "")
    return [];
  const parts = header.split(";").map((part) => part.trim());
  if (!setCookie)
    return parts.filter((part) => part !== "").map(splitPair);
  const [first, ...attributes] = parts;
  if (first === void 0 || first === "")
    return [];
  const cookie = splitPair(first);
  for (const attribute of attributes) {
    const { name, value } = splitPair(attribute);
    const key = name.toLowerCase();
    if (key === "path")
      cookie.path = value;
    else if (key === "domain")
      cookie.domain = value;
    else if (key === "expires") {
      const time = Date.parse(value);
      if (!Number.isNaN(time))
        cookie.expires = new Date(time).toISOString();
    } else if (key === "httponly")
      cookie.httpOnly = true;
    else if (key === "secure")
      cookie.secure = true;
  }
  return [cookie];
}
function headerValue(headers, name) {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === wanted)
      return value;
  return void 0;
}
function splitPair(pair) {
  const eq = pair.indexOf("=");
  return eq === -1 ? { name: pair.trim(), value: "" } : { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
}
function decode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}
function harUrl(url) {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  const rest = url.slice(authority.length).replace(/[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]+/g, (run) => encodeURIComponent(run));
  return authority + rest;
}

// dist/reporting/har.js
function createHarReporter(options) {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const now = options.now ?? Date.now;
  return streamedReport(options.path, {
    format: "har",
    head: () => `{"log":{"version":"1.2","creator":${JSON.stringify({ name: "apitest", version: VERSION })},"entries":[`,
    entry: (event, index) => `${index === 1 ? "" : ","}
${JSON.stringify(harEntry(event, options.preserveBytes, mask, now()))}`,
    tail: (count) => `${count === 0 ? "" : "\n"}]}}
`
  });
}
function harEntry(event, preserveBytes, mask, nowMs) {
  const request = mask.request(event.request);
  const response = event.response;
  const ms = response === void 0 ? 0 : Math.max(0, response.elapsed * 1e3);
  const requestType = headerValue(request.headers, "content-type");
  const requestPart = {
    method: request.method,
    url: harUrl(request.url),
    httpVersion: harHttpVersion(response?.httpVersion ?? "1.1"),
    cookies: harCookies(headerValue(request.headers, "cookie"), false),
    headers: harHeaders(Object.entries(request.headers).map(([name, value]) => [name, [value]])),
    queryString: harQueryString(request.url),
    headersSize: -1,
    bodySize: request.body?.byteLength ?? 0
  };
  if (request.body !== void 0) {
    const body = recordBody(request.body, preserveBytes);
    requestPart["postData"] = body.kind === "text" ? { mimeType: requestType ?? "", text: body.text } : { mimeType: requestType ?? "", text: body.base64, comment: "body encoded as base64" };
  }
  const entry = {
    startedDateTime: new Date(nowMs - ms).toISOString(),
    time: ms,
    request: requestPart,
    response: response === void 0 ? noResponse() : responsePart(response, preserveBytes, mask),
    cache: {},
    timings: { send: 0, wait: ms, receive: 0 },
    _apitest: {
      phase: event.phase,
      mode: event.meta.mode,
      operation: event.operation,
      caseId: event.caseId,
      ...event.meta.description === void 0 ? {} : { description: event.meta.description },
      failures: event.failures.map((failure) => ({ check: failure.check, title: mask.text(failure.title), message: mask.text(failure.message) }))
    }
  };
  if (response === void 0)
    entry["_error"] = mask.text(event.error ?? "no response");
  return entry;
}
function responsePart(response, preserveBytes, mask) {
  const headers = mask.headers(response.headers);
  const contentType = response.header("content-type");
  const body = recordBody(mask.body(response.content, contentType), preserveBytes);
  const content = {
    size: response.content.byteLength,
    mimeType: contentType ?? "x-unknown",
    text: body.kind === "text" ? body.text : body.base64
  };
  if (body.kind === "base64")
    content["encoding"] = "base64";
  if (response.truncated)
    content["comment"] = `body truncated: only the first ${response.content.byteLength} bytes were kept`;
  return {
    status: response.statusCode,
    statusText: response.message,
    httpVersion: harHttpVersion(response.httpVersion),
    cookies: (headers["set-cookie"] ?? []).flatMap((value) => harCookies(value, true)),
    headers: harHeaders(Object.entries(headers)),
    content,
    redirectURL: headers["location"]?.[0] ?? "",
    headersSize: -1,
    bodySize: response.declaredSize ?? response.content.byteLength
  };
}
function noResponse() {
  return {
    status: 0,
    statusText: "",
    httpVersion: "",
    cookies: [],
    headers: [],
    content: { size: 0, mimeType: "x-unknown" },
    redirectURL: "",
    headersSize: -1,
    bodySize: -1
  };
}
export {
  createHarReporter
};

import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/core/settings.js
var DEFAULT_KEYS_TO_SANITIZE = [
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "x-auth-token",
  "x-access-token",
  "api_key",
  "apikey",
  "access_token",
  "refresh_token",
  "id_token",
  "client_secret",
  "password",
  "passwd",
  "secret",
  "token",
  "session",
  "sessionid",
  "csrftoken",
  "x-csrf-token",
  "private_key"
];
var DEFAULT_SENSITIVE_MARKERS = [
  "token",
  "key",
  "secret",
  "password",
  "auth",
  "session",
  "passwd",
  "credential"
];
var DEFAULT_OUTPUT = {
  sanitization: {
    enabled: true,
    keysToSanitize: DEFAULT_KEYS_TO_SANITIZE,
    sensitiveMarkers: DEFAULT_SENSITIVE_MARKERS,
    replacement: "[Filtered]"
  },
  truncation: { enabled: true, maxPayloadSize: 512, maxLines: 10, maxWidth: 80 }
};
var DEFAULT_GENERATION = {
  mode: "all",
  maxExamples: 100,
  noShrink: false,
  deterministic: false,
  allowX00: true,
  excludeHeaderCharacters: "\r\n",
  withSecurityParameters: true,
  graphqlAllowNull: true,
  database: ".proptest/examples"
};
var DEFAULT_NETWORK = {
  headers: {},
  tlsVerify: true,
  maxResponseSize: 10 * 1024 * 1024
};

// dist/reporting/truncate.js
function truncatePayload(text, settings) {
  if (!settings.enabled)
    return text;
  const maxBytes = Math.max(0, settings.maxPayloadSize);
  const maxLines = Math.max(1, settings.maxLines);
  const maxWidth = Math.max(1, settings.maxWidth);
  const totalBytes = Buffer.byteLength(text, "utf8");
  let kept = text;
  let cutEnd = false;
  if (totalBytes > maxBytes) {
    kept = cutToBytes(text, maxBytes);
    cutEnd = true;
  }
  let lines = kept.split("\n");
  if (lines.length > maxLines) {
    lines = lines.slice(0, maxLines);
    cutEnd = true;
  }
  let keptBytes = Math.max(0, lines.length - 1);
  let cutWidth = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.length > maxWidth) {
      const points = Array.from(line);
      if (points.length > maxWidth) {
        const visible = points.slice(0, maxWidth - 1).join("");
        lines[i] = `${visible}\u2026`;
        keptBytes += Buffer.byteLength(visible, "utf8");
        cutWidth = true;
        continue;
      }
    }
    keptBytes += Buffer.byteLength(line, "utf8");
  }
  if (!cutEnd && !cutWidth)
    return text;
  if (cutEnd)
    lines.push(`\u2026 [truncated: ${totalBytes - keptBytes} more bytes]`);
  return lines.join("\n");
}
function prettyBody(response) {
  const size = response.content.byteLength;
  if (size === 0 && !response.truncated)
    return "";
  const full = response.declaredSize ?? size;
  const kind = bodyKind(response);
  if (kind === "binary")
    return `<binary ${full} bytes>`;
  let body = response.text;
  if (kind === "json" && !response.truncated) {
    try {
      body = JSON.stringify(JSON.parse(body), null, 2);
    } catch {
    }
  }
  if (!response.truncated)
    return body;
  const of = full > size ? `${full}` : `more than ${size}`;
  return `${body}
[body truncated: showing the first ${size} of ${of} bytes]`;
}
function cutToBytes(text, maxBytes) {
  const bytes = Buffer.from(text, "utf8");
  let end = maxBytes;
  while (end > 0 && ((bytes[end] ?? 0) & 192) === 128)
    end--;
  return bytes.subarray(0, end).toString("utf8");
}
var TEXT_SUBTYPES = /(^|[+.-])(json|xml|html|javascript|ecmascript|yaml|x-yaml|csv|graphql|x-www-form-urlencoded|problem)($|[+.-])/;
var BINARY_TYPES = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip|x-tar|x-7z-compressed|x-protobuf|protobuf|vnd\.ms-excel|msword|wasm)$/;
function bodyKind(response) {
  const mediaType = response.mediaType;
  if (mediaType !== void 0) {
    const subtype = mediaType.slice(mediaType.indexOf("/") + 1);
    if (subtype === "json" || subtype.endsWith("+json"))
      return "json";
    if (mediaType.startsWith("text/") || TEXT_SUBTYPES.test(subtype))
      return "text";
    if (BINARY_TYPES.test(mediaType) && !looksLikeText(response.content, response.truncated))
      return "binary";
  }
  if (!looksLikeText(response.content, response.truncated))
    return "binary";
  if (mediaType === void 0 && /^\s*[[{]/.test(response.text))
    return "json";
  return "text";
}
function looksLikeText(content, truncated) {
  const window = content.subarray(0, 8192);
  if (window.includes(0))
    return false;
  let end = window.length;
  if (truncated || content.length > window.length) {
    let back = 0;
    while (back < 4 && end > 0 && ((window[end - 1] ?? 0) & 192) === 128) {
      end--;
      back++;
    }
    if (end > 0 && ((window[end - 1] ?? 0) & 128) !== 0)
      end--;
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(window.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

export {
  DEFAULT_OUTPUT,
  DEFAULT_GENERATION,
  DEFAULT_NETWORK,
  truncatePayload,
  prettyBody
};

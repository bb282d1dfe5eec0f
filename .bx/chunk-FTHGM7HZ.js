import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/reporting/sanitize.js
function isSensitiveKey(key, settings) {
  const lower = key.toLowerCase();
  for (const candidate of settings.keysToSanitize)
    if (candidate.toLowerCase() === lower)
      return true;
  for (const marker of settings.sensitiveMarkers)
    if (marker !== "" && lower.includes(marker.toLowerCase()))
      return true;
  return false;
}
function sanitizeRequest(request, settings) {
  if (!settings.enabled)
    return request;
  const url = sanitizeUrl(request.url, settings);
  const headers = sanitizeHeaders(request.headers, settings);
  const body = request.body === void 0 ? void 0 : sanitizeBody(request.body, contentType(request.headers), settings);
  return { method: request.method, url, headers, ...body === void 0 ? {} : { body } };
}
function sanitizeHeaders(headers, settings) {
  if (!settings.enabled)
    return { ...headers };
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    const sensitive = isSensitiveKey(name, settings);
    let mask;
    if (lower === "cookie")
      mask = (text) => maskCookies(text, sensitive, settings);
    else if (lower === "set-cookie")
      mask = (text) => maskSetCookie(text, sensitive, settings);
    else if (sensitive)
      mask = () => settings.replacement;
    else {
      out[name] = value;
      continue;
    }
    out[name] = typeof value === "string" ? mask(value) : value.map(mask);
  }
  return out;
}
function sanitizeValue(value, settings) {
  if (!settings.enabled)
    return value;
  return sanitizeNode(value, settings, /* @__PURE__ */ new WeakSet());
}
function sanitizeText(text, secrets, replacement) {
  if (secrets.length === 0 || text === "")
    return text;
  const variants = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (secret === "")
      continue;
    variants.add(secret);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret)
      variants.add(encoded);
    if (secret.includes(":"))
      variants.add(Buffer.from(secret, "utf8").toString("base64"));
  }
  let out = text;
  for (const variant of [...variants].sort((a, b) => b.length - a.length)) {
    if (out.includes(variant))
      out = out.split(variant).join(replacement);
  }
  return out;
}
function sanitizeNode(value, settings, seen) {
  if (value === null || typeof value !== "object" || ArrayBuffer.isView(value))
    return value;
  if (seen.has(value))
    return value;
  seen.add(value);
  if (Array.isArray(value)) {
    let copy2;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const next = sanitizeNode(item, settings, seen);
      if (next !== item)
        (copy2 ??= value.slice())[i] = next;
    }
    return copy2 ?? value;
  }
  let copy;
  for (const [key, item] of Object.entries(value)) {
    const next = isSensitiveKey(key, settings) ? settings.replacement : sanitizeNode(item, settings, seen);
    if (next !== item)
      (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}
function maskCookies(header, all, settings) {
  return header.split(";").map((pair) => {
    const eq = pair.indexOf("=");
    if (eq === -1)
      return pair;
    const name = pair.slice(0, eq);
    return all || isSensitiveKey(name.trim(), settings) ? `${name}=${settings.replacement}` : pair;
  }).join(";");
}
function maskSetCookie(header, all, settings) {
  const semicolon = header.indexOf(";");
  const first = semicolon === -1 ? header : header.slice(0, semicolon);
  const rest = semicolon === -1 ? "" : header.slice(semicolon);
  return maskCookies(first, all, settings) + rest;
}
function sanitizeUrl(url, settings) {
  let out = url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*):[^/?#@]*@/i, `$1:${settings.replacement}@`);
  const query = out.indexOf("?");
  if (query === -1)
    return out;
  const hash = out.indexOf("#", query);
  const end = hash === -1 ? out.length : hash;
  out = out.slice(0, query + 1) + sanitizeForm(out.slice(query + 1, end), settings) + out.slice(end);
  return out;
}
function sanitizeForm(form, settings) {
  return form.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    if (eq === -1)
      return pair;
    const name = decodeFormComponent(pair.slice(0, eq));
    return isSensitiveKey(name, settings) ? `${pair.slice(0, eq)}=${settings.replacement}` : pair;
  }).join("&");
}
function decodeFormComponent(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}
function contentType(headers) {
  for (const [name, value] of Object.entries(headers))
    if (name.toLowerCase() === "content-type")
      return value.toLowerCase();
  return "";
}
function sanitizeBody(body, type, settings) {
  const essence = type.split(";")[0]?.trim() ?? "";
  const isJson = essence.endsWith("/json") || essence.endsWith("+json");
  const isForm = essence === "application/x-www-form-urlencoded";
  if (!isJson && !isForm)
    return body;
  const text = new TextDecoder("utf-8").decode(body);
  let sanitized;
  if (isForm) {
    sanitized = sanitizeForm(text, settings);
  } else {
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      return body;
    }
    const masked = sanitizeValue(parsed, settings);
    if (masked === parsed)
      return body;
    sanitized = JSON.stringify(masked);
  }
  return sanitized === text ? body : new TextEncoder().encode(sanitized);
}

export {
  sanitizeRequest,
  sanitizeHeaders,
  sanitizeText
};

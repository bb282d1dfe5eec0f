import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  sanitizeHeaders,
  sanitizeRequest,
  sanitizeText
} from "./chunk-FTHGM7HZ.js";
import {
  ApitestError,
  describeError
} from "./chunk-YQFBT4X6.js";

// dist/reporting/report-file.js
import { once } from "node:events";
import { closeSync, createWriteStream, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { finished } from "node:stream/promises";
function openReportFile(path, format) {
  let fd;
  try {
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(path, "w");
  } catch (error) {
    throw new ApitestError("config_invalid", `${cannotWrite(format, path)}: ${describeError(error)}. ${fix(format)}`, { cause: error });
  }
  let stream;
  try {
    stream = createWriteStream(path, { fd, encoding: "utf8" });
  } catch (error) {
    closeSync(fd);
    throw new ApitestError("config_invalid", `${cannotWrite(format, path)}: ${describeError(error)}. ${fix(format)}`, { cause: error });
  }
  let failure;
  stream.on("error", (error) => {
    failure ??= error;
  });
  let ended;
  return {
    path,
    write(chunk) {
      if (failure !== void 0 || ended !== void 0)
        return void 0;
      if (stream.write(chunk))
        return void 0;
      return once(stream, "drain").then(() => void 0, (error) => {
        failure ??= error;
      });
    },
    end() {
      if (ended === void 0 && !stream.destroyed)
        stream.end();
      ended ??= finished(stream).then(() => void 0, (error) => {
        failure ??= error;
      }).then(() => {
        if (failure !== void 0) {
          throw new ApitestError("config_invalid", `${cannotWrite(format, path)}: ${describeError(failure)}. The report is incomplete; ${fix(format).toLowerCase()}`, {
            cause: failure
          });
        }
      });
      return ended;
    }
  };
}
function cannotWrite(format, path) {
  return `Cannot write the ${format} report to ${path}`;
}
function fix(format) {
  return `Choose a writable location with --report-dir or --report-${format}-path.`;
}

// dist/reporting/report-mask.js
function createReportMasker(settings, secrets) {
  const replacement = settings.replacement;
  const text = (value) => sanitizeText(value, secrets, replacement);
  let byteSecrets = secrets.map(asByteString);
  const byteReplacement = asByteString(replacement);
  const bytes = (content) => {
    if (byteSecrets.length !== secrets.length)
      byteSecrets = secrets.map(asByteString);
    if (byteSecrets.length === 0 || content.byteLength === 0)
      return content;
    const raw = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString("latin1");
    const masked = sanitizeText(raw, byteSecrets, byteReplacement);
    return masked === raw ? content : new Uint8Array(Buffer.from(masked, "latin1"));
  };
  if (!settings.enabled) {
    return {
      enabled: false,
      request: (request) => request,
      headers: (headers) => headers,
      body: (content) => content,
      text: (value) => value
    };
  }
  return {
    enabled: true,
    request(request) {
      const masked = sanitizeRequest(request, settings);
      const headers = {};
      for (const [name, value] of Object.entries(masked.headers))
        headers[name] = text(value);
      const body = masked.body === void 0 ? void 0 : bytes(masked.body);
      return { method: masked.method, url: text(masked.url), headers, ...body === void 0 ? {} : { body } };
    },
    headers(headers) {
      const masked = sanitizeHeaders(headers, settings);
      const out = {};
      for (const [name, values] of Object.entries(masked))
        out[name] = values.map(text);
      return out;
    },
    body(content, contentType) {
      if (content.byteLength === 0)
        return content;
      const viaRequest = sanitizeRequest({ method: "GET", url: "", headers: contentType === void 0 ? {} : { "content-type": contentType }, body: content }, settings);
      return bytes(viaRequest.body ?? content);
    },
    text
  };
}
function asByteString(value) {
  return Buffer.from(value, "utf8").toString("latin1");
}

export {
  openReportFile,
  createReportMasker
};

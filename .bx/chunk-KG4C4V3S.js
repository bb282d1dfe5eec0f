import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/core/response.js
var UTF8_DECODER = new TextDecoder("utf-8");
var Response = class {
  statusCode;
  message;
  headers;
  content;
  elapsed;
  httpVersion;
  request;
  verify;
  truncated;
  declaredSize;
  #text;
  constructor(init) {
    this.statusCode = init.statusCode;
    this.message = init.message;
    this.headers = init.headers;
    this.content = init.content;
    this.elapsed = init.elapsed;
    this.httpVersion = init.httpVersion;
    this.request = init.request;
    this.verify = init.verify;
    this.truncated = init.truncated ?? false;
    this.declaredSize = init.declaredSize;
  }
  /** The first value of a header (name is case-insensitive), or undefined. */
  header(name) {
    return this.headers[name.toLowerCase()]?.[0];
  }
  /** The media type of the body, lowercased and without parameters, or undefined. */
  get mediaType() {
    const raw = this.header("content-type");
    if (raw === void 0)
      return void 0;
    const type = raw.split(";")[0]?.trim().toLowerCase();
    return type === "" ? void 0 : type;
  }
  /** The charset named by `Content-Type`, if any. */
  get encoding() {
    const raw = this.header("content-type");
    const match = raw === void 0 ? null : /charset\s*=\s*"?([^";\s]+)"?/i.exec(raw);
    return match?.[1]?.toLowerCase();
  }
  /** The body decoded with the declared charset (UTF-8 when none or unknown); invalid bytes become U+FFFD. */
  get text() {
    if (this.#text === void 0) {
      const encoding = this.encoding;
      let decoder = UTF8_DECODER;
      if (encoding !== void 0 && encoding !== "utf-8" && encoding !== "utf8") {
        try {
          decoder = new TextDecoder(encoding);
        } catch {
          decoder = UTF8_DECODER;
        }
      }
      this.#text = decoder.decode(this.content);
    }
    return this.#text;
  }
  /** The body as base64. */
  get encodedBody() {
    return Buffer.from(this.content.buffer, this.content.byteOffset, this.content.byteLength).toString("base64");
  }
  /** Body size in bytes, or undefined when there is no body. */
  get bodySize() {
    const size = this.declaredSize ?? this.content.byteLength;
    return size === 0 ? void 0 : size;
  }
  /**
   * Parses the body as JSON.
   * @throws SyntaxError when the body is not valid JSON.
   */
  json() {
    return JSON.parse(this.text);
  }
};

export {
  Response
};

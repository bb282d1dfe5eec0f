import type { PreparedRequest } from "./request.js";

// One decoder for every UTF-8 body: `decode` without `stream` keeps no state between calls.
const UTF8_DECODER = new TextDecoder("utf-8");

/** The fields a transport fills in; everything else on {@link Response} is derived. */
export interface ResponseInit {
  readonly statusCode: number;
  readonly message: string;
  /** Lowercased header names, every value a list (a header may repeat). */
  readonly headers: Readonly<Record<string, readonly string[]>>;
  /** The body as received (after content decoding), cut at the size limit when `truncated`. */
  readonly content: Uint8Array;
  /** Seconds from sending the request to the end of the body. */
  readonly elapsed: number;
  /** `1.0`, `1.1` or `2`. */
  readonly httpVersion: string;
  readonly request: PreparedRequest;
  /** Whether TLS certificates were verified. */
  readonly verify: boolean;
  /** True when the body was larger than the size limit and only its start was kept. */
  readonly truncated?: boolean;
  /** The full size the body had on the wire, when known (may exceed `content.length` if truncated). */
  readonly declaredSize?: number;
}

/**
 * A response normalized over every transport (HTTP, in-process fetch apps, in-process
 * Node apps). Checks, reports and integrations only ever see this shape.
 */
export class Response {
  readonly statusCode: number;
  readonly message: string;
  readonly headers: Readonly<Record<string, readonly string[]>>;
  readonly content: Uint8Array;
  readonly elapsed: number;
  readonly httpVersion: string;
  readonly request: PreparedRequest;
  readonly verify: boolean;
  readonly truncated: boolean;
  readonly declaredSize: number | undefined;
  #text: string | undefined;
  #parsed: { readonly value: unknown } | undefined;

  constructor(init: ResponseInit) {
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
  header(name: string): string | undefined {
    return this.headers[name.toLowerCase()]?.[0];
  }

  /** The media type of the body, lowercased and without parameters, or undefined. */
  get mediaType(): string | undefined {
    const raw = this.header("content-type");
    if (raw === undefined) return undefined;
    const type = raw.split(";")[0]?.trim().toLowerCase();
    return type === "" ? undefined : type;
  }

  /** The charset named by `Content-Type`, if any. */
  get encoding(): string | undefined {
    const raw = this.header("content-type");
    const match = raw === undefined ? null : /charset\s*=\s*"?([^";\s]+)"?/i.exec(raw);
    return match?.[1]?.toLowerCase();
  }

  /** The body decoded with the declared charset (UTF-8 when none or unknown); invalid bytes become U+FFFD. */
  get text(): string {
    if (this.#text === undefined) {
      const encoding = this.encoding;
      let decoder = UTF8_DECODER;
      if (encoding !== undefined && encoding !== "utf-8" && encoding !== "utf8") {
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
  get encodedBody(): string {
    return Buffer.from(this.content.buffer, this.content.byteOffset, this.content.byteLength).toString("base64");
  }

  /** Body size in bytes, or undefined when there is no body. */
  get bodySize(): number | undefined {
    const size = this.declaredSize ?? this.content.byteLength;
    return size === 0 ? undefined : size;
  }

  /**
   * Parses the body as JSON.
   * @throws SyntaxError when the body is not valid JSON.
   */
  json(): unknown {
    return JSON.parse(this.text);
  }

  /**
   * The body parsed as JSON once, shared by apitest's own readers (the schema check, the
   * feedback outcome) that never change it; `json()` gives user code a copy of its own.
   * @internal
   * @throws SyntaxError when the body is not valid JSON.
   */
  parsedJson(): unknown {
    this.#parsed ??= { value: JSON.parse(this.text) };
    return this.#parsed.value;
  }
}

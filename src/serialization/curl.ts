import type { PreparedRequest } from "../core/request.js";
import { printfFormat, shellQuote } from "./shell-quote.js";

/** Options of {@link renderCurl}. */
export interface CurlOptions {
  /** False adds `--insecure` (TLS verification was off). Default true. */
  readonly verify?: boolean | undefined;
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
// Text that fits in a single-quoted argument on one line: no controls except tab.
const PLAIN_TEXT = /^[^\x00-\x08\x0A-\x1F\x7F]*$/;
// curl treats `[]{}` in URLs as glob patterns unless told not to.
const GLOB_CHARS = /[[\]{}]/;

function textBody(body: Uint8Array): string | undefined {
  try {
    const text = STRICT_UTF8.decode(body);
    return PLAIN_TEXT.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

// Latin-1 characters (kept in user-supplied headers) that the shell would pass on as UTF-8.
const NON_ASCII = /[\x80-\xff]/;

function headerArgument(name: string, value: string): string {
  // `-H 'Name:'` would remove the header; `-H 'Name;'` is curl's way to send it empty.
  const header = value === "" ? `${name};` : `${name}: ${value}`;
  // One byte per character, as the transport sends it; printf's octal escapes are POSIX.
  if (NON_ASCII.test(header)) return `-H "$(printf ${printfFormat(Buffer.from(header, "latin1"))})"`;
  return `-H ${shellQuote(header)}`;
}

/**
 * A single-line POSIX shell command that sends `request` with curl, byte for byte:
 * `curl -X POST -H 'Name: value' -d '…' 'url'`. A body that is not printable UTF-8 text
 * (NUL bytes, invalid UTF-8, line breaks) is piped from `printf` to `--data-binary @-`; a
 * header holding Latin-1 characters (a user's `-H` value) is written by `printf` too.
 *
 * @example renderCurl({ method: "GET", url: "http://127.0.0.1:8080/users", headers: {} })
 * // "curl -X GET http://127.0.0.1:8080/users"
 */
export function renderCurl(request: PreparedRequest, options?: CurlOptions): string {
  const args: string[] = ["curl"];
  args.push(request.method === "HEAD" ? "--head" : `-X ${shellQuote(request.method)}`);
  let hasContentType = false;
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === "content-type") hasContentType = true;
    args.push(headerArgument(name, value));
  }
  let prefix = "";
  const body = request.body;
  if (body !== undefined) {
    // Otherwise curl would add `Content-Type: application/x-www-form-urlencoded` on its own.
    if (!hasContentType) args.push("-H 'Content-Type:'");
    const text = textBody(body);
    if (text === undefined) {
      prefix = `printf ${printfFormat(body)} | `;
      args.push("--data-binary @-");
    } else {
      // `-d @file` reads a file; `--data-raw` never does.
      args.push(`${text.startsWith("@") ? "--data-raw" : "-d"} ${shellQuote(text)}`);
    }
  }
  if (options?.verify === false) args.push("--insecure");
  if (GLOB_CHARS.test(request.url)) args.push("-g");
  args.push(shellQuote(request.url));
  return prefix + args.join(" ");
}

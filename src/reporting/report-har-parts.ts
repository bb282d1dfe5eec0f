/** A HAR `{name, value}` pair (headers, query parameters). */
export interface HarPair {
  readonly name: string;
  readonly value: string;
}

/** A HAR cookie. */
export interface HarCookie {
  readonly name: string;
  readonly value: string;
  readonly path?: string;
  readonly domain?: string;
  readonly expires?: string;
  readonly httpOnly?: boolean;
  readonly secure?: boolean;
}

/** Headers as HAR lists them: one pair per value, repeated headers repeated. */
export function harHeaders(headers: readonly (readonly [string, readonly string[]])[]): HarPair[] {
  return headers.flatMap(([name, values]) => values.map((value) => ({ name, value })));
}

/** `HTTP/1.1`, `HTTP/2`: HAR's spelling of the protocol version. */
export function harHttpVersion(version: string): string {
  return version === "" ? "" : `HTTP/${version}`;
}

/** The query parameters of a URL, decoded, in order (repeats kept). */
export function harQueryString(url: string): HarPair[] {
  const start = url.indexOf("?");
  if (start === -1) return [];
  const end = url.indexOf("#", start);
  const query = url.slice(start + 1, end === -1 ? undefined : end);
  if (query === "") return [];
  return query.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    return eq === -1 ? { name: decode(pair), value: "" } : { name: decode(pair.slice(0, eq)), value: decode(pair.slice(eq + 1)) };
  });
}

/**
 * Cookies of a `Cookie` request header (`a=1; b=2`), or of one `Set-Cookie` value (the
 * first pair, then its attributes) when `setCookie` is true.
 */
export function harCookies(header: string | undefined, setCookie: boolean): HarCookie[] {
  if (header === undefined || header.trim() === "") return [];
  const parts = header.split(";").map((part) => part.trim());
  if (!setCookie) return parts.filter((part) => part !== "").map(splitPair);
  const [first, ...attributes] = parts;
  if (first === undefined || first === "") return [];
  const cookie: { -readonly [K in keyof HarCookie]: HarCookie[K] } = splitPair(first);
  for (const attribute of attributes) {
    const { name, value } = splitPair(attribute);
    const key = name.toLowerCase();
    if (key === "path") cookie.path = value;
    else if (key === "domain") cookie.domain = value;
    else if (key === "expires") {
      // HAR wants ISO 8601; an unparsable date is left out rather than recorded wrongly.
      const time = Date.parse(value);
      if (!Number.isNaN(time)) cookie.expires = new Date(time).toISOString();
    }
    else if (key === "httponly") cookie.httpOnly = true;
    else if (key === "secure") cookie.secure = true;
  }
  return [cookie];
}

/** The value of a header in a `name → value` record, looked up case-insensitively. */
export function headerValue(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

function splitPair(pair: string): { name: string; value: string } {
  const eq = pair.indexOf("=");
  return eq === -1 ? { name: pair.trim(), value: "" } : { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/**
 * The URL with characters a URI may not hold percent-encoded after the authority, e.g.
 * the brackets of a `[Filtered]` replacement in the query, so HAR tools can parse it.
 */
export function harUrl(url: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  const rest = url.slice(authority.length).replace(/[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]+/g, (run) => encodeURIComponent(run));
  return authority + rest;
}

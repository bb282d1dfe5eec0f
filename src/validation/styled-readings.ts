/** Turns one raw piece of a URL or header into text; differs per location. */
export type Decode = (raw: string) => string;

/**
 * Every structural reading of a delimited value: the whole text, the list of items, and an
 * object — from `k,v,k,v` pairs, or from `k=v` items when `keyValueItems` (exploded objects).
 * An empty text reads as `""`, `[]`, `[""]` and `{}`, which all serialize to it.
 *
 * @example listReadings("a,1", /,/, decode, false) // ["a,1", ["a", "1"], { a: "1" }]
 */
export function listReadings(raw: string, delimiter: RegExp, decode: Decode, keyValueItems: boolean): unknown[] {
  if (raw === "") return ["", [], [""], {}];
  const parts = raw.split(delimiter);
  const out: unknown[] = [decode(raw), parts.map(decode)];
  const object = keyValueItems ? keyValueObject(parts, decode) : pairObject(parts, decode);
  if (object !== undefined) out.push(object);
  return out;
}

/** `simple` style (path and header parameters). */
export function simpleReadings(raw: string, explode: boolean, decode: Decode): unknown[] {
  return listReadings(raw, /,/, decode, explode);
}

/** `label` style: `.value`, `.a.b` (exploded) or `.a,b`; nothing when the leading dot is missing. */
export function labelReadings(raw: string, explode: boolean, decode: Decode): unknown[] {
  if (!raw.startsWith(".")) return [];
  return listReadings(raw.slice(1), explode ? /\./ : /,/, decode, explode);
}

/** `matrix` style: `;name=value`, `;name=a;name=b` / `;k=v;k2=v2` (exploded) or `;name=a,b`. */
export function matrixReadings(raw: string, name: string, explode: boolean, decode: Decode): unknown[] {
  if (!raw.startsWith(";")) return [];
  const segments = raw
    .slice(1)
    .split(";")
    .map((segment): [string, string | undefined] => {
      const equals = segment.indexOf("=");
      return equals === -1 ? [decode(segment), undefined] : [decode(segment.slice(0, equals)), segment.slice(equals + 1)];
    });
  const own = segments.filter(([key]) => key === name);
  const out: unknown[] = [];
  if (segments.length === 1 && own.length === 1) out.push(...listReadings(own[0]?.[1] ?? "", /,/, decode, false));
  if (explode && segments.length > 0) {
    if (own.length === segments.length) out.push(own.map(([, value]) => decode(value ?? "")));
    out.push(Object.fromEntries(segments.map(([key, value]) => [key, decode(value ?? "")])));
  }
  return out;
}

function keyValueObject(parts: readonly string[], decode: Decode): Record<string, string> | undefined {
  const entries: [string, string][] = [];
  for (const part of parts) {
    const equals = part.indexOf("=");
    if (equals === -1) return undefined;
    entries.push([decode(part.slice(0, equals)), decode(part.slice(equals + 1))]);
  }
  return Object.fromEntries(entries);
}

function pairObject(parts: readonly string[], decode: Decode): Record<string, string> | undefined {
  if (parts.length % 2 !== 0) return undefined;
  const entries: [string, string][] = [];
  for (let index = 0; index < parts.length; index += 2) entries.push([decode(parts[index] as string), decode(parts[index + 1] as string)]);
  return Object.fromEntries(entries);
}

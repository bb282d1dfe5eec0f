/** A media type split into its parts, lowercased, without parameters. */
export interface MediaTypeParts {
  /** `type/subtype`, e.g. `application/problem+json`. */
  readonly essence: string;
  readonly type: string;
  readonly subtype: string;
  /** The structured-syntax suffix after `+` (`json` for `application/problem+json`), if any. */
  readonly suffix: string | undefined;
}

/** The `type/subtype` of a media type, lowercased and without parameters. */
export function mediaTypeEssence(mediaType: string): string {
  const semicolon = mediaType.indexOf(";");
  return (semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase();
}

/** Splits a media type into type, subtype and suffix. */
export function parseMediaType(mediaType: string): MediaTypeParts {
  const essence = mediaTypeEssence(mediaType);
  const slash = essence.indexOf("/");
  const type = slash === -1 ? essence : essence.slice(0, slash);
  const subtype = slash === -1 ? "" : essence.slice(slash + 1);
  const plus = subtype.lastIndexOf("+");
  return { essence, type, subtype, suffix: plus === -1 ? undefined : subtype.slice(plus + 1) };
}

/** Whether a media type is JSON or a JSON dialect (`application/json`, `text/json`, `*\/*+json`). */
export function isJsonMediaType(mediaType: string): boolean {
  const { subtype, suffix } = parseMediaType(mediaType);
  return subtype === "json" || suffix === "json";
}

/** Whether two media types name the same `type/subtype`, ignoring case and parameters. */
export function sameMediaType(a: string, b: string): boolean {
  return mediaTypeEssence(a) === mediaTypeEssence(b);
}

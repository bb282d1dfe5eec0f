/** Configuration keys that only OpenAPI runs use, with what they drive. */
const OPENAPI_ONLY: Readonly<Record<string, string>> = {
  codec: "string codecs",
  maximize: "targeted generation",
  "with-security-parameters": "generating security parameters",
  threads: "worker threads",
};

/**
 * The keys a configuration file sets that a GraphQL run ignores, as `path.to.key (feature)`,
 * so the run can say so instead of silently ignoring them.
 *
 * @example
 * keysIgnoredByGraphql({ generation: { codec: "ascii" } }); // ["generation.codec (string codecs)"]
 */
export function keysIgnoredByGraphql(file: unknown, prefix = ""): string[] {
  if (typeof file !== "object" || file === null) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(file as Record<string, unknown>)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    const feature = OPENAPI_ONLY[key];
    if (feature !== undefined && !(Array.isArray(value) && value.length === 0)) found.push(`${path} (${feature})`);
    else if (Array.isArray(value)) value.forEach((item, index) => found.push(...keysIgnoredByGraphql(item, `${path}[${index}]`)));
    else found.push(...keysIgnoredByGraphql(value, path));
  }
  return found;
}

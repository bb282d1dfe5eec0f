/** Configuration keys whose features are not built yet: accepted (they are valid), but they change nothing. */
const NOT_YET: Readonly<Record<string, string>> = {
  database: "the example database",
  codec: "string codecs",
  maximize: "targeted generation",
  "with-security-parameters": "generating security parameters",
  "suppress-health-check": "generator health checks",
};

/**
 * The keys a configuration file sets that have no effect yet, as `path.to.key (feature)`,
 * so the run can say so instead of silently ignoring them.
 */
export function unsupportedKeys(file: unknown, prefix = ""): string[] {
  if (typeof file !== "object" || file === null) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(file as Record<string, unknown>)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    const feature = NOT_YET[key];
    if (feature !== undefined && !(key === "suppress-health-check" && Array.isArray(value) && value.length === 0)) found.push(`${path} (${feature})`);
    else if (Array.isArray(value)) value.forEach((item, index) => found.push(...unsupportedKeys(item, `${path}[${index}]`)));
    else found.push(...unsupportedKeys(value, path));
  }
  return found;
}

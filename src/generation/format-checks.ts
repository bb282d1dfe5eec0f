import { fullFormats } from "ajv-formats/dist/formats.js";

/** A predicate telling whether a value satisfies a named format, or undefined for unknown formats. */
export type FormatCheck = (value: unknown) => boolean;

const checks = new Map<string, FormatCheck | undefined>();

/**
 * Returns ajv-formats' own check for `format` (so generation and validation agree), or
 * undefined when the format is unknown; unknown formats accept anything, as in ajv.
 */
export function formatCheck(format: string): FormatCheck | undefined {
  if (checks.has(format)) return checks.get(format);
  const check = buildCheck(format);
  checks.set(format, check);
  return check;
}

function buildCheck(format: string): FormatCheck | undefined {
  if (format === "binary") return (value) => typeof value === "string" || value instanceof Uint8Array;
  if (!Object.hasOwn(fullFormats, format)) return undefined;
  const definition: unknown = fullFormats[format as keyof typeof fullFormats];
  if (definition === true) return () => true;
  if (definition instanceof RegExp) return stringCheck((text) => definition.test(text));
  if (typeof definition === "function") return stringCheck((text) => Boolean((definition as (text: string) => unknown)(text)));
  if (definition !== null && typeof definition === "object") {
    const { validate, type } = definition as { validate?: unknown; type?: unknown };
    const applies = type === "number" ? (value: unknown) => typeof value === "number" : (value: unknown) => typeof value === "string";
    const test = toPredicate(validate);
    return (value) => !applies(value) || test(value);
  }
  return undefined;
}

function toPredicate(validate: unknown): (value: unknown) => boolean {
  if (validate instanceof RegExp) return (value) => validate.test(String(value));
  if (typeof validate === "function") return (value) => Boolean((validate as (value: unknown) => unknown)(value));
  return () => true;
}

// Formats only constrain strings; other types pass, as JSON Schema says.
function stringCheck(test: (text: string) => boolean): FormatCheck {
  return (value) => typeof value !== "string" || test(value);
}

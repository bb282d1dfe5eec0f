import type * as fc from "fast-check";
import type { SchemaResolver } from "../core/validator.js";

/**
 * Everything data generation needs besides the schema itself. One context is built per
 * loaded document and run; arbitraries are cached per context object, so reuse the same
 * object for the whole run.
 *
 * @example
 * const ctx: GenerationContext = { resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() };
 */
export interface GenerationContext {
  /** Looks up the `apitest:doc#/…` references of the document. */
  resolver: SchemaResolver;
  /** Whether generated strings may contain NUL (`\u0000`); `generation.allow-x00`. */
  allowX00: boolean;
  /** Characters never generated in header values; `generation.exclude-header-characters`. */
  excludeHeaderCharacters: string;
  /** Custom string formats (`openapi.format(name, arbitrary)`), checked before the built-in ones. */
  formats: ReadonlyMap<string, fc.Arbitrary<string>>;
  /** Custom media types (`openapi.mediaType(name, arbitrary)`) by lowercased `type/subtype`: their bodies come from the arbitrary. */
  mediaTypes?: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  /**
   * `generation.codec`: every generated string must be encodable in it (`ascii`, `latin-1`,
   * `utf-8`…; see `codecLimit`). Unset means any Unicode scalar value.
   */
  codec?: string;
  /** How many recursive `$ref` expansions may be nested before values are kept minimal (default 5). */
  maxDepth?: number;
}

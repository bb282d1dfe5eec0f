import type { CaseData } from "../core/case.js";
import type { JsonSchema } from "../core/json-schema.js";
import type { PropertyEncoding } from "../core/operation.js";
import type { SchemaResolver } from "../core/validator.js";
import { registerBuiltInSerializers } from "./default-serializers.js";
import { remembered } from "./bounded-memo.js";
import { mediaTypeEssence, parseMediaType } from "./media-type.js";

/** What a serializer knows about the body it writes. */
export interface SerializerContext {
  /** The media type as the schema spells it (parameters kept). */
  readonly mediaType: string;
  /** OpenAPI 3 `encoding` of form and multipart bodies. */
  readonly encoding?: Readonly<Record<string, PropertyEncoding>>;
  /** The body schema (internal dialect); XML reads its `xml` annotations. */
  readonly schema?: JsonSchema;
  /** Resolves `$ref`s in `schema`. */
  readonly resolver?: SchemaResolver;
  /** The case whose body this is (custom serializers receive it as `SerializationContext.case`). */
  readonly case?: CaseData;
}

/** A serialized body and the `Content-Type` it goes with (multipart includes its boundary). */
export interface SerializedBody {
  readonly body: Uint8Array;
  readonly contentType: string;
}

/**
 * Turns a generated value into bytes for one media type. Throws `SerializationError`
 * when the value cannot be represented, so the case is skipped.
 */
export interface Serializer {
  (value: unknown, ctx: SerializerContext): SerializedBody;
}

/** Media type spellings whose lookup a registry remembers. */
const MAX_REMEMBERED = 64;

/**
 * Serializers by media type. Lookup order for a media type: an exact registration;
 * the JSON or XML family (`+json`, `*\/json`, `+xml`, `*\/xml`) via `application/json` or
 * `application/xml`; a registered `type/*` wildcard; for a wildcard lookup (`text/*`)
 * the first registration of that type; `*\/*` via `application/json`; finally a
 * registered `*\/*` catch-all. Unknown media types have no serializer.
 */
export class SerializerRegistry {
  readonly #byType = new Map<string, Serializer>();
  // Every case's body is looked up: the answer for each media type spelling is kept until the next registration.
  readonly #found = new Map<string, Serializer | undefined>();

  /** Registers `fn` for each media type (`application/x-yaml`, `image/*`, `*\/*`); later registrations win. */
  register(mediaTypes: string[], fn: Serializer): void {
    for (const mediaType of mediaTypes) this.#byType.set(mediaTypeEssence(mediaType), fn);
    this.#found.clear();
  }

  /** Forgets every registration. */
  clear(): void {
    this.#byType.clear();
    this.#found.clear();
  }

  /** The serializer for a media type, or undefined when none fits. */
  find(mediaType: string): Serializer | undefined {
    return remembered(this.#found, mediaType, MAX_REMEMBERED, this.#lookup);
  }

  // An arrow field: `find` hands it to `remembered` without making a closure per lookup.
  readonly #lookup = (mediaType: string): Serializer | undefined => {
    const { essence, type, subtype, suffix } = parseMediaType(mediaType);
    const exact = this.#byType.get(essence);
    if (exact !== undefined) return exact;
    if (essence === "*/*") return this.#byType.get("application/json");
    if (subtype === "json" || suffix === "json") {
      const json = this.#byType.get("application/json");
      if (json !== undefined) return json;
    }
    if (subtype === "xml" || suffix === "xml") {
      const xml = this.#byType.get("application/xml");
      if (xml !== undefined) return xml;
    }
    const wildcard = this.#byType.get(`${type}/*`);
    if (wildcard !== undefined) return wildcard;
    if (subtype === "*") {
      for (const [key, fn] of this.#byType) if (key.startsWith(`${type}/`)) return fn;
    }
    return this.#byType.get("*/*");
  };

  /** A copy that can be extended without touching this registry. */
  clone(): SerializerRegistry {
    const copy = new SerializerRegistry();
    for (const [key, fn] of this.#byType) copy.#byType.set(key, fn);
    return copy;
  }
}

/**
 * A new registry with the built-in serializers: JSON (and `+json`, `*\/json`, `*\/*`),
 * form-urlencoded, multipart, text, XML (and `+xml`) and binary types.
 */
export function defaultSerializers(): SerializerRegistry {
  return registerBuiltInSerializers(new SerializerRegistry());
}

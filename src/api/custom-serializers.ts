import type { CaseData } from "../core/case.js";
import { SerializationError, UsageError } from "../core/errors.js";
import { LayeredSerializerRegistry } from "../serialization/layered-registry.js";
import { serializeBinary } from "../serialization/media-types/binary.js";
import { mediaTypeEssence } from "../serialization/media-type.js";
import { SerializerRegistry, type SerializedBody, type Serializer, type SerializerContext } from "../serialization/registry.js";
import { processWide } from "../core/process-wide.js";

/** What a custom serializer knows besides the value: the case being sent and its media type. */
export interface SerializationContext {
  /** The case whose body is being serialized (method, path, parameters, headers, body, mediaType). */
  readonly case: CaseData;
  /** The body's media type as the schema spells it, e.g. `text/csv` or `application/x-msgpack; v=2`. */
  readonly mediaType: string;
}

/** What a serializer returns: the body's bytes (a string is sent as UTF-8); `null`/`undefined` skips the case. */
export type SerializedValue = Uint8Array | string | null | undefined;

/** A serializer as a function of the context and the generated value. */
export type SerializeFunction = (ctx: SerializationContext, value: unknown) => SerializedValue;

/** A serializer as an object: `toRequest` builds the body for every transport (HTTP and in-process apps). */
export interface SerializerObject {
  toRequest(ctx: SerializationContext, value: unknown): SerializedValue;
}

/** A serializer class, constructed once without arguments when registered. */
export type SerializerClass = new () => SerializerObject;

/** Anything `serializer(...)` accepts. */
export type CustomSerializer = SerializeFunction | SerializerObject | SerializerClass;

// Process-wide, behind a global symbol: a hooks module that imports another copy of apitest
// still registers into the same place (as check() does).
const KEY = Symbol.for("apitest.customSerializers");

/** The custom serializers registered so far (a registry holding only them). */
export function customSerializers(): SerializerRegistry {
  // Asked on every body serialized: once made, the shared registry never changes, so it is kept
  // here rather than looked up on the global object each time.
  return (registry ??= processWide(KEY, () => new SerializerRegistry()));
}

let registry: SerializerRegistry | undefined;

/** The built-in serializers under the custom ones: what the CLI and every schema serialize with. */
export function withCustomSerializers(base: SerializerRegistry): SerializerRegistry {
  return new LayeredSerializerRegistry(base, customSerializers);
}

const MEDIA_TYPE = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+\/[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Checks `type/subtype` names (wildcards such as `text/*` included) for the registration functions. */
export function checkMediaTypeNames(fn: string, names: readonly unknown[]): void {
  if (names.length === 0) throw new UsageError(`${fn} needs at least one media type, e.g. ${fn.replace("()", '("text/csv")')}.`);
  for (const name of names) {
    if (typeof name !== "string" || !MEDIA_TYPE.test(mediaTypeEssence(name))) {
      throw new UsageError(`${fn}: ${JSON.stringify(name)} is not a media type: give "type/subtype", e.g. "text/csv", "application/x-msgpack" or "text/*".`);
    }
  }
}

function isClass(value: unknown): value is SerializerClass {
  return typeof value === "function" && /^class[\s{]/.test(Function.prototype.toString.call(value));
}

function toFunction(target: CustomSerializer): SerializeFunction {
  if (isClass(target)) return toFunction(new target());
  if (typeof target === "function") return target as SerializeFunction;
  if (target !== null && typeof target === "object" && typeof target.toRequest === "function") return (ctx, value) => target.toRequest(ctx, value);
  throw new UsageError("serializer(...) registers a function (ctx, value) => bytes, an object with toRequest(ctx, value), or a class with such a method.");
}

const UTF8 = new TextEncoder();

/** Adapts a user serializer to the internal `Serializer` shape. */
function adapt(fn: SerializeFunction): Serializer {
  return (value: unknown, ctx: SerializerContext): SerializedBody => {
    const caseData = ctx.case ?? ({ method: "", path: "", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: value, mediaType: ctx.mediaType } as CaseData);
    const result = fn({ case: caseData, mediaType: ctx.mediaType }, value);
    if (result === null || result === undefined) {
      throw new SerializationError(ctx.mediaType, `The custom serializer for ${ctx.mediaType} returned nothing for this body: the case is skipped.`);
    }
    if (typeof result === "string") return { body: UTF8.encode(result), contentType: ctx.mediaType };
    if (result instanceof Uint8Array) return { body: result, contentType: ctx.mediaType };
    throw new SerializationError(ctx.mediaType, `The custom serializer for ${ctx.mediaType} returned ${typeof result}: return a Uint8Array or a string.`);
  };
}

/**
 * Registers a custom serializer for one or more media types, used by `apitest run` (register it
 * in the hooks module: `--hooks`, `hooks` in apitest.toml or `APITEST_HOOKS`) and by the library
 * for HTTP and in-process apps alike. Wildcards register a whole type (`text/*`). Custom
 * serializers win over the built-in ones; later registrations win over earlier ones.
 *
 * The serializer gets a {@link SerializationContext} and the generated value, and returns the
 * body as bytes or a string (sent as UTF-8); returning `null`/`undefined` or throwing skips the
 * case. The `Content-Type` is the media type of the schema. Usable as a plain call, or as a class
 * decorator.
 *
 * @example
 * import { serializer } from "apitest-pbt";
 * serializer("text/csv")((ctx, value) => (value as Record<string, unknown>[]).map((row) => Object.values(row).join(",")).join("\n"));
 *
 * @example
 * // As an object or a class with toRequest(ctx, value)
 * serializer("application/x-msgpack", "application/msgpack")(class {
 *   toRequest(ctx: SerializationContext, value: unknown) { return encode(value); }
 * });
 */
export function serializer(...mediaTypes: string[]): <T extends CustomSerializer>(target: T, decoratorContext?: unknown) => T {
  checkMediaTypeNames("serializer()", mediaTypes);
  return (target) => {
    customSerializers().register(mediaTypes, adapt(toFunction(target)));
    return target;
  };
}

/** Registers raw-bytes sending for media types whose bodies come from `openapi.mediaType`, unless a serializer exists. */
export function registerRawMediaTypes(mediaTypes: readonly string[]): void {
  const registry = customSerializers();
  const missing = mediaTypes.filter((name) => registry.find(name) === undefined);
  if (missing.length > 0) registry.register(missing, serializeBinary);
}

/**
 * Forgets every custom serializer (for tests). Clears the one process-wide registry in place:
 * every copy of apitest in the process (and this module, which keeps it) sees it empty.
 */
export function clearSerializers(): void {
  customSerializers().clear();
}

import type { CaseData, CaseMeta, PlannedCase } from "../../core/case.js";
import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import type { GenerationContext } from "../context.js";
import { isPlainObject } from "../json-value.js";
import { coverageEnv } from "./coverage-values.js";
import { isJsonMediaType } from "./json-media.js";
import { partValue, withPart, type CoveragePart } from "./operation-parts.js";


/** How an edge probe's description starts: what marks a planned case as one. */
const EDGE_PROBE = "edge probe: ";

/** Whether a planned case is an edge probe: ambiguous by design, judged by no mode. */
export function isEdgeProbe(meta: CaseMeta): boolean {
  return meta.ambiguous === true && meta.description?.startsWith(EDGE_PROBE) === true;
}
/** How deep the recursive-body probe nests a self-referencing type. */
export const RECURSION_PROBE_DEPTH = 4;
/** A string schema whose `maxLength` is above this gets no multibyte probe (the value would be huge). */
const MAX_MULTIBYTE_LENGTH = 1024;
/** Four UTF-8 bytes, two UTF-16 units, one code point (what JSON Schema's `maxLength` counts). */
const MULTIBYTE = "\u{1F600}";
/** Separators a header value may carry that list and parameter parsers split on. */
const HEADER_SEPARATORS = "a, b; c=d";
/** Codecs that cannot carry a multibyte character (`generation.codec`). */
const NARROW_CODECS = /^(ascii|us-ascii|latin-?1|iso-?8859-?1)$/i;

/**
 * Deterministic edge probes of one operation, planned in the coverage phase at every seed:
 * values peers find crashes with, which are neither surely valid nor surely invalid as a
 * server reads them. Each varies one part of the base case, once per parameter or field where
 * it applies:
 *
 * - an empty query value (`q=`), even without `allowEmptyValue`;
 * - a NUL byte inside an otherwise valid string (query, path, form or JSON body field; unless
 *   `generation.allow-x00` is off);
 * - a multibyte string exactly at `maxLength` (code points, each four UTF-8 bytes);
 * - a lone `%` (query, path, header, cookie strings);
 * - separators inside a header value (`a, b; c=d`);
 * - a JSON body whose self-referencing type is nested {@link RECURSION_PROBE_DEPTH} levels deep.
 *
 * Every probe is an ambiguous case (`mode: "negative"`, `ambiguous: true`, no violation): it is
 * judged only by the checks that do not depend on how the API reads it (crash, response
 * conformance, time), never as positive or negative data.
 */
export function edgeProbes(parts: readonly CoveragePart[], base: CaseData, ctx: GenerationContext): PlannedCase[] {
  const out: PlannedCase[] = [];
  const add = (data: CaseData, what: string): void => {
    out.push({ data, meta: { phase: "coverage", mode: "negative", ambiguous: true, description: `${EDGE_PROBE}${what}` } });
  };
  for (const part of parts) {
    if (part.location === "body") {
      bodyProbes(part, base, ctx, add);
      continue;
    }
    const parameter = part.parameter;
    // A `content` parameter is one serialized document, not text to probe.
    if (parameter === undefined || parameter.contentType !== undefined) continue;
    if (part.location === "query") add(withPart(base, part, ""), `${part.label}: an empty value (${part.name}=)`);
    const schema = stringSchema(part.schema, ctx);
    if (schema === undefined) continue;
    const value = stringValue(part, base, ctx);
    if (part.location === "query" || part.location === "path") {
      if (ctx.allowX00 && value !== undefined) add(withPart(base, part, withNul(value, schema)), `${part.label}: a NUL byte inside a valid string`);
      const wide = multibyte(schema, ctx);
      if (wide !== undefined) add(withPart(base, part, wide), `${part.label}: a multibyte string exactly at maxLength (${schema.maxLength as number})`);
    }
    add(withPart(base, part, "%"), `${part.label}: a lone %`);
    if (part.location === "header") add(withPart(base, part, HEADER_SEPARATORS), `${part.label}: separators inside the value (${HEADER_SEPARATORS})`);
  }
  return out;
}

function bodyProbes(part: CoveragePart, base: CaseData, ctx: GenerationContext, add: (data: CaseData, what: string) => void): void {
  const mediaType = part.mediaType;
  // The base case carries one media type's body: probes vary that one.
  if (mediaType === undefined || base.mediaType !== mediaType) return;
  const body = partValue(base, part);
  if (!isPlainObject(body)) return;
  const json = isJsonMediaType(mediaType);
  const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(mediaType);
  if (!json && !form) return;
  const root = resolved(part.schema, ctx);
  const properties = root !== undefined && isPlainObject(root.properties) ? (root.properties as Record<string, JsonSchema>) : {};
  for (const [name, raw] of Object.entries(properties)) {
    const schema = stringSchema(raw, ctx);
    if (schema === undefined) continue;
    const current = body[name];
    const value = typeof current === "string" ? current : firstString(raw, ctx);
    if (ctx.allowX00 && value !== undefined) add(withPart(base, part, { ...body, [name]: withNul(value, schema) }), `${part.label} property ${JSON.stringify(name)}: a NUL byte inside a valid string`);
    const wide = multibyte(schema, ctx);
    if (wide !== undefined) add(withPart(base, part, { ...body, [name]: wide }), `${part.label} property ${JSON.stringify(name)}: a multibyte string exactly at maxLength (${schema.maxLength as number})`);
  }
  if (!json) return;
  const deep = recursiveBody(part.schema, body, ctx);
  if (deep !== undefined) add(withPart(base, part, deep.value), `${part.label}: ${deep.type} nested ${RECURSION_PROBE_DEPTH} levels deep`);
}

/**
 * The body with a self-referencing type nested {@link RECURSION_PROBE_DEPTH} levels deep: at
 * the root (`Node.children: [Node]`, `Node.parent: Node`) or in one of its properties.
 */
function recursiveBody(schema: JsonSchema, body: Record<string, unknown>, ctx: GenerationContext): { value: unknown; type: string } | undefined {
  const rootRef = refOf(schema);
  const candidates: { path: string | undefined; ref: string; value: unknown }[] = [];
  if (rootRef !== undefined) candidates.push({ path: undefined, ref: rootRef, value: body });
  const root = resolved(schema, ctx);
  if (root !== undefined && isPlainObject(root.properties)) {
    for (const [name, raw] of Object.entries(root.properties as Record<string, JsonSchema>)) {
      const ref = refOf(raw);
      if (ref !== undefined && ref !== rootRef) candidates.push({ path: name, ref, value: body[name] });
    }
  }
  for (const candidate of candidates) {
    const target = resolved({ $ref: candidate.ref }, ctx);
    if (target === undefined || !isPlainObject(target.properties)) continue;
    const self = Object.entries(target.properties as Record<string, JsonSchema>).find(([, raw]) => refOf(raw) === candidate.ref || refOf(itemsOf(raw, ctx)) === candidate.ref);
    if (self === undefined) continue;
    const start = isPlainObject(candidate.value) ? candidate.value : coverageEnv(ctx, "body", false).first({ $ref: candidate.ref }, 0)?.value;
    if (!isPlainObject(start)) continue;
    const [property, raw] = self;
    const asList = refOf(raw) !== candidate.ref;
    let nested: Record<string, unknown> = start;
    for (let level = 1; level < RECURSION_PROBE_DEPTH; level++) nested = { ...start, [property]: asList ? [nested] : nested };
    const type = `${candidate.ref.slice(candidate.ref.lastIndexOf("/") + 1)}.${property}`;
    return { value: candidate.path === undefined ? nested : { ...body, [candidate.path]: nested }, type };
  }
  return undefined;
}

function refOf(schema: JsonSchema | undefined): string | undefined {
  return typeof schema === "object" && schema !== null && typeof schema.$ref === "string" ? schema.$ref : undefined;
}

function itemsOf(schema: JsonSchema, ctx: GenerationContext): JsonSchema | undefined {
  const array = resolved(schema, ctx);
  return array !== undefined && array.type === "array" && typeof array.items === "object" ? (array.items as JsonSchema) : undefined;
}

function resolved(schema: JsonSchema, ctx: GenerationContext): JsonSchemaObject | undefined {
  let current: JsonSchema | undefined = schema;
  for (let hops = 0; hops < 8 && typeof current === "object" && current !== null && typeof current.$ref === "string"; hops++) current = ctx.resolver.resolve(current.$ref);
  return typeof current === "object" && current !== null ? current : undefined;
}

/** The schema when it is a plain string (no enum or const: a probe value would only break them). */
function stringSchema(schema: JsonSchema, ctx: GenerationContext): JsonSchemaObject | undefined {
  const found = resolved(schema, ctx);
  if (found === undefined || found.type !== "string" || Array.isArray(found.enum) || "const" in found) return undefined;
  return found.format === "binary" ? undefined : found;
}

/** The part's string in the base case, else its first positive string value. */
function stringValue(part: CoveragePart, base: CaseData, ctx: GenerationContext): string | undefined {
  const current = partValue(base, part);
  if (typeof current === "string" && current !== "") return current;
  const env = coverageEnv(ctx, part.location, part.textual);
  const found = env.values(part.schema, "positive", 0).find((entry) => typeof entry.value === "string" && entry.value !== "");
  return typeof found?.value === "string" ? found.value : "a";
}

function firstString(schema: JsonSchema, ctx: GenerationContext): string | undefined {
  const found = coverageEnv(ctx, "body", false).values(schema, "positive", 0).find((entry) => typeof entry.value === "string" && entry.value !== "");
  return typeof found?.value === "string" ? found.value : "a";
}

/** NUL inside the value, keeping its length within `maxLength` (replacing a middle character when needed). */
function withNul(value: string, schema: JsonSchemaObject): string {
  const chars = [...value];
  const middle = Math.floor(chars.length / 2);
  const room = typeof schema.maxLength !== "number" || chars.length < schema.maxLength;
  if (chars.length === 0) return "\u0000";
  return room ? [...chars.slice(0, middle), "\u0000", ...chars.slice(middle)].join("") : [...chars.slice(0, middle), "\u0000", ...chars.slice(middle + 1)].join("");
}

/** A string of four-byte characters exactly at `maxLength`, when the schema has one, no pattern or format, and the codec carries it. */
function multibyte(schema: JsonSchemaObject, ctx: GenerationContext): string | undefined {
  const max = schema.maxLength;
  if (typeof max !== "number" || max < 1 || max > MAX_MULTIBYTE_LENGTH || schema.pattern !== undefined || schema.format !== undefined) return undefined;
  if (ctx.codec !== undefined && NARROW_CODECS.test(ctx.codec)) return undefined;
  if (typeof schema.minLength === "number" && schema.minLength > max) return undefined;
  return MULTIBYTE.repeat(max);
}

import type { CaseData, CaseMeta } from "../core/case.js";
import { NOT_SET } from "../core/not-set.js";

/** One stored failing case: the generated data and how it came to be, as plain JSON. */
export interface StoredExample {
  readonly data: CaseData;
  readonly meta: CaseMeta;
}

/** Binary values and the unset body survive JSON as tagged objects. */
const BYTES = "$apitest:bytes";
const UNSET = "$apitest:not-set";

function encodeValue(value: unknown): unknown {
  if (value === NOT_SET) return { [UNSET]: true };
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeValue(item)]));
  }
  return value;
}

function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    if (record[UNSET] === true) return NOT_SET;
    const bytes = record[BYTES];
    if (typeof bytes === "string") return new Uint8Array(Buffer.from(bytes, "base64"));
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decodeValue(item)]));
  }
  return value;
}

/** Serializes a stored example to one line of JSON (pure). */
export function encodeExample(example: StoredExample): string {
  const { data, meta } = example;
  return JSON.stringify({ data: encodeValue(data), meta: encodeValue(meta) });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Parses what {@link encodeExample} wrote; undefined for anything malformed (a damaged file is ignored, not fatal). */
export function decodeExample(text: string): StoredExample | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed["data"]) || !isRecord(parsed["meta"])) return undefined;
  const data = decodeValue(parsed["data"]) as Record<string, unknown>;
  const meta = decodeValue(parsed["meta"]) as Record<string, unknown>;
  const records = ["pathParameters", "query", "headers", "cookies"].every((key) => isRecord(data[key]));
  if (typeof data["method"] !== "string" || typeof data["path"] !== "string" || !records || !("body" in data)) return undefined;
  if (typeof meta["phase"] !== "string" || (meta["mode"] !== "positive" && meta["mode"] !== "negative")) return undefined;
  return { data: data as unknown as CaseData, meta: meta as unknown as CaseMeta };
}

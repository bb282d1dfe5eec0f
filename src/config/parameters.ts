import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import { isPlainTable } from "./substitute-env.js";

const LOCATIONS: readonly ParameterLocation[] = ["path", "query", "header", "cookie"];

/** Parameter overrides of one level, split by the `path.`/`query.`/`header.`/`cookie.` prefix. */
export interface ParameterOverrides {
  readonly path: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly header: Readonly<Record<string, unknown>>;
  readonly cookie: Readonly<Record<string, unknown>>;
  /** Unprefixed names: apply to a parameter of that name wherever it is. */
  readonly any: Readonly<Record<string, unknown>>;
}

/** Fixed values for one operation's declared parameters, by location. */
export type OperationParameters = { readonly [location in ParameterLocation]: Readonly<Record<string, unknown>> };

/** No overrides. */
export const NO_PARAMETERS: ParameterOverrides = { path: {}, query: {}, header: {}, cookie: {}, any: {} };

function isLocation(name: string): name is ParameterLocation {
  return (LOCATIONS as readonly string[]).includes(name);
}

/**
 * Splits a `[parameters]` table by prefix. Both spellings work: `"path.user_id" = 1` (a quoted
 * key) and `path.user_id = 1`, which TOML reads as a `path` sub-table.
 *
 * @example
 * parseParameterTable({ "query.limit": 5, user_id: 1 }); // { query: { limit: 5 }, any: { user_id: 1 }, … }
 */
export function parseParameterTable(table: Readonly<Record<string, unknown>> | undefined): ParameterOverrides {
  if (table === undefined) return NO_PARAMETERS;
  const out = { path: {}, query: {}, header: {}, cookie: {}, any: {} } as Record<keyof ParameterOverrides, Record<string, unknown>>;
  for (const [key, value] of Object.entries(table)) {
    const dot = key.indexOf(".");
    const prefix = dot === -1 ? "" : key.slice(0, dot);
    if (isLocation(prefix)) out[prefix][key.slice(dot + 1)] = value;
    else if (isLocation(key) && isPlainTable(value)) Object.assign(out[key], value);
    else out.any[key] = value;
  }
  return out;
}

/** Merges levels, lowest first: a later level's value for the same name wins. */
export function mergeParameterOverrides(levels: readonly ParameterOverrides[]): ParameterOverrides {
  const out = { path: {}, query: {}, header: {}, cookie: {}, any: {} } as Record<keyof ParameterOverrides, Record<string, unknown>>;
  for (const level of levels) for (const key of Object.keys(out) as (keyof ParameterOverrides)[]) Object.assign(out[key], level[key]);
  return out;
}

function lookup(values: Readonly<Record<string, unknown>>, name: string, caseInsensitive: boolean): { found: boolean; value?: unknown } {
  if (Object.hasOwn(values, name)) return { found: true, value: values[name] };
  if (!caseInsensitive) return { found: false };
  const lower = name.toLowerCase();
  const key = Object.keys(values).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? { found: false } : { found: true, value: values[key] };
}

/**
 * The fixed value of each parameter `operation` declares. Levels are given highest first; at
 * each level a prefixed name beats an unprefixed one, and a higher level beats a lower one.
 * Names the operation does not declare are ignored (headers match case-insensitively).
 */
export function parametersForOperation(operation: OperationDefinition, levels: readonly ParameterOverrides[]): OperationParameters {
  const out: Record<ParameterLocation, Record<string, unknown>> = { path: {}, query: {}, header: {}, cookie: {} };
  for (const parameter of operation.parameters) {
    const caseInsensitive = parameter.location === "header";
    for (const level of levels) {
      const hit = lookup(level[parameter.location], parameter.name, caseInsensitive);
      const chosen = hit.found ? hit : lookup(level.any, parameter.name, caseInsensitive);
      if (chosen.found) {
        out[parameter.location][parameter.name] = chosen.value;
        break;
      }
    }
  }
  return out;
}

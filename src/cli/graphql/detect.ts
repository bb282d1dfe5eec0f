import { readFile } from "node:fs/promises";

/**
 * Pure: whether a location names a GraphQL schema by its form alone — a `.graphql`/`.gql`
 * file, or a URL whose path ends in `/graphql` (the endpoint itself, introspected).
 */
export function isGraphqlLocationName(location: string): boolean {
  if (/^https?:\/\//i.test(location)) {
    try {
      return /\/graphql\/?$/i.test(new URL(location).pathname);
    } catch {
      return false;
    }
  }
  return /\.(graphql|gql)$/i.test(location);
}

/** Pure: whether JSON text is a GraphQL introspection result (`__schema`, optionally under `data`). */
export function isIntrospectionText(text: string): boolean {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  // A cheap test first: most JSON files are OpenAPI and never mention the key.
  if (!start.startsWith("{") || !start.includes('"__schema"')) return false;
  let value: unknown;
  try {
    value = JSON.parse(start);
  } catch {
    return false;
  }
  const root = isRecord(value) && isRecord(value["data"]) ? value["data"] : value;
  return isRecord(root) && isRecord(root["__schema"]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Whether `apitest run <location>` should test a GraphQL API: by name, or for a local
 * `.json` file, by an introspection result inside. Unreadable files say no (the OpenAPI
 * loader then reports them properly).
 */
export async function isGraphqlLocation(location: string): Promise<boolean> {
  if (isGraphqlLocationName(location)) return true;
  if (/^https?:\/\//i.test(location) || !/\.json$/i.test(location)) return false;
  try {
    return isIntrospectionText(await readFile(location, "utf8"));
  } catch {
    return false;
  }
}

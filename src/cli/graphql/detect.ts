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

/** Pure: whether a parsed document is a GraphQL introspection result (`__schema`, optionally under `data`). */
export function isIntrospectionDocument(document: Record<string, unknown>): boolean {
  const data = document["data"];
  return isRecord(document["__schema"]) || (isRecord(data) && isRecord(data["__schema"]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

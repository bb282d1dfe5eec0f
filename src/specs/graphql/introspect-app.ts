import { SchemaError } from "../../core/errors.js";
import type { Transport } from "../../transport/transport.js";
import { INTROSPECTION_BODY, introspectionAnswer } from "./fetch-introspection.js";
import { buildGraphqlSchemaFromIntrospection } from "./from-introspection.js";
import { graphqlSpecFromSchema, type GraphqlSpec } from "./graphql-spec.js";

/** The origin in-process apps are addressed with: only the path reaches the app. */
export const IN_PROCESS_ORIGIN = "http://app.local";

/**
 * Introspects an in-process GraphQL app through `transport` (no socket): POSTs the standard
 * query to `path` and returns the spec, whose `endpoint` and `transport` send later
 * documents to the same app. Failures are a `SchemaError` naming the path.
 */
export async function introspectApp(
  path: string,
  transport: Transport,
  headers: Readonly<Record<string, string>> = {},
  prepareDocument?: (raw: Record<string, unknown>) => void | Promise<void>,
): Promise<GraphqlSpec> {
  const endpoint = new URL(path, IN_PROCESS_ORIGIN).href;
  let status: number;
  let text: string;
  try {
    const response = await transport.send({
      method: "POST",
      url: endpoint,
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: new TextEncoder().encode(INTROSPECTION_BODY),
    });
    status = response.statusCode;
    text = response.text;
  } catch (error) {
    throw new SchemaError(
      "schema_unreadable",
      `Could not introspect the GraphQL schema at ${path} of the app: ${error instanceof Error ? error.message : String(error)}. Check the path passed to the loader.`,
      { cause: error },
    );
  }
  const body = introspectionAnswer(`${path} of the app`, status, text);
  // The `beforeLoadSchema` hooks see the introspection result and may change it in place.
  if (prepareDocument !== undefined && body !== null && typeof body === "object" && !Array.isArray(body)) await prepareDocument(body as Record<string, unknown>);
  return { ...graphqlSpecFromSchema(buildGraphqlSchemaFromIntrospection(body, `${path} of the app`), path), endpoint, transport };
}

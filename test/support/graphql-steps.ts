import { buildSchema, type GraphQLSchema } from "graphql";
import type { SequenceStep } from "../../src/core/check.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { Response } from "../../src/core/response.js";
import { graphqlOperations } from "../../src/specs/graphql/graphql-operation.js";
import { graphqlDefinition, type GraphqlOperationDefinition } from "../../src/specs/graphql/operation-definition.js";

/** The root fields of a schema as the engine runs them (documents POSTed to `/graphql`). */
export function definitionsOf(sdl: string): { schema: GraphQLSchema; byLabel: (label: string) => GraphqlOperationDefinition; all: GraphqlOperationDefinition[] } {
  const schema = buildSchema(sdl);
  const all = graphqlOperations(schema).map((operation) => graphqlDefinition(operation, "/graphql"));
  const byLabel = (label: string): GraphqlOperationDefinition => {
    const found = all.find((operation) => operation.label === label);
    if (found === undefined) throw new Error(`no ${label}`);
    return found;
  };
  return { schema, byLabel, all };
}

const ENCODER = new TextEncoder();

/** A GraphQL POST of `{query, variables}` to 127.0.0.1. */
export function graphqlPost(query: string, variables: Record<string, unknown> = {}): PreparedRequest {
  return { method: "POST", url: "http://127.0.0.1:8000/graphql", headers: { "Content-Type": "application/json" }, body: ENCODER.encode(JSON.stringify({ query, variables })) };
}

/** A JSON response to a request. */
export function graphqlReply(request: PreparedRequest, body: unknown, status = 200): Response {
  return new Response({
    statusCode: status,
    message: "",
    headers: { "content-type": ["application/json"] },
    content: ENCODER.encode(JSON.stringify(body)),
    elapsed: 0.01,
    httpVersion: "1.1",
    request,
    verify: true,
  });
}

/** One earlier call of a sequence. */
export function graphqlStep(operation: GraphqlOperationDefinition, query: string, variables: Record<string, unknown>, body: unknown): SequenceStep {
  const request = graphqlPost(query, variables);
  return { operation, request, response: graphqlReply(request, body) };
}

import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CaseData } from "../../src/core/case.js";
import type { OperationDefinition } from "../../src/core/operation.js";
import type { GraphqlDocument } from "../../src/generation/graphql/assemble-document.js";
import { hookGraphqlDocuments } from "../../src/hooks/graphql-documents.js";
import type { HookContext } from "../../src/hooks/hook-names.js";
import { HookRegistry } from "../../src/hooks/registry.js";

const definition = { method: "POST", path: "/graphql", label: "Query.book", operationId: "book", tags: ["Query"], parameters: [], responses: [], security: [], pointer: "" } as unknown as OperationDefinition;
const ENDPOINT = "http://127.0.0.1:9/graphql";
const documents: fc.Arbitrary<GraphqlDocument> = fc.integer({ min: 1, max: 50 }).map((id) => ({ query: "query ($id: Int!) { book(id: $id) { id } }", variables: { id } }));

const draw = (arbitrary: fc.Arbitrary<CaseData>): CaseData[] => fc.sample(arbitrary, { seed: 7, numRuns: 30 });

describe("hookGraphqlDocuments", () => {
  test("without hooks: each document is a JSON POST of {query, variables} to the endpoint", () => {
    for (const data of draw(hookGraphqlDocuments([], definition, ENDPOINT, documents))) {
      expect(data.method).toBe("POST");
      expect(data.body).toEqual({ query: "query ($id: Int!) { book(id: $id) { id } }", variables: { id: expect.any(Number) } });
      expect(data.mediaType).toBe("application/json");
    }
  });

  test("beforeGenerateBody, filterBody and mapCase see the root field as ctx.operation and shape every case", () => {
    const registry = new HookRegistry();
    const seen = new Set<unknown>();
    registry.add("beforeGenerateBody", (ctx: HookContext, bodies) => {
      seen.add(ctx.operation);
      return bodies.map((body) => ({ ...(body as GraphqlDocument), variables: { id: ((body as GraphqlDocument).variables.id as number) * 2 } }));
    });
    registry.add("filterBody", (ctx: HookContext, body) => {
      seen.add(ctx.operation);
      return ((body as GraphqlDocument).variables.id as number) % 4 === 0;
    });
    registry.add("mapCase", (_ctx, data) => ({ ...data, headers: { ...data.headers, "X-Book": "yes" } }));
    const cases = draw(hookGraphqlDocuments([registry], definition, ENDPOINT, documents));
    expect(cases.length).toBeGreaterThan(0);
    for (const data of cases) {
      expect(((data.body as GraphqlDocument).variables.id as number) % 4).toBe(0);
      expect(data.headers).toEqual({ "X-Book": "yes" });
    }
    expect([...seen]).toEqual([definition]);
  });
});

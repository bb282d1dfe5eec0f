import { describe, expect, test } from "vitest";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";
import { applyLink } from "../../src/stateful/apply-link.js";
import { inferLinks } from "../../src/stateful/infer-links.js";
import { collectLinks } from "../../src/stateful/links.js";
import { makeContext } from "../support/stateful-context.js";

const ok = { description: "ok" };
const pathParameter = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });

const document = {
  openapi: "3.1.0",
  info: { title: "Orders", version: "1" },
  paths: {
    "/orders": {
      post: { responses: { "201": { description: "made", content: { "application/json": { schema: { $ref: "#/components/schemas/Order" } } } }, "400": ok } },
      get: { responses: { "200": ok } },
    },
    "/orders/{orderId}": {
      parameters: [pathParameter("orderId")],
      get: { responses: { "200": ok } },
      patch: { responses: { "200": ok } },
      delete: { responses: { "204": ok } },
    },
    "/orders/{orderId}/lines": { parameters: [pathParameter("orderId")], get: { responses: { "200": ok } } },
    "/categories": {
      put: {
        responses: {
          "200": { description: "saved", headers: { Location: { schema: { type: "string" } } }, content: { "application/json": { schema: { allOf: [{ properties: { category_id: { type: "string" } } }] } } } },
        },
      },
    },
    "/categories/{slug}": { parameters: [pathParameter("slug")], get: { responses: { "200": ok } } },
    "/users/{userId}/notes": {
      parameters: [pathParameter("userId")],
      post: { responses: { "2XX": { description: "made", content: { "application/json": { schema: { type: "object", properties: { noteId: { type: "integer" } } } } } } } },
    },
    "/users/{userId}/notes/{noteId}": { parameters: [pathParameter("userId"), pathParameter("noteId")], get: { responses: { "200": ok } } },
    "/tags": { post: { responses: { "200": { description: "made", content: { "application/json": { schema: { properties: { label: { type: "string" } } } } } } } } },
    "/tags/{tag}": { parameters: [pathParameter("tag")], get: { responses: { "200": ok } } },
  },
  components: { schemas: { Order: { type: "object", properties: { id: { type: "integer" }, total: { type: "number" } } } } },
};

describe("inferLinks", () => {
  test("id-like body properties and Location headers feed item paths of the same collection", async () => {
    const spec = await buildOpenApiSpec({ document: structuredClone(document) });
    expect(collectLinks(spec).links).toEqual([]);
    const links = inferLinks(spec);
    expect(links.every((link) => link.inferred)).toBe(true);
    expect(links.map((link) => `${link.source.label} ${link.status} -> ${link.target.label}: ${link.parameters.map((p) => `${p.name}=${p.value.kind === "expression" ? p.value.expression.source : "?"}`).join(", ")}`)).toEqual([
      "POST /orders 201 -> GET /orders/{orderId}: orderId=$response.body#/id",
      "POST /orders 201 -> GET /orders/{orderId}: orderId=$response.header.Location#regex:\\/orders\\/([^/?#]+)/?(?:[?#]|$)",
      "POST /orders 201 -> PATCH /orders/{orderId}: orderId=$response.body#/id",
      "POST /orders 201 -> PATCH /orders/{orderId}: orderId=$response.header.Location#regex:\\/orders\\/([^/?#]+)/?(?:[?#]|$)",
      "POST /orders 201 -> DELETE /orders/{orderId}: orderId=$response.body#/id",
      "POST /orders 201 -> DELETE /orders/{orderId}: orderId=$response.header.Location#regex:\\/orders\\/([^/?#]+)/?(?:[?#]|$)",
      "PUT /categories 200 -> GET /categories/{slug}: slug=$response.body#/category_id",
      "PUT /categories 200 -> GET /categories/{slug}: slug=$response.header.Location#regex:\\/categories\\/([^/?#]+)/?(?:[?#]|$)",
      "POST /users/{userId}/notes 2XX -> GET /users/{userId}/notes/{noteId}: noteId=$response.body#/noteId, userId=$request.path.userId",
      // By field name (infer-name-links.ts): `orderId` is the order's id, two segments deeper too.
      "POST /orders 201 -> GET /orders/{orderId}/lines: orderId=$response.body#/id",
    ]);
    // Not inferred: `/tags` (no id-like property, no Location).
  });

  test("inferred links apply like declared ones", async () => {
    const spec = await buildOpenApiSpec({ document: structuredClone(document) });
    const links = inferLinks(spec);
    const [fromBody, fromLocation] = links;
    const context = makeContext({ body: { id: 12 }, headers: { Location: "http://127.0.0.1:8080/api/orders/ord-9?view=full" } });
    expect(fromBody && applyLink(fromBody, context)).toEqual({ pathParameters: { orderId: 12 } });
    expect(fromLocation && applyLink(fromLocation, context)).toEqual({ pathParameters: { orderId: "ord-9" } });
    expect(fromLocation && applyLink(fromLocation, makeContext({ headers: { Location: "/orders/" } }))).toEqual({ pathParameters: { orderId: "" } });
    const nested = links.find((link) => link.target.label === "GET /users/{userId}/notes/{noteId}");
    expect(nested && applyLink(nested, makeContext({ body: { noteId: 4 }, pathParameters: { userId: "u1" } }))).toEqual({ pathParameters: { noteId: 4, userId: "u1" } });
  });

  test("a target whose JSON body repeats the id gets the created id there too, when the types agree", async () => {
    const body = (id: object) => ({ required: true, content: { "application/json": { schema: { type: "object", properties: { id, name: { type: "string" } } } } } });
    const made = { "200": { description: "made", content: { "application/json": { schema: { type: "object", properties: { id: { type: "integer" } } } } } } };
    const spec = await buildOpenApiSpec({
      document: {
        openapi: "3.1.0",
        info: { title: "Customers", version: "1" },
        paths: {
          "/customers": { post: { responses: made } },
          "/customers/{id}": {
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
            put: { requestBody: body({ type: "integer" }), responses: { "204": ok } },
            patch: { requestBody: body({ type: "string" }), responses: { "204": ok } },
            get: { responses: { "200": ok } },
          },
        },
      },
    });
    const links = inferLinks(spec).filter((link) => link.parameters[0]?.value.kind === "expression" && link.parameters[0].value.expression.source === "$response.body#/id");
    expect(links.map((link) => `${link.target.label} ${link.bodyFields?.map(([name]) => name).join(",") ?? "-"}`)).toEqual([
      "PUT /customers/{id} id",
      // an integer id does not fit a string body field
      "PATCH /customers/{id} -",
      "GET /customers/{id} -",
    ]);
    const put = links[0];
    expect(put && applyLink(put, makeContext({ body: { id: 41 } }))).toEqual({ pathParameters: { id: 41 }, bodyFields: { id: 41 } });
  });
});

import { describe, expect, test } from "vitest";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";
import { applyLink, withBodyFields } from "../../src/stateful/apply-link.js";
import { unlinkedParts } from "../../src/stateful/unlinked-parts.js";
import { inferNameLinks } from "../../src/stateful/infer-name-links.js";
import { makeContext } from "../support/stateful-context.js";

const ok = { description: "ok" };
const json = (schema: object) => ({ "application/json": { schema } });
const parameter = (name: string, location: "path" | "query", type = "string") => ({ name, in: location, required: true, schema: { type } });

const document = {
  openapi: "3.1.0",
  info: { title: "Shop", version: "1" },
  paths: {
    "/items": { post: { responses: { "201": { description: "made", content: json({ $ref: "#/components/schemas/Item" }) } } } },
    "/labels": { get: { parameters: [parameter("itemId", "query")], responses: { "200": ok } } },
    "/stock": { get: { parameters: [parameter("item_id", "query", "integer")], responses: { "200": ok } } },
    "/carts/{cartId}/lines": { post: { parameters: [parameter("cartId", "path")], responses: { "201": { description: "made", content: json({ properties: { lineId: { type: "integer" } } }) } } } },
    "/carts/{cartId}/lines/{lineId}/notes": { get: { parameters: [parameter("cartId", "path"), parameter("lineId", "path", "integer")], responses: { "200": ok } } },
    "/users": { post: { responses: { "201": { description: "made", content: json({ properties: { userId: { type: "string" } } }) } } } },
    "/orders": { get: { parameters: [parameter("userId", "query", "integer")], responses: { "200": ok } } },
    "/reviews/{reviewId}/items/{itemId}": { get: { parameters: [parameter("reviewId", "path"), parameter("itemId", "path")], responses: { "200": ok } } },
  },
  components: { schemas: { Item: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } } } },
};

const described = (links: ReturnType<typeof inferNameLinks>) =>
  links.map((link) => `${link.source.label} -> ${link.target.label}: ${link.parameters.map((p) => `${p.location}.${p.name}=${p.value.kind === "expression" ? p.value.expression.source : "?"}`).join(", ")}`);

describe("inferNameLinks", () => {
  test("a created resource's id feeds parameters named after it, where the types agree", async () => {
    const spec = await buildOpenApiSpec({ document: structuredClone(document) });
    expect(described(inferNameLinks(spec, () => false))).toEqual([
      "POST /items -> GET /labels: query.itemId=$response.body#/id",
      "POST /carts/{cartId}/lines -> GET /carts/{cartId}/lines/{lineId}/notes: path.lineId=$response.body#/lineId, path.cartId=$request.path.cartId",
    ]);
    // Not linked: `GET /stock?item_id` (an integer; the item id is a string), `GET /orders?userId`
    // (integer vs string), `/reviews/{reviewId}/items/{itemId}` (reviewId comes from nowhere).
  });

  test("pairs another rule links already are skipped", async () => {
    const spec = await buildOpenApiSpec({ document: structuredClone(document) });
    const links = inferNameLinks(spec, (source, target) => source.label === "POST /items" && target.label === "GET /labels");
    expect(described(links).some((text) => text.startsWith("POST /items"))).toBe(false);
  });

  test("the link sets the query parameter from the response", async () => {
    const spec = await buildOpenApiSpec({ document: structuredClone(document) });
    const [labels] = inferNameLinks(spec, () => false);
    expect(labels && applyLink(labels, makeContext({ body: { id: "it-3", name: "a" } }))).toEqual({ query: { itemId: "it-3" } });
  });

  describe("into request bodies", () => {
    const orderBody = (properties: object) => ({ required: true, content: json({ type: "object", required: ["customerId", "quantity"], properties }) });
    const shop = {
      openapi: "3.1.0",
      info: { title: "Shop", version: "1" },
      paths: {
        "/customers": { post: { responses: { "201": { description: "made", content: json({ properties: { id: { type: "integer" }, name: { type: "string" } } }) } } } },
        "/orders": { post: { requestBody: orderBody({ customerId: { type: "integer" }, quantity: { type: "integer" } }), responses: { "201": ok } } },
        // a boolean field does not take an integer id: not linked
        "/payments": { post: { requestBody: orderBody({ customerId: { type: "boolean" }, quantity: { type: "integer" } }), responses: { "201": ok } } },
        // read-only fields are the server's to set: not linked
        "/audits": { post: { requestBody: orderBody({ customerId: { type: "integer", readOnly: true }, quantity: { type: "integer" } }), responses: { "201": ok } } },
        "/notes": { post: { requestBody: orderBody({ customerId: { $ref: "#/components/schemas/ServerId" }, quantity: { type: "integer" } }), responses: { "201": ok } } },
        // a parameter named after the resource wins over a body field
        "/invoices": { post: { parameters: [parameter("customerId", "query", "integer")], requestBody: orderBody({ customerId: { type: "integer" }, quantity: { type: "integer" } }), responses: { "201": ok } } },
      },
      components: { schemas: { ServerId: { type: "integer", readOnly: true } } },
    };

    test("a created resource's id feeds a top-level JSON body field named after it", async () => {
      const spec = await buildOpenApiSpec({ document: structuredClone(shop) });
      const links = inferNameLinks(spec, () => false);
      expect(links.map((link) => `${link.source.label} -> ${link.name}`)).toEqual([
        "POST /customers -> POST /orders {customerId} via $response.body#/id",
        "POST /customers -> POST /invoices via $response.body#/id",
      ]);
      const [orders] = links;
      expect(orders?.parameters).toEqual([]);
      expect(orders?.requestBody).toBeUndefined();
    });

    test("applying it sets that field and keeps the rest of the generated body", async () => {
      const spec = await buildOpenApiSpec({ document: structuredClone(shop) });
      const [orders] = inferNameLinks(spec, () => false);
      const values = orders && applyLink(orders, makeContext({ body: { id: 7, name: "Ada" } }));
      expect(values).toEqual({ bodyFields: { customerId: 7 } });
      const generated = { pathParameters: {}, query: {}, headers: {}, cookies: {}, body: { customerId: -3, quantity: 2 }, mediaType: "application/json" };
      expect(withBodyFields(generated, values?.bodyFields).body).toEqual({ customerId: 7, quantity: 2 });
      // A response without the id: the link does not apply.
      expect(orders && applyLink(orders, makeContext({ body: { name: "Ada" } }))).toBeUndefined();
      // Two cases that differ only in the linked field send the same request once it is set.
      expect(orders && unlinkedParts(generated, orders).body).toEqual({ value: { quantity: 2 }, mediaType: "application/json" });
    });

    test("a body that is not a JSON object is left as generated", () => {
      const base = { pathParameters: {}, query: {}, headers: {}, cookies: {} };
      const text = { ...base, body: "customerId=3", mediaType: "text/plain" };
      const list = { ...base, body: [1, 2], mediaType: "application/json" };
      expect(withBodyFields(text, { customerId: 7 })).toBe(text);
      expect(withBodyFields(list, { customerId: 7 })).toBe(list);
      expect(withBodyFields(list, undefined)).toBe(list);
    });
  });
});

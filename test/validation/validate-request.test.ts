import { describe, expect, test } from "vitest";
import type { OperationDefinition } from "../../src/core/operation.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { validateRequest } from "../../src/validation/validate-request.js";
import { body, environment, operation, parameter } from "../support/negative-support.js";

const { validator } = environment();
const UTF8 = new TextEncoder();

function request(url: string, headers: Record<string, string> = {}, payload?: string, method = "GET"): PreparedRequest {
  return payload === undefined ? { method, url, headers } : { method, url, headers, body: UTF8.encode(payload) };
}

function issues(op: OperationDefinition, req: PreparedRequest, basePath = ""): string[] {
  return validateRequest(req, op, validator, { basePath }).map((issue) => `${issue.location}${issue.name === undefined ? "" : `:${issue.name}`} ${issue.message}`);
}

describe("coercion is the permissive kind", () => {
  const op = operation("GET", "/n", {
    parameters: [
      parameter("i", "query", { type: "integer" }),
      parameter("n", "query", { type: "number" }),
      parameter("b", "query", { type: "boolean" }),
      parameter("o", "query", { type: ["integer", "null"] }),
      parameter("e", "query", { enum: [1, 2] }),
    ],
  });
  const check = (query: string): string[] => issues(op, request(`http://h/n?${query}`));

  test.each(["i=1", "i=-7", "i=1.0", "i=1e3", "n=1.0", "n=-0.5", "n=2E-3", "b=true", "b=false", "o=", "o=3", "e=2", "i=1&n=2&b=true"])("%s is valid", (query) => {
    expect(check(query)).toEqual([]);
  });

  test.each([
    ["i=", "must be integer"],
    ["i=1.5", "must be integer"],
    ["i=abc", "must be integer"],
    ["n=", "must be number"],
    ["b=1", "must be boolean"],
    ["b=True", "must be boolean"],
    ["e=3", "must be equal to one of the allowed values"],
  ])("%s is invalid", (query, message) => {
    const found = check(query);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  // Ajv's coercion (Fastify, express-openapi-validator) reads any non-empty text `+text` reads as
  // a number: a blank or padded numeral is not a negative value, whatever a strict parser says.
  test.each(["i=%20", "i=4%20", "i=%201", "i=0x10", "n=%20%20", "n=Infinity"])("%s is valid as Ajv's coercion reads it", (query) => {
    expect(check(query)).toEqual([]);
  });

  test("a scalar sent twice is read as either of its values, as servers do", () => {
    expect(check("i=1&i=2")).toEqual([]);
    expect(check("i=x&i=2")).toEqual([]);
    expect(check("i=x&i=y")[0]).toContain('query parameter "i"');
  });
});

describe("path", () => {
  test("values are percent-decoded and read per style", () => {
    const op = operation("GET", "/files/{name}/{pos}{coords}", {
      parameters: [
        parameter("name", "path", { type: "string", pattern: "^a/b c$" }),
        parameter("pos", "path", { type: "array", items: { type: "integer" }, minItems: 2 }, { style: "label", explode: true }),
        parameter("coords", "path", { type: "object", required: ["x"], properties: { x: { type: "number" } } }, { style: "matrix", explode: true }),
      ],
    });
    expect(issues(op, request("http://h/api/files/a%2Fb%20c/.1.2;x=1.5"), "/api")).toEqual([]);
    expect(issues(op, request("http://h/api/files/a%2Fb%20c/.1.x;x=1.5"), "/api")).toEqual(['path:pos path parameter "pos" must be integer at /1 (sent ".1.x")']);
    expect(issues(op, request("http://h/api/files/a%2Fb%20c/.1.2;y=1"), "/api")[0]).toContain("must have required property 'x'");
  });

  test("simple arrays and objects", () => {
    const op = operation("GET", "/{ids}/{point}", {
      parameters: [parameter("ids", "path", { type: "array", items: { type: "integer" } }), parameter("point", "path", { type: "object", properties: { x: { type: "integer" } }, additionalProperties: false }, { explode: true })],
    });
    expect(issues(op, request("http://h/1,2,3/x=4"))).toEqual([]);
    expect(issues(op, request("http://h/1,b/y=4"))).toHaveLength(2);
  });

  test("a URL that is not the template, or not under the base path", () => {
    const op = operation("GET", "/users/{id}", { parameters: [parameter("id", "path", { type: "integer" })] });
    expect(issues(op, request("http://h/v1/users/1/extra"), "/v1")[0]).toContain("does not match the template /users/{id}");
    expect(issues(op, request("http://h/v2/users/1"), "/v1")[0]).toContain('is not under the base path "/v1"');
    expect(issues(op, request("http://h/v1/users/"), "/v1")[0]).toContain("must be integer");
  });
});

describe("query styles", () => {
  const op = operation("GET", "/q", {
    parameters: [
      parameter("csv", "query", { type: "array", items: { type: "integer" } }, { explode: false }),
      parameter("multi", "query", { type: "array", items: { type: "integer" }, minItems: 1 }),
      parameter("space", "query", { type: "array", items: { type: "string" }, maxItems: 2 }, { style: "spaceDelimited", explode: false }),
      parameter("pipe", "query", { type: "array", items: { type: "boolean" } }, { style: "pipeDelimited", explode: false }),
      parameter("tab", "query", { type: "array", items: { type: "number" } }, { style: "tabDelimited", explode: false }),
      parameter("deep", "query", { type: "object", properties: { min: { type: "integer" }, list: { type: "array", items: { type: "integer" } } }, additionalProperties: false }, { style: "deepObject", explode: true }),
      parameter("json", "query", { type: "object", required: ["a"], properties: { a: { type: "integer" } } }, { contentType: "application/json" }),
      parameter("required", "query", { type: "string" }, { required: true }),
    ],
  });
  const check = (query: string): string[] => issues(op, request(`http://h/q?required=x&${query}`));

  test("valid readings", () => {
    expect(check("csv=1,2,3&multi=4&multi=5&space=a%20b&pipe=true%7Cfalse&tab=1%092.5&deep%5Bmin%5D=1&deep%5Blist%5D%5B0%5D=7&json=%7B%22a%22%3A1%7D")).toEqual([]);
    expect(check("multi=9")).toEqual([]);
  });

  test("invalid readings name the parameter", () => {
    expect(check("csv=1,x")).toEqual(['query:csv query parameter "csv" must be integer at /1 (sent "1,x")']);
    expect(check("space=a%20b%20c")[0]).toContain("must NOT have more than 2 items");
    expect(check("pipe=true%7Cyes")[0]).toContain("must be boolean at /1");
    expect(check("deep%5Bmax%5D=1")[0]).toContain("must NOT have additional properties");
    expect(check("json=%7B%22a%22%3A%221%22%7D")[0]).toContain("must be integer at /a");
    expect(check("json=%7Bnope")[0]).toContain("is not valid JSON");
  });

  test("a required parameter left out", () => {
    expect(issues(op, request("http://h/q"))).toEqual(['query:required query parameter "required" is required but was not sent']);
  });

  test("an exploded object reads the pairs no other parameter claims", () => {
    const exploded = operation("GET", "/o", { parameters: [parameter("page", "query", { type: "integer" }), parameter("filter", "query", { type: "object", properties: { size: { type: "integer" } }, additionalProperties: false }, { required: true })] });
    expect(issues(exploded, request("http://h/o?page=1&size=2"))).toEqual([]);
    expect(issues(exploded, request("http://h/o?page=1&color=red"))[0]).toContain("must NOT have additional properties");
    expect(issues(exploded, request("http://h/o?page=1"))[0]).toContain("is required but was not sent");
  });
});

describe("headers and cookies", () => {
  const op = operation("GET", "/h", {
    parameters: [
      parameter("X-Count", "header", { type: "integer", maximum: 5 }, { required: true }),
      parameter("X-List", "header", { type: "array", items: { type: "string", maxLength: 3 } }),
      parameter("X-Raw", "header", { type: "string", maxLength: 3 }),
      parameter("session", "cookie", { type: "string", pattern: "^[a-z ]+$" }, { required: true }),
      parameter("ids", "cookie", { type: "array", items: { type: "integer" } }, { explode: false }),
    ],
  });

  test("header names are case-insensitive, values coerced, cookies decoded", () => {
    expect(issues(op, request("http://h/h", { "x-count": " 3 ", "X-List": "ab,cd", Cookie: "session=a%20b; ids=1,2" }))).toEqual([]);
  });

  test("header values are read as sent, without percent-decoding", () => {
    expect(issues(op, request("http://h/h", { "X-Count": "1", "X-Raw": "%C3%A9", Cookie: "session=ab" }))[0]).toContain("must NOT have more than 3 characters");
  });

  test("bad and missing values", () => {
    expect(issues(op, request("http://h/h", { "X-Count": "9", Cookie: "session=AB; ids=1,x" }))).toEqual([
      'header:X-Count header parameter "X-Count" must be <= 5 (sent "9")',
      'cookie:session cookie parameter "session" must match pattern "^[a-z ]+$" (sent "AB")',
      'cookie:ids cookie parameter "ids" must be integer at /1 (sent "1,x")',
    ]);
    expect(issues(op, request("http://h/h"))).toEqual(['header:X-Count header parameter "X-Count" is required but was not sent', 'cookie:session cookie parameter "session" is required but was not sent']);
  });
});

describe("headers the HTTP client writes", () => {
  const op = operation("PUT", "/upload", {
    parameters: [parameter("Content-Length", "header", { type: "integer", maximum: 10 }, { required: true })],
    requestBody: { required: false, alternatives: [body("application/json", {})] },
  });

  test("a declared Content-Length is judged by the body's real length, not a value in the headers", () => {
    const json = { "Content-Type": "application/json" };
    expect(issues(op, request("http://h/upload", json, '"abc"', "PUT"))).toEqual([]);
    expect(issues(op, request("http://h/upload", { ...json, "Content-Length": "3" }, '"a long body"', "PUT"))).toEqual(['header:Content-Length header parameter "Content-Length" must be <= 10 (sent "13")']);
    expect(issues(op, request("http://h/upload", {}, undefined, "PUT"))).toEqual([]);
  });

  test("a GET without a body sends none", () => {
    const get = operation("GET", "/upload", { parameters: op.parameters });
    expect(issues(get, request("http://h/upload", { "Content-Length": "3" }))).toEqual(['header:Content-Length header parameter "Content-Length" is required but was not sent']);
  });
});

describe("body", () => {
  const schema = { type: "object", required: ["age"], properties: { age: { type: "integer", minimum: 0 }, tags: { type: "array", items: { type: "string" } }, meta: { type: "object", properties: { a: { type: "boolean" } } }, codes: { type: "array", items: { type: "integer" } } } };
  const op = operation("POST", "/b", {
    requestBody: { required: true, alternatives: [body("application/json", schema), body("application/x-www-form-urlencoded", schema, { codes: { style: "form", explode: false } }), body("text/plain", { type: "integer" })] },
  });
  const post = (contentType: string | undefined, payload?: string): string[] => issues(op, request("http://h/b", contentType === undefined ? {} : { "Content-Type": contentType }, payload, "POST"));

  test("JSON is validated as is: no coercion", () => {
    expect(post("application/json", '{"age":3}')).toEqual([]);
    expect(post("application/json; charset=utf-8", '{"age":"3"}')).toEqual(["body body (application/json): must be integer at /age"]);
    expect(post("application/json", "{")).toEqual(["body body (application/json): is not valid JSON"]);
  });

  test("form fields are coerced: repeated keys, JSON objects, non-exploded lists", () => {
    expect(post("application/x-www-form-urlencoded", "age=3&tags=a+b&tags=c&meta=%7B%22a%22%3Atrue%7D&codes=1%2C2")).toEqual([]);
    expect(post("application/x-www-form-urlencoded", "age=3&tags=solo")).toEqual([]);
    expect(post("application/x-www-form-urlencoded", "age=-1")).toEqual(["body body (application/x-www-form-urlencoded): must be >= 0 at /age"]);
    expect(post("application/x-www-form-urlencoded", "tags=a")[0]).toContain("must have required property 'age'");
  });

  test("text is coerced like a parameter", () => {
    expect(post("text/plain", "42")).toEqual([]);
    expect(post("text/plain", "4.2")[0]).toContain("must be integer");
  });

  test("missing, undeclared media type, no Content-Type", () => {
    expect(post(undefined)).toEqual(["body the required request body is missing"]);
    expect(post("application/xml", "<a/>")[0]).toContain("which the operation does not accept");
    expect(post(undefined, "{}")[0]).toContain("without a Content-Type");
  });

  test("the method must be the operation's", () => {
    expect(issues(op, request("http://h/b", { "Content-Type": "application/json" }, '{"age":1}', "PUT"))).toEqual(["method the request uses PUT, but the operation is POST /b"]);
  });
});

describe("only: one part read back", () => {
  const op = operation("POST", "/items/{id}", {
    parameters: [parameter("id", "path", { type: "integer" }, { required: true }), parameter("limit", "query", { type: "integer", maximum: 10 })],
    requestBody: { required: true, alternatives: [body("application/json", { type: "object", properties: { n: { type: "integer" } } })] },
  });
  // Invalid in the path, the query and the body at once.
  const sent = request("http://h/items/x?limit=99", { "content-type": "application/json" }, '{"n":"a"}', "POST");
  const locations = (only?: "path" | "query" | "body"): string[] =>
    validateRequest(sent, op, validator, only === undefined ? { basePath: "" } : { basePath: "", only }).map((issue) => issue.location);

  test("reads every part by default", () => {
    expect(locations().sort()).toEqual(["body", "path", "query"]);
  });

  test("reads just the part asked for", () => {
    expect(locations("path")).toEqual(["path"]);
    expect(locations("query")).toEqual(["query"]);
    expect(locations("body")).toEqual(["body"]);
  });
});

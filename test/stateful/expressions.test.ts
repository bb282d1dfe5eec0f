import { describe, expect, test } from "vitest";
import { evaluate, parseRuntimeValue, type RuntimeExpression } from "../../src/stateful/expressions.js";
import { makeContext } from "../support/stateful-context.js";

function parse(text: string): RuntimeExpression {
  const parsed = parseRuntimeValue(text);
  if (parsed.kind !== "parsed") throw new Error(`expected ${text} to parse, got ${JSON.stringify(parsed)}`);
  return parsed.expression;
}

const context = makeContext({
  request: { json: { user: { name: "ann" }, tags: ["x", "y"] } },
  status: 201,
  headers: { Location: "http://127.0.0.1:8080/api/users/42?x=1", "X-Rate": "7", "X-Ratio": "3/4" },
  body: { id: 42, nested: { "a/b": "slash", "m~n": "tilde" }, items: [{ id: "first" }, { id: "second" }], zero: 0, nothing: null },
  pathParameters: { user_id: 9 },
  query: { limit: 5, tags: ["a", "b"] },
});

describe("runtime expressions: every form", () => {
  test.each([
    ["$url", "http://127.0.0.1:8080/api/users?limit=5&tag=a"],
    ["$method", "POST"],
    ["$statusCode", 201],
    ["$request.path.user_id", 9],
    ["$request.query.limit", 5],
    ["$request.query.tags", ["a", "b"]],
    ["$request.query.tag", "a"],
    ["$request.header.x-trace", "t-1"],
    ["$request.header.X-TRACE", "t-1"],
    ["$request.body", { user: { name: "ann" }, tags: ["x", "y"] }],
    ["$request.body#/user/name", "ann"],
    ["$request.body#/tags/1", "y"],
    ["$response.header.location", "http://127.0.0.1:8080/api/users/42?x=1"],
    ["$response.header.X-Rate", "7"],
    ["$response.body#/id", 42],
    ["$response.body#/nested/a~1b", "slash"],
    ["$response.body#/nested/m~0n", "tilde"],
    ["$response.body#/items/1/id", "second"],
    ["$response.body#/zero", 0],
    ["$response.body#/nothing", null],
  ])("%s", (text, expected) => {
    expect(evaluate(parse(text), context)).toEqual(expected);
  });

  test.each([
    "$response.body#/missing",
    "$response.body#/items/2/id",
    "$response.body#/items/-",
    "$response.body#/items/01",
    "$response.body#/items/length",
    "$response.body#/id/deeper",
    "$response.header.X-Absent",
    "$request.path.other",
    "$request.query.other",
    "$request.header.X-Absent",
  ])("%s is missing: undefined", (text) => {
    expect(evaluate(parse(text), context)).toBeUndefined();
  });

  test("a non-JSON body is read as text; a broken JSON body has no value", () => {
    expect(evaluate(parse("$response.body"), makeContext({ rawBody: "plain", headers: { "content-type": "text/plain" } }))).toBe("plain");
    expect(evaluate(parse("$response.body#/id"), makeContext({ rawBody: "{broken" }))).toBeUndefined();
    expect(evaluate(parse("$request.body"), makeContext({}))).toBeUndefined();
  });
});

describe("embedded expressions", () => {
  test.each([
    ["user-{$response.body#/id}", "user-42"],
    ["{$method} {$request.path.user_id}/{$response.body#/items/0/id}!", "POST 9/first!"],
    ["{$request.query.tags}", '["a","b"]'],
  ])("%s", (text, expected) => {
    expect(evaluate(parse(text), context)).toBe(expected);
  });

  test("a missing part makes the whole template missing", () => {
    expect(evaluate(parse("x-{$response.body#/absent}"), context)).toBeUndefined();
  });

  test("strings without expressions are literals", () => {
    expect(parseRuntimeValue("plain")).toEqual({ kind: "literal", value: "plain" });
    expect(parseRuntimeValue("$5.00")).toEqual({ kind: "literal", value: "$5.00" });
    expect(parseRuntimeValue("{not an expression}")).toEqual({ kind: "literal", value: "{not an expression}" });
  });
});

describe("#regex: extraction", () => {
  test.each([
    ["$response.header.Location#regex:/users/(\\d+)", "42"],
    ["$response.header.X-Ratio#regex:^(\\d+)/", "3"],
    ["$response.header.Location#regex:(?P<id>\\d+)\\?", "42"],
    ["$response.header.Location#regex:/orders/(\\d+)", ""],
    ["$request.query.limit#regex:(\\d)", "5"],
    ["$request.header.X-Trace#regex:t-(.*)", "1"],
    ["$request.path.user_id#regex:(\\d)", "9"],
  ])("%s → %j", (text, expected) => {
    expect(evaluate(parse(text), context)).toBe(expected);
  });

  test("a regex on a missing value is still missing", () => {
    expect(evaluate(parse("$response.header.X-Absent#regex:(.*)"), context)).toBeUndefined();
  });

  test.each([
    ["$response.header.Location#regex:/users/\\d+", "has 0 capturing groups"],
    ["$response.header.Location#regex:/(users)/(\\d+)", "has 2 capturing groups"],
    ["$response.header.Location#regex:(unclosed", "is invalid"],
    ["$response.header.Location#regex:", "has 0 capturing groups"],
  ])("%s is rejected", (text, reason) => {
    const parsed = parseRuntimeValue(text);
    expect(parsed.kind).toBe("invalid");
    if (parsed.kind === "invalid") expect(parsed.message).toContain(reason);
  });
});

describe("invalid expressions", () => {
  test.each([
    ["$foo", "unknown source"],
    ["$request.cookie.x", "unknown source"],
    ["$response.path.id", "a response has no path parameters"],
    ["$response.query.id", "a response has no query parameters"],
    ["$request.path.", "a name must follow"],
    ["$request.path", "a name must follow"],
    ["$response.body/id", 'may only be followed by "#/<json pointer>"'],
    ["$response.body#id", 'must start with "/"'],
    ["$response.body#/a~2", '"~" not followed by 0 or 1'],
    ["$response.header.Bad Name", "not a valid header name"],
    ["$statusCode2", "unknown source"],
    ["id-{$response.body#/id", 'unclosed "{$"'],
    ["id-{$nope}", "unknown source"],
  ])("%s: %s", (text, reason) => {
    const parsed = parseRuntimeValue(text);
    expect(parsed.kind).toBe("invalid");
    if (parsed.kind === "invalid") {
      expect(parsed.message).toContain(reason);
      expect(parsed.message).toContain("runtime expression");
    }
  });
});

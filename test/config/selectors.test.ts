import { describe, expect, it } from "vitest";
import type { OperationSelectors } from "../../src/config/config-types.js";
import { resolveRunSettings } from "../../src/config/resolve.js";
import { matchesSelectors } from "../../src/config/select-operations.js";
import { operation } from "../support/config-support.js";

const OPERATIONS = [
  operation("GET /users", { tags: ["users"], operationId: "listUsers" }),
  operation("POST /users", { tags: ["users"], operationId: "createUser" }),
  operation("GET /users/{id}", { tags: ["users"], operationId: "getUser" }),
  operation("DELETE /admin/users/{id}", { tags: ["admin", "users"], operationId: "deleteUser" }),
  operation("GET /health", { operationId: "_health", deprecated: true }),
];

function selected(selectors: OperationSelectors): string[] {
  return OPERATIONS.filter((op) => matchesSelectors(op, selectors)).map((op) => op.label);
}

describe("[[operations]] selectors", () => {
  it.each<[string, OperationSelectors, string[]]>([
    ["no selector selects all", {}, OPERATIONS.map((op) => op.label)],
    ["include-path", { "include-path": "/users" }, ["GET /users", "POST /users"]],
    ["include-path (list)", { "include-path": ["/users", "/health"] }, ["GET /users", "POST /users", "GET /health"]],
    ["include-method (any case)", { "include-method": "post" }, ["POST /users"]],
    ["include-name", { "include-name": "GET /users/{id}" }, ["GET /users/{id}"]],
    ["include-name (loosely written)", { "include-name": "get   /users" }, ["GET /users"]],
    ["include-tag", { "include-tag": "admin" }, ["DELETE /admin/users/{id}"]],
    ["include-operation-id", { "include-operation-id": ["getUser", "listUsers"] }, ["GET /users", "GET /users/{id}"]],
    ["include-path-regex (unanchored)", { "include-path-regex": "\\{id\\}$" }, ["GET /users/{id}", "DELETE /admin/users/{id}"]],
    ["include-method-regex (any case)", { "include-method-regex": "^(get|delete)$" }, ["GET /users", "GET /users/{id}", "DELETE /admin/users/{id}", "GET /health"]],
    ["include-name-regex", { "include-name-regex": "^POST " }, ["POST /users"]],
    ["include-tag-regex", { "include-tag-regex": "^adm" }, ["DELETE /admin/users/{id}"]],
    ["include-operation-id-regex", { "include-operation-id-regex": "User$" }, ["POST /users", "GET /users/{id}", "DELETE /admin/users/{id}"]],
    ["exclude-path", { "exclude-path": "/health" }, ["GET /users", "POST /users", "GET /users/{id}", "DELETE /admin/users/{id}"]],
    ["exclude-method", { "exclude-method": ["GET", "DELETE"] }, ["POST /users"]],
    ["exclude-name", { "exclude-name": "GET /users" }, ["POST /users", "GET /users/{id}", "DELETE /admin/users/{id}", "GET /health"]],
    ["exclude-tag", { "exclude-tag": "users" }, ["GET /health"]],
    ["exclude-operation-id", { "exclude-operation-id": "_health" }, ["GET /users", "POST /users", "GET /users/{id}", "DELETE /admin/users/{id}"]],
    ["exclude-path-regex", { "exclude-path-regex": "^/(admin|health)" }, ["GET /users", "POST /users", "GET /users/{id}"]],
    ["exclude-method-regex", { "exclude-method-regex": "get" }, ["POST /users", "DELETE /admin/users/{id}"]],
    ["exclude-name-regex", { "exclude-name-regex": "users" }, ["GET /health"]],
    ["exclude-tag-regex", { "exclude-tag-regex": "^u" }, ["GET /health"]],
    ["exclude-operation-id-regex", { "exclude-operation-id-regex": "^_" }, ["GET /users", "POST /users", "GET /users/{id}", "DELETE /admin/users/{id}"]],
    ["exclude-deprecated", { "exclude-deprecated": true }, ["GET /users", "POST /users", "GET /users/{id}", "DELETE /admin/users/{id}"]],
    ["includes combine with AND", { "include-tag": "users", "include-method": "GET" }, ["GET /users", "GET /users/{id}"]],
    ["include and exclude together", { "include-tag": "users", "exclude-tag": "admin", "exclude-method": "POST" }, ["GET /users", "GET /users/{id}"]],
  ])("%s", (_name, selectors, expected) => {
    expect(selected(selectors)).toEqual(expected);
  });
});

it("an operation without an operationId never matches an operation-id selector", () => {
  const anonymous = operation("GET /anonymous");
  expect(matchesSelectors(anonymous, { "include-operation-id-regex": "." })).toBe(false);
  expect(matchesSelectors(anonymous, { "exclude-operation-id": "x" })).toBe(true);
});

describe("isOperationSelected", () => {
  it("skips what an entry with enabled = false selects, and nothing else", () => {
    const resolved = resolveRunSettings({
      config: { operations: [{ "include-tag": "admin", enabled: false }, { "include-path": "/health", "exclude-method": "POST", enabled: false }] },
      schemaTitle: "Any",
      cli: {},
    });
    expect(OPERATIONS.filter((op) => resolved.isOperationSelected(op)).map((op) => op.label)).toEqual(["GET /users", "POST /users", "GET /users/{id}"]);
    expect(resolved.forOperation(OPERATIONS[3]!, "fuzzing").enabled).toBe(false);
  });

  it("lets a later entry enable again what an earlier one disabled", () => {
    const resolved = resolveRunSettings({
      config: { operations: [{ "include-tag": "users", enabled: false }, { "include-operation-id": "getUser", enabled: true }] },
      schemaTitle: "Any",
      cli: {},
    });
    expect(OPERATIONS.filter((op) => resolved.isOperationSelected(op)).map((op) => op.label)).toEqual(["GET /users/{id}", "GET /health"]);
  });

  it("uses the matched project's [[project.operations]] only", () => {
    const config = { project: [{ title: "A", operations: [{ "include-path": "/users", enabled: false }] }] };
    expect(resolveRunSettings({ config, schemaTitle: "A", cli: {} }).isOperationSelected(OPERATIONS[0]!)).toBe(false);
    expect(resolveRunSettings({ config, schemaTitle: "B", cli: {} }).isOperationSelected(OPERATIONS[0]!)).toBe(true);
  });
});

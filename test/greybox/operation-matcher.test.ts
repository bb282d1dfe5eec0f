import { describe, expect, it } from "vitest";
import { operationMatcher } from "../../src/greybox/operation-matcher.js";

describe("operationMatcher", () => {
  const match = operationMatcher([
    { method: "get", path: "/users/{id}", label: "GET /users/{id}" },
    { method: "get", path: "/users/me", label: "GET /users/me" },
    { method: "post", path: "/users", label: "POST /users" },
  ]);

  it("finds the operation by method and path, a literal path before a template", () => {
    expect(match("GET", "http://127.0.0.1:1/api/users/42?x=1")).toBe("GET /users/{id}");
    expect(match("GET", "http://127.0.0.1:1/api/users/me")).toBe("GET /users/me");
    expect(match("POST", "http://127.0.0.1:1/api/users")).toBe("POST /users");
  });

  it("matches nothing else", () => {
    expect(match("DELETE", "http://127.0.0.1:1/users/1")).toBeUndefined();
    expect(match("GET", "http://127.0.0.1:1/users/1/posts")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { ensureResourceAvailability } from "../../src/checks/ensure-resource-availability.js";
import { useAfterFree } from "../../src/checks/use-after-free.js";
import type { CheckContext, SequenceContext, SequenceStep } from "../../src/core/check.js";
import type { Failure } from "../../src/core/failure.js";
import { Response } from "../../src/core/response.js";
import { CASE, context, operation } from "../support/check-helpers.js";

const BASE = "http://127.0.0.1:8000";

function reply(method: string, path: string, status: number): Response {
  return new Response({
    statusCode: status,
    message: "",
    headers: {},
    content: new Uint8Array(),
    elapsed: 0.01,
    httpVersion: "1.1",
    request: { method, url: `${BASE}${path}`, headers: {} },
    verify: true,
  });
}

function step(method: string, template: string, path: string, status: number): SequenceStep {
  const response = reply(method, path, status);
  return { operation: operation([], method, template), request: response.request, response };
}

function ctx(method: string, template: string, sequence?: SequenceContext): CheckContext {
  return { ...context(operation([], method, template)), ...(sequence === undefined ? {} : { sequence }) };
}

function run(check: typeof useAfterFree, method: string, template: string, path: string, status: number, sequence?: SequenceContext): Failure | undefined {
  return check.run(ctx(method, template, sequence), reply(method, path, status), CASE) as Failure | undefined;
}

const created = step("POST", "/users", "/users", 201);
const deleted = step("DELETE", "/users/{id}", "/users/7", 204);

describe("use_after_free", () => {
  it("fails when a deleted resource, or one below it, is still served", () => {
    const failure = run(useAfterFree, "GET", "/users/{id}", "/users/7", 200, { steps: [created, deleted] });
    expect(failure).toEqual({
      check: "use_after_free",
      title: "Use after free",
      message: "The resource was deleted by DELETE /users/7 (204), but a later GET /users/7 still succeeded (200).",
      key: "GET /users/{id} after DELETE /users/{id}",
    });
    expect(run(useAfterFree, "GET", "/users/{id}/orders", "/users/7/orders", 200, { steps: [deleted] })?.check).toBe("use_after_free");
  });

  it("passes for a 404, another resource, a failed DELETE, a PUT or DELETE of the same path, and outside sequences", () => {
    expect(run(useAfterFree, "GET", "/users/{id}", "/users/7", 404, { steps: [deleted] })).toBeUndefined();
    expect(run(useAfterFree, "GET", "/users/{id}", "/users/70", 200, { steps: [deleted] })).toBeUndefined();
    expect(run(useAfterFree, "GET", "/users/{id}", "/users/7", 200, { steps: [step("DELETE", "/users/{id}", "/users/7", 404)] })).toBeUndefined();
    expect(run(useAfterFree, "PUT", "/users/{id}", "/users/7", 201, { steps: [deleted] })).toBeUndefined();
    expect(run(useAfterFree, "DELETE", "/users/{id}", "/users/7", 204, { steps: [deleted] })).toBeUndefined();
    expect(run(useAfterFree, "GET", "/users/{id}", "/users/7", 200)).toBeUndefined();
  });
});

describe("ensure_resource_availability", () => {
  it("fails when a GET linked from a successful creation answers 404", () => {
    const failure = run(ensureResourceAvailability, "GET", "/users/{id}", "/users/7", 404, { steps: [created], linkedFrom: 0 });
    expect(failure).toEqual({
      check: "ensure_resource_availability",
      title: "Resource is not available",
      message: "POST /users created a resource (201), but GET /users/7, with values taken from that response, returned 404.",
      key: "GET /users/{id} after POST /users",
    });
  });

  it("passes when the resource was deleted since, the source did not create, the GET was not linked, or it answered", () => {
    expect(run(ensureResourceAvailability, "GET", "/users/{id}", "/users/7", 404, { steps: [created, deleted], linkedFrom: 0 })).toBeUndefined();
    expect(run(ensureResourceAvailability, "GET", "/users/{id}", "/users/7", 404, { steps: [step("GET", "/users", "/users", 200)], linkedFrom: 0 })).toBeUndefined();
    expect(run(ensureResourceAvailability, "GET", "/users/{id}", "/users/7", 404, { steps: [step("POST", "/users", "/users", 422)], linkedFrom: 0 })).toBeUndefined();
    expect(run(ensureResourceAvailability, "GET", "/users/{id}", "/users/7", 404, { steps: [created] })).toBeUndefined();
    expect(run(ensureResourceAvailability, "GET", "/users/{id}", "/users/7", 200, { steps: [created], linkedFrom: 0 })).toBeUndefined();
    expect(run(ensureResourceAvailability, "DELETE", "/users/{id}", "/users/7", 404, { steps: [created], linkedFrom: 0 })).toBeUndefined();
  });
});

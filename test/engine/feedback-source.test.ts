import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, test } from "vitest";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { fixedRunOptions } from "../../src/cli/prepare-run.js";
import { resolveRun } from "../../src/cli/resolve-run.js";
import type { CaseMeta } from "../../src/core/case.js";
import { Response } from "../../src/core/response.js";
import { createRunEnvironment } from "../../src/engine/create-environment.js";
import { feedbackSource } from "../../src/engine/feedback-source.js";
import { OperationFeedback } from "../../src/engine/feedback-memory.js";
import { scopeFor } from "../../src/engine/scope.js";
import type { TargetedCase } from "../../src/core/case.js";
import { plainSource } from "../../src/engine/targeted.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";
import type { Transport } from "../../src/transport/transport.js";
import { REACH_SCHEMA } from "../support/reach-api.js";

const POSITIVE: CaseMeta = { phase: "fuzzing", mode: "positive" };

function answer(statusCode: number, body: unknown): Response {
  return new Response({
    statusCode,
    message: "",
    headers: { "content-type": ["application/json"] },
    content: new TextEncoder().encode(JSON.stringify(body)),
    elapsed: 0.001,
    httpVersion: "1.1",
    request: { method: "POST", url: "http://127.0.0.1/orders", headers: {}, body: undefined } as never,
    verify: true,
  });
}

/** Uploads: a multipart and an XML body whose enum and maximum a wire read-back cannot see. */
const UPLOAD_SCHEMA = {
  openapi: "3.0.3",
  info: { title: "Uploads", version: "1.0.0" },
  paths: {
    "/uploads": {
      post: {
        parameters: [
          { name: "tag", in: "query", required: true, schema: { type: "string", maxLength: 8 } },
          { name: "folder", in: "query", schema: { type: "integer", minimum: -5, maximum: 5 } },
        ],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: { type: "object", required: ["kind", "amount"], properties: { kind: { type: "string", enum: ["image", "video"] }, amount: { type: "integer", minimum: 1, maximum: 6 } } },
            },
            "application/xml": {
              schema: { type: "object", required: ["kind", "amount"], properties: { kind: { type: "string", enum: ["image", "video"] }, amount: { type: "integer", minimum: 1, maximum: 6 } } },
            },
          },
        },
        responses: { "201": { description: "stored" }, "400": { description: "bad" } },
      },
    },
  },
};

async function setup(document: object = REACH_SCHEMA, label = "POST /orders") {
  const spec = await buildOpenApiSpec({ document: structuredClone(document) as never });
  const location = "http://127.0.0.1:1/openapi.json";
  const run = resolveRun(parseRunOptions({ header: [], shrink: true, seed: "1" }, 2), undefined, spec, location, 2);
  const env = createRunEnvironment({ ...fixedRunOptions(spec, run), transport: {} as Transport }, () => undefined, () => false);
  const operation = spec.operations.find((candidate) => candidate.label === label)!;
  const scope = scopeFor(env, operation, "fuzzing");
  const arbitrary = caseArbitrary(operation, env.generation).map((data): TargetedCase => ({ data, meta: POSITIVE }));
  /** Draws `count` cases, answering each with `respond`; which were mutations. */
  const drive = (mutatedInThree: 0 | 1 | 2, count: number, respond: (index: number) => Response, feedback = new OperationFeedback()) => {
    const random = new fc.Random(xoroshiro128plus(42));
    const source = feedbackSource(env, scope, plainSource(arbitrary, random, () => 2), random, feedback, mutatedInThree);
    const drawn: { mutated: boolean; body: unknown; query: Readonly<Record<string, unknown>> }[] = [];
    for (let index = 0; index < count; index++) {
      const { value, shrinkable } = source.next(index);
      drawn.push({ mutated: !shrinkable, body: value.value.data.body, query: value.value.data.query });
      source.observe(value.value, respond(index));
    }
    return { drawn, feedback };
  };
  return { drive, env, operation };
}

describe("coverage-guided fuzzing", () => {
  test("a new outcome makes its case interesting: later cases are mutations of it, valid against the schema", async () => {
    const { drive } = await setup();
    // Every response a new outcome (a different message each time), so the pool fills.
    const { drawn, feedback } = drive(2, 90, (index) => answer(400, { message: `rule ${"x".repeat(index % 20)} broken` }));
    expect(drawn.slice(0, 10).every((item) => !item.mutated)).toBe(true);
    const mutated = drawn.slice(10).filter((item) => item.mutated).length;
    expect(mutated).toBeGreaterThan(35);
    expect(feedback.pool.length).toBe(16);
    for (const item of drawn) {
      const { itemId, quantity } = item.body as { itemId: unknown; quantity: unknown };
      expect(typeof itemId).toBe("string");
      expect(Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= 10).toBe(true);
    }
  });

  test("mutated multipart and XML bodies stay valid (enum, maximum); no query value is shortened to empty, no integer becomes -0", async () => {
    const { drive } = await setup(UPLOAD_SCHEMA, "POST /uploads");
    const { drawn } = drive(2, 400, (index) => answer(400, { message: `rule ${"x".repeat(index % 40)} broken` }));
    const mutated = drawn.filter((item) => item.mutated);
    expect(mutated.length).toBeGreaterThan(100);
    for (const item of drawn) {
      const { kind, amount } = item.body as { kind: unknown; amount: unknown };
      expect(["image", "video"]).toContain(kind);
      expect(Number.isInteger(amount) && (amount as number) >= 1 && (amount as number) <= 6).toBe(true);
      expect(item.query["tag"]).not.toBe("");
      expect(Object.is(item.query["folder"], -0)).toBe(false);
    }
  });

  test("apitest run mutates one case in three, fuzz two; negative modes never", async () => {
    const { drive } = await setup();
    const fresh = (index: number) => answer(400, { message: `case ${"y".repeat(index % 30)}` });
    const share = (mode: 0 | 1 | 2) => drive(mode, 310, fresh).drawn.slice(10).filter((item) => item.mutated).length / 300;
    expect(share(1)).toBeGreaterThan(0.2);
    expect(share(1)).toBeLessThan(0.45);
    expect(share(2)).toBeGreaterThan(0.5);
    expect(share(0)).toBe(0);
  });

  test("the same outcome again is not new: nothing to mutate beyond the first case", async () => {
    const { drive } = await setup();
    const { feedback } = drive(2, 50, () => answer(404, { message: 'item "it-1" not found' }));
    expect(feedback.outcomes.size).toBe(1);
    expect(feedback.pool.length).toBe(1);
  });

  test("the same seed and the same responses give the same cases", async () => {
    const { drive } = await setup();
    const respond = (index: number) => answer(index % 3 === 0 ? 201 : 400, index % 3 === 0 ? { id: "o" } : { message: `m${"z".repeat(index % 7)}` });
    expect(drive(2, 80, respond).drawn).toEqual(drive(2, 80, respond).drawn);
  });

  test("memory is bounded: 256 outcomes and 16 cases an operation", () => {
    const feedback = new OperationFeedback();
    for (let index = 0; index < 1000; index++) {
      if (feedback.record(`k${index}`)) feedback.keep({ data: {} as never, meta: POSITIVE });
    }
    expect(feedback.outcomes.size).toBe(256);
    expect(feedback.pool.length).toBe(16);
    expect(feedback.fresh).toBe(256);
    feedback.resetRound();
    expect(feedback.fresh).toBe(0);
  });

  test("in a grey-box run, the same outcome that reached new code is interesting too (the code reach judges it)", async () => {
    const { drive } = await setup();
    // The code reach says every tenth response's request ran new code (as a coverage source would).
    const reachedNew = new WeakSet<Response>();
    const reach = { judge: (response: Response, keep: () => void) => (reachedNew.has(response) ? keep() : undefined) };
    const respond = (index: number): Response => {
      const response = answer(404, { message: 'item "it-1" not found' });
      if (index % 10 === 9) reachedNew.add(response);
      return response;
    };
    const { feedback, drawn } = drive(2, 60, respond, new OperationFeedback(reach));
    // One outcome, yet the first case and the six that reached new code are kept and mutated.
    expect(feedback.outcomes.size).toBe(1);
    expect(feedback.pool.length).toBe(7);
    expect(feedback.fresh).toBe(7);
    expect(drawn.slice(10).some((item) => item.mutated)).toBe(true);
  });
});

import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { afterEach, describe, expect, it } from "vitest";
import { buildModel } from "../../../src/engine/stateful/sequence.js";
import { caseArbitrary } from "../../../src/generation/case-arbitrary.js";
import * as openapi from "../../../src/api/openapi.js";
import type { Case } from "../../../src/api/case.js";
import { SequenceFailure } from "../../../src/api/state-machine.js";
import { UsageError } from "../../../src/core/errors.js";
import type { Response } from "../../../src/core/response.js";
import { startServer, type TestServer } from "../../support/server.js";
import { openapi3Schema, usersHandler, type Defect } from "../../support/users-api.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function usersSchema(defects: readonly Defect[]) {
  server = await startServer(usersHandler(defects));
  return openapi.fromUrl(`${server.url}/openapi.json`);
}

describe("schema.asStateMachine()", () => {
  it("a subclass's hooks run around every call, and a clean API passes", async () => {
    const schema = await usersSchema([]);
    const log: string[] = [];
    const seen: { header: string | undefined; traced: boolean }[] = [];
    class Users extends schema.asStateMachine() {
      override setup(): void {
        log.push("setup");
      }
      override teardown(): void {
        log.push("teardown");
      }
      override beforeCall(apiCase: Case): void {
        apiCase.headers["X-Scenario"] = "users";
      }
      override getCallOptions(): { query: Record<string, unknown> } {
        return { query: { trace: "1" } };
      }
      override afterCall(response: Response): void {
        seen.push({ header: response.request.headers["X-Scenario"], traced: new URL(response.request.url).searchParams.get("trace") === "1" });
      }
    }
    await Users.run({ numRuns: 5, maxSteps: 4, seed: 2 });
    expect(log).toEqual(Array.from({ length: 5 }, () => ["setup", "teardown"]).flat());
    expect(seen.length).toBe(20);
    expect(seen.every((call) => call.header === "users" && call.traced)).toBe(true);
    await schema.close();
  });

  it("run() rejects with the shrunk sequence when a sequence fails", async () => {
    const schema = await usersSchema(["use-after-free"]);
    const Machine = schema.asStateMachine();
    const error = await Machine.run({ seed: 1, maxExamples: 30 }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(SequenceFailure);
    const failure = error as SequenceFailure;
    expect(failure.failures.map((each) => each.check)).toContain("use_after_free");
    // Reading or updating the deleted user both succeed: either is the shortest failing sequence.
    expect(failure.steps.map((step) => step.label).slice(0, 2)).toEqual(["POST /users", "DELETE /users/{id}"]);
    expect(failure.steps).toHaveLength(3);
    expect(failure.steps[2]!.label).toMatch(/^(GET|PATCH) \/users\/\{id\}$/);
    expect(failure.message).toContain("Use after free");
    expect(failure.message).toMatch(/Reproduce with:\n\n {4}1\. POST \/users\n {7}curl -X POST/);
    expect(failure.seed).toBe(1);
    await schema.close();
  });

  it("an overridden validateResponse can add checks of its own", async () => {
    const schema = await usersSchema([]);
    class Strict extends schema.asStateMachine() {
      override async validateResponse(response: Response, apiCase: Case, options = {}): Promise<void> {
        await super.validateResponse(response, apiCase, options);
        if (apiCase.method === "PATCH" && response.statusCode === 200) throw new Error("PATCH is not allowed to succeed here");
      }
    }
    await expect(Strict.run({ seed: 4, maxExamples: 30 })).rejects.toThrow(/PATCH is not allowed to succeed here[\s\S]*1\. POST \/users[\s\S]*2\. PATCH \/users\/\{id\}/);
    await schema.close();
  });

  it("numRuns and maxExamples are one setting", async () => {
    const schema = await usersSchema([]);
    await expect(schema.asStateMachine().run({ numRuns: 3, maxExamples: 4 })).rejects.toThrow("run({ numRuns: 3, maxExamples: 4 }) disagree");
    await expect(schema.asStateMachine().run({ maxSteps: 1 })).rejects.toThrow("maxSteps must be at least 2, got 1.");
    await schema.close();
  });

  it("a schema without links says so", async () => {
    const document = openapi3Schema("none") as { paths: Record<string, unknown> };
    const schema = await openapi.fromObject({ ...document, paths: { "/orders": document.paths["/orders"] } }, { baseUrl: "http://127.0.0.1:9" });
    await expect(schema.asStateMachine().run()).rejects.toThrow(UsageError);
    await expect(schema.asStateMachine().run()).rejects.toThrow(/has no links between its selected operations/);
  });
});

const corpus = new URL("../../fixtures/corpus/openapi/", import.meta.url);

// The corpus documents with links (see test/stateful/corpus-links.test.ts): [file, usable links,
// broken links, links whose operations cannot be generated]. PeerTube's POST /users body has the
// pattern "/^[a-z0-9._]+$/" (a JavaScript regex literal written into the schema): no string matches it.
const linked: readonly (readonly [string, number, number, number])[] = [
  ["apideck.com__crm__8.32.3.yaml", 24, 0, 0],
  ["cpy.re__peertube__3.3.0.yaml", 3, 2, 3],
  ["graphhopper.com__graphhopper.com__1.0.0.json", 2, 0, 0],
  ["listennotes.com__listennotes.com__2.0.json", 6, 1, 0],
  ["surevoip.co.uk__surevoip.co.uk__9dcb0dc8.json", 1, 0, 0],
];

describe("every corpus schema with links builds a state machine", () => {
  it.each(linked)("%s", async (file, usable, broken, ungenerable) => {
    const schema = await openapi.fromPath(new URL(file, corpus).pathname, { baseUrl: "http://127.0.0.1:9" });
    const Machine = schema.asStateMachine();
    expect(Machine.links.inferred).toBe(false);
    expect(Machine.links.links).toHaveLength(usable);
    expect(Machine.links.errors).toHaveLength(broken);
    expect(new Machine()).toBeInstanceOf(Machine);
    // The model keeps every link whose operations can be generated, and says why it drops the others.
    const model = buildModel(Machine.links.links, (operation) => caseArbitrary(operation, schema.generationContext));
    expect(model.links).toHaveLength(usable - ungenerable);
    expect(model.dropped).toHaveLength(ungenerable);
    for (const { reason } of model.dropped) expect(reason).toContain('Cannot generate strings matching the pattern "/^[a-z0-9._]+$/"');
    const random = new fc.Random(xoroshiro128plus(1));
    for (const arbitrary of model.arbitraries.values()) expect(arbitrary.generate(random, undefined).value.method).toMatch(/^[A-Z]+$/);
  }, 30_000);
});

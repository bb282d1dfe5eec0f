import * as fc from "fast-check";
import { buildSchema, parse, validate } from "graphql";
import { afterEach, describe, expect, it } from "vitest";
import { APIOperation, Case, FailureGroup, graphql, hook, clearHooks, Schema, type CheckDefinition } from "../../../src/index.js";
import { UsageError } from "../../../src/core/errors.js";
import { BOOKS_SDL, booksFetchApp, booksServer, freePort, listenOn, stop, type BooksLog } from "../../support/graphql-books.js";

const SCHEMA = buildSchema(BOOKS_SDL);

/** Whether a document is valid for the books schema. */
function valid(query: string): boolean {
  return validate(SCHEMA, parse(query)).length === 0;
}

afterEach(() => clearHooks());

describe("graphql loaders return Schema objects", () => {
  it("has the members of an OpenAPI schema: operations, iteration, get, include/exclude", async () => {
    const schema = await graphql.fromFetchApp("/graphql", booksFetchApp(false));
    expect(schema).toBeInstanceOf(Schema);
    // Introspection does not carry a schema description: the title is the default one.
    expect(schema.title).toBe("GraphQL API");
    expect(schema.baseUrl).toBe("http://app.local/graphql");
    expect(schema.operations.map((operation) => operation.label)).toEqual(["Query.book", "Query.books", "Mutation.addBook"]);
    const iterated = [...schema];
    expect(iterated.every((operation) => operation instanceof APIOperation)).toBe(true);
    expect(iterated.map((operation) => `${operation.method} ${operation.path}`)).toEqual(["POST /graphql", "POST /graphql", "POST /graphql"]);

    const book = schema.get("Query", "book");
    expect(book.label).toBe("Query.book");
    expect(book.rootType).toBe("Query");
    expect(book.fieldName).toBe("book");
    expect(schema.get("Mutation.addBook").label).toBe("Mutation.addBook");
    expect(() => schema.get("Query", "nope")).toThrow(UsageError);
    expect(() => schema.get("Query", "nope")).toThrow(/Known fields: Query\.book, Query\.books, Mutation\.addBook/);

    expect(schema.include({ name: "Query.book" }).operations.map((operation) => operation.label)).toEqual(["Query.book"]);
    expect(schema.include({ rootType: "Mutation" }).operations.map((operation) => operation.label)).toEqual(["Mutation.addBook"]);
    expect(schema.include({ tag: "Query" }).operations.map((operation) => operation.label)).toEqual(["Query.book", "Query.books"]);
    expect(schema.exclude({ operationId: "books" }).operations.map((operation) => operation.label)).toEqual(["Query.book", "Mutation.addBook"]);
    expect(schema.exclude({ nameRegex: "^Query\\." }).include({ rootType: ["Query", "Mutation"] }).operations.map((operation) => operation.label)).toEqual(["Mutation.addBook"]);
    // A filtered schema is a GraphQL schema still.
    expect(schema.include({ rootType: "Query" }).get("Query", "books").label).toBe("Query.books");
    // Its state machine follows the links inferred from names and types.
    expect(schema.asStateMachine().links.links.map((link) => `${link.source.label} -> ${link.name}`)).toEqual(["Mutation.addBook -> Query.book(id)"]);
  });

  it("fromNodeApp, fromPath and fromObject give Schema objects too; cases go where the loader says", async () => {
    const log: BooksLog = { bodies: [], headers: [] };
    const node = await graphql.fromNodeApp("/graphql", booksServer(false, log));
    expect(node).toBeInstanceOf(Schema);
    const answer = await node.get("Query", "book").makeCase({ body: '{ book(id: "1") { title } }' }).callAndValidate();
    expect(answer.json()).toEqual({ data: { book: { title: "Dune" } } });
    expect(log.bodies.at(-1)).toEqual({ query: '{ book(id: "1") { title } }', variables: {} });

    const { mkdtemp, writeFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = await mkdtemp(join(tmpdir(), "apitest-gql-lib-"));
    await writeFile(join(dir, "books.graphql"), BOOKS_SDL);
    const server = booksServer(false);
    const endpoint = await listenOn(server);
    try {
      const fromPath = await graphql.fromPath(join(dir, "books.graphql"), { baseUrl: endpoint });
      expect(fromPath.operations.map((operation) => operation.label)).toEqual(["Query.book", "Query.books", "Mutation.addBook"]);
      expect((await fromPath.get("Query", "books").makeCase().callAndValidate()).statusCode).toBe(200);
      await fromPath.close();
      const { getIntrospectionQuery, graphqlSync } = await import("graphql");
      const fromObject = graphql.fromObject(graphqlSync({ schema: SCHEMA, source: getIntrospectionQuery() }), { baseUrl: endpoint });
      expect((await fromObject.get("Mutation", "addBook").makeCase().callAndValidate()).statusCode).toBe(200);
      await fromObject.close();
    } finally {
      await stop(server);
    }
  });

  it("every loader gives the same root fields; a file needs the endpoint to send", async () => {
    const fromText = await graphql.fromFile(BOOKS_SDL);
    expect(fromText.operations.map((operation) => operation.label)).toEqual(["Query.book", "Query.books", "Mutation.addBook"]);
    expect(() => fromText.get("Query", "book").makeCase().prepare()).toThrow(/pass \{ baseUrl: "http:\/\/127\.0\.0\.1:4000\/graphql" \}/);
    const withEndpoint = await graphql.fromFile(BOOKS_SDL, { baseUrl: "http://127.0.0.1:4000/api/graphql" });
    expect(withEndpoint.get("Query", "book").path).toBe("/api/graphql");
    expect(withEndpoint.get("Query", "book").makeCase().prepare().url).toBe("http://127.0.0.1:4000/api/graphql");
    await expect(graphql.fromFile(BOOKS_SDL, { baseUrl: "ftp://x" })).rejects.toThrow(/Invalid baseUrl 'ftp:\/\/x'/);
  });
});

describe("GraphQL cases", () => {
  it("makeCase gives the field's plain document; body is { query, variables }; prepare and curl POST it as JSON", async () => {
    const schema = await graphql.fromFetchApp("/graphql", booksFetchApp(false), { headers: { "X-Team": "shelf" } });
    const apiCase = schema.get("Query", "book").makeCase();
    expect(apiCase).toBeInstanceOf(Case);
    const body = apiCase.body as { query: string; variables: Record<string, unknown> };
    expect(body.query).toMatch(/book\(id: /);
    expect(valid(body.query)).toBe(true);
    expect(apiCase.formattedPath).toBe("/graphql");

    const own = schema.get("Query", "book").makeCase({ body: '{ book(id: "1") { title } }', headers: { "X-Case": "1" } });
    expect(own.body).toEqual({ query: '{ book(id: "1") { title } }', variables: {} });
    const request = own.prepare();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://app.local/graphql");
    expect(request.headers["Content-Type"]).toBe("application/json");
    expect(request.headers["X-Team"]).toBe("shelf");
    expect(request.headers["X-Case"]).toBe("1");
    expect(JSON.parse(new TextDecoder().decode(request.body))).toEqual({ query: '{ book(id: "1") { title } }', variables: {} });
    const curl = own.asCurlCommand();
    expect(curl).toContain("curl -X POST");
    expect(curl).toContain("http://app.local/graphql");
    expect(curl).toContain('book(id: \\"1\\")');

    const response = await own.callAndValidate();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { book: { title: "Dune" } } });
  });

  it("asArbitrary gives valid documents (positive), rejected ones (negative) or both (all)", async () => {
    const schema = await graphql.fromFetchApp("/graphql", booksFetchApp(false));
    const operation = schema.get("Query", "books");
    const positive = fc.sample(operation.asArbitrary(), { numRuns: 30, seed: 1 });
    expect(positive.every((apiCase) => apiCase instanceof Case && apiCase.meta.mode === "positive")).toBe(true);
    expect(positive.every((apiCase) => valid((apiCase.body as { query: string }).query))).toBe(true);
    expect(positive.every((apiCase) => (apiCase.body as { query: string }).query.includes("books"))).toBe(true);

    const negative = fc.sample(operation.asArbitrary({ mode: "negative" }), { numRuns: 20, seed: 1 });
    expect(negative.every((apiCase) => apiCase.meta.mode === "negative")).toBe(true);
    // A correct server rejects every one, and validation agrees that it did.
    for (const apiCase of negative.slice(0, 5)) {
      const response = await apiCase.call();
      expect(response.statusCode).toBe(400);
      await apiCase.validateResponse(response);
    }
    const modes = new Set(fc.sample(operation.asArbitrary({ mode: "all" }), { numRuns: 40, seed: 3 }).map((apiCase) => apiCase.meta.mode));
    expect(modes).toEqual(new Set(["positive", "negative"]));
    expect(() => operation.asArbitrary({ mode: "sideways" as "all" })).toThrow(UsageError);

    const union = fc.sample(schema.asArbitrary(), { numRuns: 60, seed: 5 }).map((apiCase) => apiCase.operation.label);
    expect(new Set(union)).toEqual(new Set(["Query.book", "Query.books", "Mutation.addBook"]));
    const negativeUnion = fc.sample(schema.asArbitrary({ mode: "negative" }), { numRuns: 20, seed: 5 });
    expect(negativeUnion.every((apiCase) => apiCase.meta.mode === "negative")).toBe(true);
  });

  it("plannedCases gives the examples and coverage documents of apitest run, positive and negative", async () => {
    const { createApp } = await import("../../../examples/vitest-graphql/app.js");
    const shop = await graphql.fromFetchApp("/graphql", createApp());
    const examples = shop.get("Query", "reviews").plannedCases("examples");
    expect(examples.map((apiCase) => (apiCase.body as { query: string }).query)).toEqual([expect.stringMatching(/reviews\(bookId: .*, page: 1\)/)]);
    expect(examples[0]?.meta.phase).toBe("examples");
    expect(shop.get("Query", "book").plannedCases("examples")).toEqual([]);

    const schema = await graphql.fromFetchApp("/graphql", booksFetchApp(true));
    const coverage = schema.get("Query", "books").plannedCases("coverage", { mode: "all" });
    const queries = coverage.map((apiCase) => (apiCase.body as { query: string }).query);
    expect(queries.some((query) => query.includes("2147483647"))).toBe(true);
    expect(queries.some((query) => query.includes("-2147483648"))).toBe(true);
    expect(new Set(coverage.map((apiCase) => apiCase.meta.mode))).toEqual(new Set(["positive", "negative"]));
    expect(coverage.every((apiCase) => apiCase.meta.phase === "coverage" && apiCase.meta.description !== undefined)).toBe(true);
    // The broken build's crash is among them: the smallest Int.
    const failing: string[] = [];
    for (const apiCase of coverage) {
      if (await apiCase.callAndValidate().then(() => false, (error: unknown) => error instanceof FailureGroup)) failing.push((apiCase.body as { query: string }).query);
    }
    expect(failing.length).toBeGreaterThan(0);
    expect(failing.every((query) => /-\d/.test(query))).toBe(true);
    expect(() => schema.get("Query", "books").plannedCases("coverage", { mode: "sideways" as "all" })).toThrow(/plannedCases\(\{ mode: "sideways" \}\)/);
  });

  it("callAndValidate in a property finds the seeded resolver crash (not_a_server_error), shrunk, and passes on the fixed app", async () => {
    const broken = await graphql.fromFetchApp("/graphql", booksFetchApp(true));
    const property = (schema: typeof broken) =>
      fc.asyncProperty(schema.get("Query", "books").asArbitrary(), async (apiCase) => {
        await apiCase.callAndValidate();
      });
    const details = await fc.check(property(broken), { numRuns: 100, seed: 11 });
    expect(details.failed).toBe(true);
    const error = details.errorInstance;
    expect(error).toBeInstanceOf(FailureGroup);
    expect((error as FailureGroup).failures.map((failure) => failure.check)).toEqual(["not_a_server_error"]);
    expect((error as FailureGroup).message).toContain("Cannot read properties of undefined");
    const shrunk = details.counterexample?.[0];
    const body = JSON.stringify(shrunk?.body);
    expect(body).toMatch(/-1\b/);
    expect(shrunk?.asCurlCommand()).toContain("http://app.local/graphql");

    const fixed = await graphql.fromFetchApp("/graphql", booksFetchApp(false));
    expect((await fc.check(property(fixed), { numRuns: 30, seed: 11 })).failed).toBe(false);
  });

  it("validateResponse runs custom checks and honours checks/excludedChecks; isValidResponse reads the sent document", async () => {
    const schema = await graphql.fromFetchApp("/graphql", booksFetchApp(true));
    const operation = schema.get("Query", "books");
    const crash = operation.makeCase({ body: { query: "query($n: Int) { books(limit: $n) { title } }", variables: { n: -2 } } });
    const response = await crash.call();
    await expect(crash.validateResponse(response)).rejects.toThrow(FailureGroup);
    await expect(crash.validateResponse(response, { excludedChecks: ["not_a_server_error"] })).resolves.toBeUndefined();
    const saw: string[] = [];
    const titled: CheckDefinition = {
      name: "has_titles",
      run: (ctx, res) => {
        saw.push(ctx.operation.label);
        return (res.json() as { data?: unknown }).data === null ? [{ check: "has_titles", title: "No titles", message: "data is null", key: "null" }] : [];
      },
    };
    const group = await crash.validateResponse(response, { checks: [titled] }).catch((error: unknown) => error);
    expect(group).toBeInstanceOf(FailureGroup);
    expect((group as FailureGroup).failures.map((failure) => failure.check)).toEqual(["has_titles"]);
    expect(saw).toEqual(["Query.books"]);
    expect(operation.isValidResponse(response)).toBe(false);
    expect(operation.isValidResponse(await operation.makeCase({ body: "{ books { title } }" }).call())).toBe(true);
  });

  it("masks the loader's credentials in the reproduction a failure prints", async () => {
    const log: BooksLog = { bodies: [], headers: [] };
    const schema = await graphql.fromFetchApp("/graphql", booksFetchApp(true, log), { headers: { Authorization: "Bearer s3cret-token" } });
    const apiCase = schema.get("Query", "books").makeCase({ body: "{ books(limit: -1) { title } }" });
    const error = await apiCase.callAndValidate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FailureGroup);
    // Sent with the credentials, shown without them.
    expect(log.headers.at(-1)?.["authorization"]).toBe("Bearer s3cret-token");
    expect((error as FailureGroup).message).toContain("curl -X POST");
    expect((error as FailureGroup).message).not.toContain("s3cret-token");
  });

  it("applies global and schema hooks to generated cases and to calls", async () => {
    const log: BooksLog = { bodies: [], headers: [] };
    const schema = await graphql.fromFetchApp("/graphql", booksFetchApp(false, log));
    const books = schema.include({ name: "Query.books" });
    books.hook("mapBody", (_ctx, body) => ({ ...(body as object), variables: { ...(body as { variables: object }).variables, marked: true } }));
    hook("beforeCall", (ctx, apiCase) => {
      apiCase.headers["X-Field"] = ctx.operation?.label ?? "";
    });
    const [apiCase] = fc.sample(books.get("Query", "books").asArbitrary(), { numRuns: 1, seed: 2 });
    expect((apiCase!.body as { variables: Record<string, unknown> }).variables["marked"]).toBe(true);
    await apiCase!.call();
    expect(log.headers.at(-1)?.["x-field"]).toBe("Query.books");
    // The unfiltered schema does not have the filtered one's hook.
    const [plain] = fc.sample(schema.get("Query", "books").asArbitrary(), { numRuns: 1, seed: 2 });
    expect((plain!.body as { variables: Record<string, unknown> }).variables["marked"]).toBeUndefined();
  });
});

describe("graphql.runGraphqlTests over a Schema", () => {
  it("tests only the root fields a filtered schema selects", async () => {
    const log: BooksLog = { bodies: [], headers: [] };
    const schema = (await graphql.fromFetchApp("/graphql", booksFetchApp(false, log))).include({ rootType: "Mutation" });
    const { DEFAULT_CHECK_NAMES } = await import("../../../src/checks/registry.js");
    const { resolveRunSettings } = await import("../../../src/config/resolve.js");
    const { toRunSettings } = await import("../../../src/config/run-settings.js");
    const resolved = resolveRunSettings({ config: undefined, schemaTitle: "", cli: { seed: 1, generation: { maxExamples: 5, mode: "positive" } } });
    const settings = toRunSettings(resolved, { baseUrl: schema.endpoint ?? "", selectedChecks: DEFAULT_CHECK_NAMES });
    const summary = await graphql.runGraphqlTests({ spec: schema, settings, sinks: [], headers: {} });
    expect(summary.operations).toBe(1);
    // The first body is the loader's introspection query.
    const sent = log.bodies.slice(1);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((body) => /addBook/.test(body.query))).toBe(true);
  });
});

describe("graphql.fromUrl({ waitForSchema })", () => {
  it("retries introspection until a server started late answers", async () => {
    const port = await freePort();
    const server = booksServer(false);
    const late = setTimeout(() => void listenOn(server, port), 700);
    try {
      const started = Date.now();
      const schema = await graphql.fromUrl(`http://127.0.0.1:${port}/graphql`, { waitForSchema: 10 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      expect(schema.operations.map((operation) => operation.label)).toEqual(["Query.book", "Query.books", "Mutation.addBook"]);
      const response = await schema.get("Query", "book").makeCase({ body: '{ book(id: "1") { title } }' }).callAndValidate();
      expect(response.json()).toEqual({ data: { book: { title: "Dune" } } });
      await schema.close();
    } finally {
      clearTimeout(late);
      await stop(server).catch(() => undefined);
    }
  });

  it("without it fails at once; with it, gives up after the time given and says so", async () => {
    const port = await freePort();
    await expect(graphql.fromUrl(`http://127.0.0.1:${port}/graphql`)).rejects.toThrow(/connection refused\. Check that the server is running and the URL is right, or use wait-for-schema/);
    const started = Date.now();
    await expect(graphql.fromUrl(`http://127.0.0.1:${port}/graphql`, { waitForSchema: 1 })).rejects.toThrow(/connection refused \(kept retrying for 1 s\)/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

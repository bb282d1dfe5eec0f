import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookshelf, type Bookshelf } from "../support/bookshelf-graphql.js";
import { cli } from "../support/graphql-cli.js";
import { relayBookshelf } from "../support/relay-bookshelf-graphql.js";
import { startServer, type TestServer } from "../support/server.js";

/** One request the bookshelf saw: the root field it called and the body as sent. */
interface Seen {
  readonly field: string;
  readonly text: string;
}

/** A bookshelf over HTTP on 127.0.0.1 that records every document it is sent. */
async function serve(shelf: Bookshelf): Promise<{ server: TestServer; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = await startServer(async (request) => {
    const text = request.body.toString("utf8");
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return { status: 400, body: { errors: [{ message: "Body is not JSON" }] } };
    }
    const query = (payload as { query?: unknown }).query;
    const field = typeof query === "string" ? (/\b(books|book|addBook|deleteBook|__schema)\b/.exec(query)?.[1] ?? "") : "";
    seen.push({ field, text });
    return shelf.execute(payload);
  });
  return { server, seen };
}

/** The ids `addBook` issued during the run (the shelf's first two are `bk-7f3a9c`, `bk-51e0d2`). */
function createdIds(shelf: Bookshelf): string[] {
  return [...shelf.ids()].filter((id) => id.startsWith("bk-n"));
}

/** Whether some created book was read, then deleted, in that order, by requests naming its id. */
function createdReadDeleted(shelf: Bookshelf, seen: readonly Seen[]): boolean {
  return createdIds(shelf).some((id) => {
    const named = (field: string): number[] => seen.flatMap((each, at) => (each.field === field && each.text.includes(`"${id}"`) ? [at] : []));
    const reads = named("book");
    const deletes = named("deleteBook");
    return reads.some((read) => deletes.some((deletion) => deletion > read));
  });
}

describe("stateful GraphQL through the one engine (bookshelf over HTTP)", () => {
  let server: TestServer | undefined;
  beforeEach(() => {
    server = undefined;
  });
  afterEach(async () => {
    await server?.close();
  });

  it("a default run chains addBook into book(id:) and deleteBook(id:), and use_after_free catches the deleted book still served", async () => {
    const shelf = bookshelf({ serveDeleted: true });
    const served = await serve(shelf);
    server = served.server;
    const run = await cli(["run", `${server.url}/graphql`, "--seed", "1", "--workers", "1", "-n", "20"]);
    expect(run.stderr).toBe("");
    // The sequences ran: a book the run created was read and then deleted, by its id.
    expect(createdReadDeleted(shelf, served.seen)).toBe(true);
    expect(run.stdout).toContain("Mutation.addBook (2XX) -> Query.book(id)");
    expect(run.code).toBe(1);
    const failures = run.stdout.slice(run.stdout.indexOf("FAILURES"));
    expect(failures).toContain("Use after free");
    expect(failures).toMatch(/id "bk-n[0-9a-z]+" was deleted by Mutation\.deleteBook \(data\.deleteBook: true\), but a later Query\.book with that id still returned it/);
    // The reproduction is the whole sequence: create, delete, read (after shrinking).
    const steps = failures.slice(failures.indexOf("Use after free"));
    expect(steps).toMatch(/1\. Mutation\.addBook[\s\S]*2\. Mutation\.deleteBook[\s\S]*3\. Query\.book/);
  });

  it("a correct bookshelf gives no stateful failure", async () => {
    const shelf = bookshelf();
    const served = await serve(shelf);
    server = served.server;
    const run = await cli(["run", `${server.url}/graphql`, "--seed", "1", "--workers", "1", "-n", "20"]);
    expect(createdReadDeleted(shelf, served.seen)).toBe(true);
    expect(run.stdout).not.toContain("Use after free");
    expect(run.stdout).not.toContain("Resource is not available");
    expect(run.code).toBe(0);
  });

  it("--dry-run shows the inferred links of each root field and sends no document", async () => {
    const shelf = bookshelf();
    const served = await serve(shelf);
    server = served.server;
    const run = await cli(["run", `${server.url}/graphql`, "--dry-run"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Mutation\.addBook\n(?:  .*\n)*  stateful +leads to Query\.book, Mutation\.deleteBook \(inferred links\)/);
    expect(run.stdout).toMatch(/Query\.book\n(?:  .*\n)*  stateful +reached from Mutation\.addBook \(inferred links\)/);
    expect(run.stdout).toMatch(/Query\.books\n(?:  .*\n)*  stateful +skipped: no link reaches it/);
    expect(run.stdout).toContain("and the stateful sequences");
    // Only the schema was read.
    expect(served.seen.every((each) => each.field === "__schema")).toBe(true);
  });
});

describe("stateful GraphQL on a Relay-style API (payloads out, input objects in)", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("a default run carries createBook's payload id into updateBook(input: { id }) and finds the crash only an existing id reaches", async () => {
    const shelf = relayBookshelf({ crashOnUpdate: true });
    server = await startServer((request) => shelf.execute(JSON.parse(request.body.toString("utf8"))));
    const run = await cli(["run", `${server.url}/graphql`, "--seed", "1", "--workers", "1"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Mutation.createBook (2XX) -> Mutation.updateBook(input.id)");
    // Only a created id reaches the crash: the shelf lists none and starts empty.
    expect(shelf.updatedExisting().length).toBeGreaterThan(0);
    expect(shelf.updatedExisting().every((id) => shelf.created().includes(id))).toBe(true);
    expect(run.code).toBe(1);
    const failures = run.stdout.slice(run.stdout.indexOf("FAILURES"));
    expect(failures).toContain("cannot read properties of undefined (reading 'author') updating bk-n");
    // Reproduced as the sequence that carries the id: create, then update with it in the input.
    expect(failures).toMatch(/1\. Mutation\.createBook[\s\S]*2\. Mutation\.updateBook/);
  });

  it("--dry-run lists the links into the input objects", async () => {
    const shelf = relayBookshelf();
    server = await startServer((request) => shelf.execute(JSON.parse(request.body.toString("utf8"))));
    const run = await cli(["run", `${server.url}/graphql`, "--dry-run"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Mutation\.createBook\n(?:  .*\n)*  stateful +leads to Query\.book, Mutation\.updateBook, Mutation\.deleteBook \(inferred links\)/);
    expect(run.stdout).toMatch(/Mutation\.updateBook\n(?:  .*\n)*  stateful +reached from Mutation\.createBook; leads to Query\.book, Mutation\.deleteBook \(inferred links\)/);
    expect(shelf.created()).toEqual([]);
  });
});

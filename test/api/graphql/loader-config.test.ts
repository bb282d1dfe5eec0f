import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Config, graphql } from "../../../src/index.js";
import { BOOKS_SDL, booksServer, listenOn, stop, type BooksLog } from "../../support/graphql-books.js";
import type { Server } from "node:http";

/** GraphQL loaders take `config` as the OpenAPI ones do: a real graphql-js server over HTTP. */
describe("graphql loaders take config", () => {
  const log: BooksLog = { bodies: [], headers: [] };
  let server: Server;
  let endpoint = "";
  beforeAll(async () => {
    server = booksServer(false, log);
    endpoint = await listenOn(server);
  });
  afterAll(() => stop(server));

  it("fromUrl: the configuration's headers reach the introspection request and every case, with its basic auth", async () => {
    const config = Config.fromObject({ headers: { "X-Token": "from-config" }, auth: { basic: { username: "ada", password: "s3cret" } } }, {});
    const before = log.headers.length;
    const schema = await graphql.fromUrl(endpoint, { config });
    // The introspection request carried the configuration's header.
    expect(log.headers[before]?.["x-token"]).toBe("from-config");
    expect(schema.config).toBe(config);
    const response = await schema.get("Query", "book").makeCase().call();
    expect(response.statusCode).toBe(200);
    const sent = log.headers.at(-1)!;
    expect(sent["x-token"]).toBe("from-config");
    expect(sent["authorization"]).toBe(`Basic ${Buffer.from("ada:s3cret").toString("base64")}`);
  });

  it("fromObject: base-url of the configuration is the endpoint when the loader gives none", async () => {
    const config = Config.fromObject({ "base-url": endpoint, headers: { "X-Token": "base-url" } }, {});
    const { buildSchema, introspectionFromSchema } = await import("graphql");
    const schema = await graphql.fromObject(introspectionFromSchema(buildSchema(BOOKS_SDL)), { config });
    expect(schema.baseUrl).toBe(endpoint);
    const response = await schema.get("Query", "books").makeCase().call();
    expect(response.statusCode).toBe(200);
    expect(log.headers.at(-1)?.["x-token"]).toBe("base-url");
  });

  it("check settings apply: a check the file turns off does not fail validateResponse", async () => {
    const broken = booksServer(true);
    const url = await listenOn(broken);
    try {
      const crash = { query: "query { books(limit: -1) { id } }", variables: {} };
      const plain = await graphql.fromUrl(url);
      const response = await plain.get("Query", "books").makeCase({ body: crash }).call();
      await expect(plain.get("Query", "books").validateResponse(response)).rejects.toThrow(/Server error/);
      const config = Config.fromObject({ checks: { not_a_server_error: { enabled: false } } }, {});
      const configured = await graphql.fromUrl(url, { config });
      const again = await configured.get("Query", "books").makeCase({ body: crash }).call();
      await expect(configured.get("Query", "books").validateResponse(again)).resolves.toBeUndefined();
    } finally {
      await stop(broken);
    }
  });

  it("generation settings apply: graphql-allow-null = false keeps explicit nulls out of every document", async () => {
    const config = Config.fromObject({ generation: { "graphql-allow-null": false } }, {});
    const schema = await graphql.fromUrl(endpoint, { config });
    const fc = await import("fast-check");
    const cases = fc.sample(schema.get("Query", "books").asArbitrary(), { numRuns: 100, seed: 1 });
    expect(cases.some((apiCase) => JSON.stringify(apiCase.body).includes("null"))).toBe(false);
    const unconfigured = await graphql.fromUrl(endpoint);
    const drawn = fc.sample(unconfigured.get("Query", "books").asArbitrary(), { numRuns: 100, seed: 1 });
    expect(drawn.some((apiCase) => JSON.stringify(apiCase.body).includes("null"))).toBe(true);
  });
});

import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The soundness harness's strict server: express + express-openapi-validator (bench/soundness).
import { readDocuments } from "../../bench/soundness/documents.js";
import { startStrictServer } from "../../bench/soundness/strict-server.js";
import { CORPUS_DIR } from "../support/corpus-helpers.js";
import { runCli } from "../support/cli-run.js";
import { serializeMultipart } from "../../src/serialization/media-types/multipart.js";

// Corpus schemas whose positive requests express-openapi-validator used to reject, each for a
// cause now fixed in apitest. Extra arguments keep each run small: the operations that show the cause.
const CASES: readonly { readonly file: string; readonly cause: string; readonly args?: readonly string[] }[] = [
  {
    file: "peel-ci.com__peel-ci.com__1.0.0.yaml",
    cause: "empty query values without allowEmptyValue (?showID=)",
    args: ["--include-path", "/hashtag/related", "--include-path", "/hashtag/tuneinlinks"],
  },
  { file: "orghunter.com__orghunter.com__1.0.0.yaml", cause: "empty query values without allowEmptyValue", args: ["--include-path", "/v1/charitysearch"] },
  {
    file: "payments.service.gov.uk__payments__1.0.3.yaml",
    cause: "required readOnly properties sent in request bodies",
    // The three bodies whose schemas have required readOnly properties.
    args: ["--include-name", "POST /v1/payments", "--include-name", "POST /v1/directdebit/payments", "--include-name", "POST /v1/directdebit/mandates"],
  },
  // Every operation declares the required User-Agent (a pattern apitest's own does not match); the one without a body.
  { file: "apple.com__sirikit-cloud-media__1.0.2.yaml", cause: "a declared User-Agent header parameter overwritten by apitest's own", args: ["--include-path", "/configuration"] },
  { file: "openfigi.com__openfigi.com__1.4.0.yaml", cause: "null for a nullable enum that does not list null", args: ["--include-path", "/mapping", "--include-method", "POST"] },
  {
    file: "ote-godaddy.com__domains__1.0.0.json",
    cause: "an empty array in an XML body (no element: a required property read back as missing)",
    args: ["--include-path", "/v1/domains/purchase", "--include-method", "POST"],
  },
];

// No small corpus schema with a Content-Length header parameter loads in the validator
// (peertube's cannot: "can't resolve reference"), so this one is written here, after peertube's
// resumable upload: a body whose declared Content-Length header used to make undici refuse the request.
const UPLOAD = {
  openapi: "3.0.3",
  info: { title: "upload", version: "1" },
  paths: {
    "/videos/upload-resumable": {
      put: {
        parameters: [
          { name: "upload_id", in: "query", required: true, schema: { type: "string" } },
          { name: "Content-Length", in: "header", required: true, schema: { type: "number", example: 262144 } },
        ],
        requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["chunk"], properties: { chunk: { type: "string" } } } } } },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};


describe("positive requests are accepted by a strict server (express-openapi-validator)", () => {
  let dir: string;
  const warn = console.warn;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "apitest-strict-"));
    // The validator warns on the console about formats; the test asserts on its decisions.
    console.warn = () => {};
  });
  afterAll(async () => {
    console.warn = warn;
    await rm(dir, { recursive: true, force: true });
  });

  /** Runs apitest in positive mode against a strict server for the documents; the server's log and the run. */
  async function positiveRun(name: string, documents: { forApitest: object; forValidator: object; version?: string }, args: readonly string[] = []) {
    const server = await startStrictServer(documents.forValidator, { convertedFrom2: documents.version?.startsWith("2") === true });
    try {
      const schema = join(dir, `${name}.json`);
      await writeFile(schema, JSON.stringify(documents.forApitest));
      const events = join(dir, `${name}.ndjson`);
      const run = await runCli([
        "run", schema, "--url", server.url, "--mode", "positive", "--phases", "coverage,fuzzing", "-n", "8", "--seed", "1",
        "--checks", "positive_data_acceptance", "--no-shrink", "--continue-on-failure", "--generation-database", "none", "--threads", "1", "--no-color",
        "--report-ndjson-path", events, ...args,
      ]);
      // Ambiguous cases (edge probes) are neither positive nor negative data: the harness leaves them out too.
      const ambiguous = (await readFile(events, "utf8")).split("\n").filter((line) => line.includes('"ambiguous":true')).map((line) => (JSON.parse(line) as { caseId: string }).caseId);
      server.exclude(ambiguous);
      return { run, log: server.log };
    } finally {
      await server.close();
    }
  }

  /** Every rejection (the server corrects the validator's known misreadings, docs/soundness.md). */
  function rejections(entries: readonly { status: number; method: string; url: string; message?: string }[]): string[] {
    return entries.filter((entry) => entry.status >= 400).map((entry) => `${entry.method} ${entry.url}: ${entry.message}`);
  }

  for (const { file, cause, args = [] } of CASES) {
    it(`${file}: ${cause}`, { timeout: 120_000 }, async () => {
      const { run, log } = await positiveRun(file, await readDocuments(join(CORPUS_DIR, file)), args);
      expect(log.accepted, run.stdout + run.stderr).toBeGreaterThan(5);
      expect(rejections(log.entries)).toEqual([]);
    });
  }

  it("a declared Content-Length header parameter: sendable, valid, and said once", { timeout: 120_000 }, async () => {
    const { run, log } = await positiveRun("upload", { forApitest: UPLOAD, forValidator: UPLOAD });
    expect(log.accepted, run.stdout + run.stderr).toBeGreaterThan(5);
    expect(rejections(log.entries)).toEqual([]);
    expect(run.stdout).toContain("unsendable_parameters: Header parameters the HTTP client sets itself are not sent as generated: Content-Length");
    expect(run.stdout.split("unsendable_parameters").length).toBe(2);
  });
});

// The harness's server corrects express-openapi-validator where it reads OpenAPI wrongly
// (bench/soundness/corrections.js). Each correction must accept what OpenAPI allows and still
// reject what it forbids: a correction that let invalid requests through would hide negative
// cases apitest gets wrong.
const READINGS = {
  openapi: "3.0.3",
  info: { title: "readings", version: "1" },
  paths: {
    "/defaults": {
      get: {
        parameters: [
          { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: null } },
          { name: "rights", in: "query", required: true, schema: { type: "string", default: "mobile" } },
          { name: "Accept", in: "header", required: true, schema: { type: "string", enum: ["application/json"] } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
    "/filtered": {
      get: {
        parameters: [{ name: "filter[id]", in: "query", schema: { type: "string", minLength: 2 } }],
        responses: { "200": { description: "ok" } },
      },
    },
    "/uploads": {
      post: {
        requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", required: ["a"], properties: { a: { type: "integer" } } } } } },
        responses: { "200": { description: "ok" } },
      },
    },
    "/forms": {
      post: {
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: { type: "object", required: ["n"], properties: { n: { type: "integer" }, flag: { type: "boolean" }, tags: { type: "array", items: { type: "integer" } } } },
            },
            "application/xml": {
              schema: {
                type: "object",
                required: ["n", "tags"],
                xml: { name: "Order" },
                properties: {
                  id: { type: "integer", xml: { attribute: true } },
                  n: { type: "integer" },
                  tags: { type: "array", xml: { wrapped: true }, items: { type: "string", xml: { name: "tag" } } },
                  note: { type: "string", default: 0 },
                },
                additionalProperties: false,
              },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("the strict server reads OpenAPI as written (bench/soundness/corrections.js)", () => {
  let server: Awaited<ReturnType<typeof startStrictServer>>;
  const warn = console.warn;
  beforeAll(async () => {
    console.warn = () => {};
    server = await startStrictServer(READINGS);
  });
  afterAll(async () => {
    console.warn = warn;
    await server.close();
  });
  const status = async (path: string, init: RequestInit = {}): Promise<number> => (await fetch(`${server.url}${path}`, init)).status;
  const form = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
  const xml = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/xml" }, body });

  it("a default is neither filled in nor validated: an optional value left out passes, a required one left out does not", async () => {
    expect(await status("/defaults?rights=tv")).toBe(200);
    expect(await status("/defaults")).toBe(400);
    expect(await status("/defaults?rights=tv&page=0")).toBe(400);
  });

  it("an OpenAPI 3 Accept header parameter is ignored; an unknown query parameter is still rejected", async () => {
    expect(await status("/defaults?rights=tv", { headers: { accept: "text/plain" } })).toBe(200);
    expect(await status("/defaults?rights=tv&other=1")).toBe(400);
  });

  it("a bracketed name is a literal parameter name, validated by its schema", async () => {
    expect(await status("/filtered?filter[id]=ab")).toBe(200);
    expect(await status("/filtered?filter%5Bid%5D=ab")).toBe(200);
    expect(await status("/filtered?filter[id]=a")).toBe(400);
    expect(await status("/filtered?filter[name]=ab")).toBe(400);
  });

  it("an optional body may be left out", async () => {
    expect(await status("/forms", { method: "POST" })).toBe(200);
  });

  it("form fields are read per their schema types", async () => {
    expect(await status("/forms", form("n=1&flag=true&tags=1&tags=2"))).toBe(200);
    expect(await status("/forms", form("n=1&tags=3"))).toBe(200);
    expect(await status("/forms", form("n=abc"))).toBe(400);
    expect(await status("/forms", form("n=1.5"))).toBe(400);
    expect(await status("/forms", form("n=1&flag=yes"))).toBe(400);
    expect(await status("/forms", form("flag=true"))).toBe(400);
  });

  it("an XML body is read into the value its schema describes", async () => {
    expect(await status("/forms", xml(`<?xml version="1.0"?>\n<Order id="7"><n>1</n><tags><tag>a</tag><tag>b</tag></tags></Order>`))).toBe(200);
    expect(await status("/forms", xml("<Order><n>1</n><tags/></Order>"))).toBe(200);
    expect(await status("/forms", xml("<Order><n>x</n><tags/></Order>"))).toBe(400);
    expect(await status("/forms", xml(`<Order id="x"><n>1</n><tags/></Order>`))).toBe(400);
    expect(await status("/forms", xml("<Order><n>1</n></Order>"))).toBe(400);
    expect(await status("/forms", xml("<Order><n>1</n><tags/><extra>1</extra></Order>"))).toBe(400);
    expect(await status("/forms", xml("<Order><n>1</n>"))).toBe(400);
  });

  it("apitest's multipart body with a control character in a generated property name is one a parser reads", async () => {
    // Before: the name went out raw in the part header, and multer answered 500 "Malformed part header".
    const { body, contentType } = serializeMultipart({ a: 1, "UA\u0003": "", 'q"\r\n': "x" }, { mediaType: "multipart/form-data" });
    expect(new TextDecoder().decode(body)).toContain('name="UA%03"');
    expect(await status("/uploads", { method: "POST", headers: { "content-type": contentType }, body })).toBe(200);
    expect(await status("/uploads", form("a=1"))).toBe(415);
  });
});

// Swagger 2.0, converted for the validator by swagger2openapi: a required formData parameter
// reached through a $ref loses its body's `required` in the conversion; Accept is a real input.
const SWAGGER2 = `swagger: "2.0"
info: {title: t, version: "1"}
parameters:
  f.qid: {name: qid, in: formData, required: true, type: integer}
paths:
  /orders:
    post:
      consumes: [application/x-www-form-urlencoded]
      parameters:
        - {name: Accept, in: header, required: true, type: string, enum: [application/json]}
        - {name: tag, in: formData, required: false, type: string}
        - $ref: "#/parameters/f.qid"
      responses: {"200": {description: ok}}
`;

describe("the strict server reads a converted Swagger 2.0 document as 2.0 says", () => {
  it("a body of required formData fields is required; an Accept header parameter is validated", { timeout: 30_000 }, async () => {
    const warn = console.warn;
    console.warn = () => {};
    const dir = await mkdtemp(join(tmpdir(), "apitest-strict-2-"));
    try {
      await writeFile(join(dir, "orders.yaml"), SWAGGER2);
      const documents = await readDocuments(join(dir, "orders.yaml"));
      const server = await startStrictServer(documents.forValidator, { convertedFrom2: true });
      try {
        const post = async (headers: Record<string, string>, body?: string): Promise<number> => (await fetch(`${server.url}/orders`, { method: "POST", headers, body })).status;
        const formType = { "content-type": "application/x-www-form-urlencoded" };
        expect(await post({ accept: "application/json", ...formType }, "qid=1")).toBe(200);
        expect(await post({ accept: "application/json" })).toBe(415);
        expect(await post({ accept: "text/plain", ...formType }, "qid=1")).toBe(400);
        expect(await post({ ...formType }, "qid=1")).toBe(400);
      } finally {
        await server.close();
      }
    } finally {
      console.warn = warn;
      await rm(dir, { recursive: true, force: true });
    }
  });
});

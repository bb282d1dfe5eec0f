import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperationDefinition } from "../../src/core/operation.js";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { splitPathTemplate } from "../../src/serialization/path-template.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { startServer, type TestRequest, type TestServer } from "../support/server.js";
import { loadCorpus, operationOf, sendPositive, type SentCase } from "../support/wirefix-support.js";

/** Every issue the request validator finds in a sent case (pairs a path template writes are claimed by it). */
function wireIssues(sent: SentCase, _operation: OperationDefinition): readonly string[] {
  return sent.issues;
}

describe("splitPathTemplate", () => {
  it("cuts at the first ? and # outside a {variable}", () => {
    expect(splitPathTemplate("/users/{id}")).toEqual({ path: "/users/{id}", query: "", fragment: undefined });
    expect(splitPathTemplate("/current?city={city}&country={country}")).toEqual({ path: "/current", query: "city={city}&country={country}", fragment: undefined });
    expect(splitPathTemplate("/#Action=Publish")).toEqual({ path: "/", query: "", fragment: "Action=Publish" });
    expect(splitPathTemplate("/{Bucket}?uploads#x=1?y")).toEqual({ path: "/{Bucket}", query: "uploads", fragment: "x=1?y" });
    expect(splitPathTemplate("/a{?b}/c")).toEqual({ path: "/a{?b}/c", query: "", fragment: undefined });
  });
});

describe("a # in the path template (AWS SNS, /#Action=…)", () => {
  let spec: OpenApiSpec;
  beforeAll(async () => {
    spec = await loadCorpus("amazonaws.com__sns__2010-03-31.json");
  });

  it("never sends a fragment and keeps the generated query, valid as sent", () => {
    const operations = spec.operations.filter((operation) => operation.path.includes("#Action="));
    expect(operations.length).toBeGreaterThan(30);
    let count = 0;
    for (const operation of operations) {
      const action = /#Action=(\w+)/.exec(operation.path)?.[1] as string;
      for (const sent of sendPositive(spec, operation, 4)) {
        count += 1;
        expect(sent.request.url, operation.label).not.toContain("#");
        const url = new URL(sent.request.url);
        expect(url.pathname).toBe("/");
        expect(url.searchParams.get("Action"), operation.label).toBe(action);
        expect(sent.issues, `${operation.label}: ${sent.request.url}`).toEqual([]);
      }
    }
    expect(count).toBeGreaterThan(operations.length * 2);
  });

  describe("on a real server", () => {
    let server: TestServer;
    const seen: TestRequest[] = [];
    beforeAll(async () => {
      server = await startServer((request) => {
        seen.push(request);
        return { status: 200, body: "ok" };
      });
    });
    afterAll(() => server.close());

    it("the server receives the query parameters", async () => {
      const operation = operationOf(spec, "GET /#Action=AddPermission");
      const [sent] = sendPositive(spec, operation, 1, server.url);
      const transport = createHttpTransport();
      try {
        await transport.send(sent!.request);
      } finally {
        await transport.close();
      }
      const received = seen.at(-1)!;
      expect(received.url.pathname).toBe("/");
      expect(received.url.searchParams.get("Action")).toBe("AddPermission");
      expect(received.url.searchParams.get("Version")).toBe("2010-03-31");
      expect(received.url.searchParams.has("TopicArn")).toBe(true);
    });
  });
});

describe("a ? in the path template (weatherbit, /current?city={city})", () => {
  let spec: OpenApiSpec;
  beforeAll(async () => {
    spec = await loadCorpus("weatherbit.io__weatherbit.io__2.0.0.yaml");
  });

  it("merges the template's query into the query string, with its variables expanded", () => {
    const operation = operationOf(spec, "GET /current?city={city}&country={country}");
    for (const sent of sendPositive(spec, operation, 30)) {
      const url = new URL(sent.request.url);
      expect(sent.request.url.split("?")).toHaveLength(2);
      expect(url.pathname).toBe("/v2.0/current");
      expect(url.searchParams.get("city")).toBe(String(sent.data.pathParameters["city"]));
      expect(url.searchParams.get("country")).toBe(String(sent.data.pathParameters["country"]));
      expect(url.searchParams.has("key")).toBe(true);
      expect(url.search.startsWith("?city=")).toBe(true);
      expect(wireIssues(sent, operation)).toEqual([]);
    }
  });

  it("every templated-query operation of the document is valid as sent", () => {
    const operations = spec.operations.filter((operation) => operation.path.includes("?"));
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) {
      for (const sent of sendPositive(spec, operation, 3)) {
        expect(sent.request.url, operation.label).not.toMatch(/\?.*\?|[{}]/);
        expect(wireIssues(sent, operation), `${operation.label}: ${sent.request.url}`).toEqual([]);
      }
    }
  });

  it("puts the base URL's query first, then the template's, then the case's; drops a base URL fragment", () => {
    const operation = operationOf(spec, "GET /current?city={city}&country={country}");
    const data = { method: "GET", path: operation.path, pathParameters: { city: "São Paulo", country: "a&b=c" }, query: { key: "k" }, headers: {}, cookies: {}, body: undefined, mediaType: undefined };
    const request = prepareRequest(data, operation, { baseUrl: "http://127.0.0.1:9/v2.0?tenant=1#top" });
    expect(request.url).toBe("http://127.0.0.1:9/v2.0/current?tenant=1&city=S%C3%A3o%20Paulo&country=a%26b%3Dc&key=k");
  });
});

describe("literal text of a templated query", () => {
  it("is kept as written, encoding only what a query cannot hold", () => {
    const operation = { method: "GET", path: "/search?format=json&q=a b%zz&x=%41#frag", label: "GET /search", tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths" };
    const data = { method: "GET", path: operation.path, pathParameters: {}, query: { page: 2 }, headers: {}, cookies: {}, body: undefined, mediaType: undefined };
    expect(prepareRequest(data, operation, { baseUrl: "http://127.0.0.1:9" }).url).toBe("http://127.0.0.1:9/search?format=json&q=a%20b%25zz&x=%41&page=2");
  });
});

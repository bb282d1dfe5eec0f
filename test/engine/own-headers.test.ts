import { describe, expect, test } from "vitest";
import type { OperationDefinition, ParameterDefinition } from "../../src/core/operation.js";
import type { RunEnvironment } from "../../src/engine/environment.js";
import { splitRunHeaders } from "../../src/engine/own-headers.js";
import { unsendableParametersWarning } from "../../src/engine/unsendable-parameters.js";
import { USER_AGENT } from "../../src/version.js";

describe("splitRunHeaders", () => {
  test("apitest's own User-Agent yields to the case; the user's headers do not", () => {
    const split = splitRunHeaders({ headers: { "User-Agent": USER_AGENT, "X-Key": "k" } } as unknown as RunEnvironment);
    expect(split.defaults).toEqual({ "User-Agent": USER_AGENT });
    expect(split.extra).toEqual({ "X-Key": "k" });
  });

  test("a User-Agent the user gave (-H) stays with the user's headers and wins", () => {
    const split = splitRunHeaders({ headers: { "user-agent": "mine/1" } } as unknown as RunEnvironment);
    expect(split.defaults).toBeUndefined();
    expect(split.extra).toEqual({ "user-agent": "mine/1" });
  });
});

function header(name: string): ParameterDefinition {
  return { name, location: "header", required: true, schema: { type: "string" }, style: "simple", explode: false, allowReserved: false, deprecated: false, examples: [] };
}

function operation(label: string, parameters: ParameterDefinition[]): OperationDefinition {
  const [method = "GET", path = "/"] = label.split(" ");
  return { method, path, label, tags: [], deprecated: false, parameters, responses: [], security: [], pointer: "/paths/x" };
}

describe("unsendableParametersWarning", () => {
  test("one warning naming every client-owned header parameter, with its operations in schema order", () => {
    const warning = unsendableParametersWarning([
      operation("POST /b", [header("Content-Length"), header("X-Ok")]),
      operation("GET /a", [header("X-Ok")]),
      operation("GET /c", [header("connection"), header("Content-Length")]),
    ]);
    expect(warning).toMatchObject({ type: "warning", name: "unsendable_parameters", operations: ["POST /b (Content-Length)", "GET /c (connection, Content-Length)"] });
    expect(warning?.message).toContain("Content-Length, connection");
  });

  test("none when no operation declares one", () => {
    expect(unsendableParametersWarning([operation("GET /a", [header("X-Ok"), header("User-Agent")])])).toBeUndefined();
  });
});

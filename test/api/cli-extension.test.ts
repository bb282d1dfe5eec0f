import { afterEach, describe, expect, it } from "vitest";
import { clearCliExtensions, extendCli, UsageError } from "../../src/index.js";
import { cliExtensionStore } from "../../src/core/cli-extension.js";
import { checkConfigObject } from "../../src/config/parse-config.js";

afterEach(() => clearCliExtensions());

describe("extendCli()", () => {
  it("registers an extension by name, the latest registration of a name winning", () => {
    extendCli({ name: "team", options: [{ flag: "--owner <name>", description: "who" }] });
    extendCli({ name: "team", options: [{ flag: "--fail-log <path>", description: "where" }] });
    expect([...cliExtensionStore().keys()]).toEqual(["team"]);
    expect(cliExtensionStore().get("team")?.options?.[0]?.flag).toBe("--fail-log <path>");
  });

  it("refuses a malformed name or flag, and a report name a built-in format has", () => {
    expect(() => extendCli({ name: "Team" })).toThrow(UsageError);
    expect(() => extendCli({ name: "team", options: [{ flag: "-o", description: "short" }] })).toThrow(/must look like "--name" or "--name <value>"/);
    expect(() => extendCli({ name: "team", reporters: { junit: () => ({ handle() {} }) } })).toThrow(/taken or malformed/);
  });

  it("leaves the apitest.toml section it names to it; other unknown sections stay errors", () => {
    expect(() => checkConfigObject({ team: { owner: "payments" } }, {})).toThrow(/unknown key "team"/);
    extendCli({ name: "team" });
    expect(checkConfigObject({ team: { owner: "${OWNER}" } }, { OWNER: "payments" })).toMatchObject({ team: { owner: "payments" } });
    expect(() => checkConfigObject({ teem: {} }, {})).toThrow(/unknown key "teem"/);
  });
});

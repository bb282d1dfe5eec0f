import { describe, expect, it } from "vitest";
import { isOwnScript } from "../../src/greybox/own-code.js";

describe("isOwnScript", () => {
  it.each([
    ["file:///srv/app/server.js", true],
    ["/srv/app/routes.js", true],
    ["file:///srv/app/node_modules/express/index.js", false],
    ["node:internal/http", false],
    ["node:http", false],
    ["internal/modules/cjs/loader.js", false],
    ["", false],
    ["evalmachine.<anonymous>", false],
    ["wasm://wasm/abc", false],
  ])("%s → %s", (url, own) => {
    expect(isOwnScript(url)).toBe(own);
  });

  it("leaves out the prefixes given (apitest's own files in process)", () => {
    expect(isOwnScript("file:///work/apitest/lib/index.js", ["file:///work/apitest/lib/"])).toBe(false);
    expect(isOwnScript("file:///work/apitest/test/app.js", ["file:///work/apitest/lib/"])).toBe(true);
  });
});

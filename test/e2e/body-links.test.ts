import { describe, expect, it } from "vitest";
import { cli, REACH_BASE, reachServers } from "../support/reach-server.js";

const reachServer = reachServers();
const BASE = REACH_BASE;

describe("inferred links into request bodies (RESTler-style producer→consumer by name)", () => {
  it("the stateful phase chains POST /items → POST /orders {itemId} → the invoice of that order, two creations deep", async () => {
    const { location, log } = await reachServer();
    const result = await cli(["run", location, ...BASE, "--phases", "stateful", "--max-examples", "30"]);
    // The link is listed with the others apitest inferred.
    expect(result.stdout).toContain("POST /items (201) -> POST /orders {itemId} via $response.body#/id");
    // The invoice of a real order crashes: reached only through an order of a real item.
    expect(result.stdout).toMatch(/GET \/orders\/\{orderId\}\/invoice[\s\S]*Server error/);
    expect(log.some((line) => /^GET \/orders\/ord-\d+\/invoice /.test(line))).toBe(true);
    const linked = log.filter((line) => /^POST \/orders \{"itemId":"it-\d+"/.test(line));
    expect(log.findIndex((line) => /^POST \/orders \{"itemId":"it-\d+"/.test(line))).toBeGreaterThan(log.findIndex((line) => line.startsWith("POST /items ")));
    // The rest of the generated body is kept: the linked orders carry generated quantities.
    expect(new Set(linked.map((line) => /"quantity":(-?\d+)/.exec(line)?.[1])).size).toBeGreaterThan(1);
  });
});

// node:test + a real Express server on 127.0.0.1, with a schema a `before` hook loads:
// run with `node --test examples/node-test-express/`. (A separate file from orders.test.mjs: each
// node:test file runs in its own process, and in-process Express runs stay apart from real ones.)
import { after, before } from "node:test";
import { openapi } from "apitest-pbt";
import { parametrize } from "apitest-pbt/node-test";
import { createApp } from "./app.mjs";

// A real server on 127.0.0.1, and a schema a `before` hook loads from it: one test,
// `live orders`, with each operation as a subtest `live orders[GET /orders]`.
let server;
let live;
before(async () => {
  server = createApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  live = await openapi.fromUrl(`http://127.0.0.1:${server.address().port}/openapi.json`);
});
after(async () => {
  await live?.close();
  await new Promise((resolve) => server.close(resolve));
});
parametrize(async () => live.exclude({ operationId: "getOrder" }), { maxExamples: 20 })("live orders", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});


// The bare undici loop as its own process, for the end-to-end comparison: `node bench/bare-loop.js
// <url> <concurrency> <total>` sends `total` GET requests over `concurrency` connections, reading
// every body, and exits. Timed from spawn to exit like `apitest run`, start-up included.
import { Pool } from "undici";

const [url, concurrency, total] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const pool = new Pool(url, { connections: concurrency, pipelining: 1 });
let sent = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (sent < total) {
      sent++;
      const { body } = await pool.request({ method: "GET", path: "/items/1" });
      await body.arrayBuffer();
    }
  }),
);
await pool.close();
process.stdout.write(`${sent}\n`);

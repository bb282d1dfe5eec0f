// The bare undici loop: `total` GET requests over a pool of `concurrency` connections, each body
// read, no generation, serialization or checks. `bench/run.js` runs it inside the bench process
// (`bareUndici`) and, as `node bench/bare-loop.js <url> <concurrency> <total>`, as a process of
// its own, timed from spawn to exit like `apitest run` (start-up included); the script prints
// how many requests it sent.
import { pathToFileURL } from "node:url";
import { Pool } from "undici";

/** Sends `total` requests on `pool`, `concurrency` at a time; resolves with how many were sent. */
export async function bareLoop(pool, concurrency, total) {
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
  return sent;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, concurrency, total] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
  const pool = new Pool(url, { connections: concurrency, pipelining: 1 });
  const sent = await bareLoop(pool, concurrency, total);
  await pool.close();
  process.stdout.write(`${sent}\n`);
}

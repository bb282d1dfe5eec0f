// An API that answers `200 {}` to every request: what a run of a large schema costs on the
// client's side, with a server that costs next to nothing. Runs in its own process (see
// start-target.js) and prints its URL on stdout.
import { createServer } from "node:http";

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": 2 });
    res.end("{}");
  });
});

server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));

import type { RunSettings } from "../core/settings.js";
import { connectionCount } from "../transport/connection-count.js";
import { createHttpTransport } from "../transport/http.js";
import { rateLimited } from "../transport/rate-limited.js";
import type { Transport } from "../transport/transport.js";

// Apart from the run's report sinks (run-outputs.ts): a --threads worker thread builds its own
// transport, and never loads the console reporter or the report writers.

/** The HTTP transport of a run (rate-limited when `rate-limit` is set); each worker thread builds its own. */
export function createRunTransport(settings: RunSettings): Transport {
  const network = settings.network;
  const http = createHttpTransport({
    tlsVerify: network.tlsVerify,
    maxResponseSize: network.maxResponseSize,
    connections: connectionCount(settings.workers),
    // `--request-timeout none`: not even the default wait for an answer.
    ...(network.requestTimeout === 0 ? { idleTimeout: 0 } : {}),
    ...(network.proxy === undefined ? {} : { proxy: network.proxy }),
    ...(network.requestCert === undefined ? {} : { requestCert: network.requestCert }),
    ...(network.requestCertKey === undefined ? {} : { requestCertKey: network.requestCertKey }),
  });
  return network.rateLimit === undefined ? http : rateLimited(http, network.rateLimit);
}

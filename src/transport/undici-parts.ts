import { createRequire } from "node:module";
import type { Agent as AgentType, Dispatcher, Pool as PoolType, ProxyAgent as ProxyAgentType, interceptors } from "undici";

// undici's pieces by their own modules: the package index also loads fetch, WebSocket, cookies,
// caches and Node's own copy of undici (≈ 60 ms of every start), which apitest never uses.
const require = createRequire(import.meta.url);

/** undici's connection-pooling agent. */
export const Agent = require("undici/lib/dispatcher/agent.js") as typeof AgentType;

/** undici's pool of connections to one origin. */
export const Pool = require("undici/lib/dispatcher/pool.js") as typeof PoolType;

/** undici's redirect-following interceptor, for `dispatcher.compose(...)`. */
export const redirectInterceptor = require("undici/lib/interceptor/redirect.js") as typeof interceptors.redirect;

/** The error undici rejects an aborted request with. */
export const RequestAbortedError: new (message?: string) => Error = (require("undici/lib/core/errors.js") as { RequestAbortedError: new (message?: string) => Error }).RequestAbortedError;

/** Proxy tunnels need the API the index adds to every dispatcher (`connect`): the whole package then. */
export const loadProxyAgent = (): typeof ProxyAgentType => (require("undici") as { ProxyAgent: typeof ProxyAgentType }).ProxyAgent;

const requestApi = require("undici/lib/api/api-request.js") as (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;

/** undici's `request(url, options)` on a given dispatcher (the package index's helper, without loading the index). */
export function requestOn(dispatcher: Dispatcher, url: string, options: Omit<Dispatcher.RequestOptions, "origin" | "path">): Promise<Dispatcher.ResponseData> {
  const parsed = new URL(url);
  return requestApi.call(dispatcher, { ...options, origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` });
}

/** undici's socket connector (TCP or TLS), to wrap each new socket. */
export const buildConnector = require("undici/lib/core/connect.js") as (options: Record<string, unknown>) => (options: Record<string, unknown>, callback: (error: Error | null | undefined, socket?: import("node:net").Socket | null) => void) => void;

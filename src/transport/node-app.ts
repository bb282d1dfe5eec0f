import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import inject from "light-my-request";
import type { PreparedRequest } from "../core/request.js";
import { Response as ApitestResponse } from "../core/response.js";
import { withDeadline } from "./deadline.js";
import { appCrashed, networkError } from "./network-error.js";
import { headerLists, inProcessResponse } from "./normalize.js";
import { readBody } from "./read-body.js";
import { DEFAULT_MAX_RESPONSE_SIZE, type SendOptions, type Transport } from "./transport.js";

/**
 * A Node app: a `(req, res)` listener (Express app, Koa `app.callback()`, Fastify's
 * `routing`) or an `http.Server` (e.g. Fastify's `app.server` after `await app.ready()`).
 */
export type NodeApp = ((req: IncomingMessage, res: ServerResponse) => void) | Server;

/** Options of {@link createNodeAppTransport}. */
export interface NodeAppTransportOptions {
  /** Largest decoded body kept, in bytes (default 10 MiB). */
  readonly maxResponseSize?: number | undefined;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type InjectMethod = NonNullable<inject.InjectOptions["method"]>;

async function* single(chunk: Uint8Array): AsyncGenerator<Uint8Array> {
  if (chunk.byteLength > 0) yield chunk;
}

function isServer(app: NodeApp): app is Server {
  return typeof app === "object" && typeof (app as Server).listeners === "function";
}

// A server may have several 'request' listeners; call them as `emit` would, looked up per
// request so listeners added after the transport was created still count.
function dispatcherOf(app: NodeApp): Listener {
  if (!isServer(app)) return app;
  return (req, res) => {
    for (const listener of app.listeners("request")) (listener as Listener).call(app, req, res);
  };
}

/** The Express apps already given their own request and response prototypes. */
const ownPrototypes = new WeakSet<object>();

/**
 * light-my-request makes an Express app injectable by changing the prototype of Express's
 * module-wide `request` and `response` objects, which every Express app of the process inherits
 * from: after one injection, an Express app served over real HTTP in the same process (another
 * test, a later one) answers through light-my-request's methods and crashes. Giving the app its
 * own copies of those two objects first confines the change to the app under test.
 */
function ownExpressPrototypes(app: NodeApp): void {
  const express = app as unknown as { request?: { app?: unknown }; response?: object };
  if (typeof app !== "function" || express.request?.app !== app || express.response === undefined || ownPrototypes.has(app)) return;
  for (const own of [express.request, express.response]) {
    const shared = Object.getPrototypeOf(own) as object;
    Object.setPrototypeOf(own, Object.create(Object.getPrototypeOf(shared) as object | null, Object.getOwnPropertyDescriptors(shared)));
  }
  ownPrototypes.add(app);
}

/**
 * A transport that calls a Node listener in process through light-my-request (no
 * socket). Responses are normalized like HTTP ones: reason phrases from the status,
 * lowercased header lists, decoded bodies cut at `maxResponseSize`.
 */
export function createNodeAppTransport(app: NodeApp, options: NodeAppTransportOptions = {}): Transport {
  ownExpressPrototypes(app);
  const dispatch = dispatcherOf(app);
  const limit = options.maxResponseSize ?? DEFAULT_MAX_RESPONSE_SIZE;

  async function exchange(request: PreparedRequest): Promise<ApitestResponse> {
    const started = performance.now();
    const injectOptions: inject.InjectOptions = {
      method: request.method as InjectMethod,
      url: request.url,
      headers: request.headers,
      validate: false,
    };
    if (request.body !== undefined) {
      injectOptions.payload = Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength);
    }
    let answer: inject.Response;
    try {
      answer = await inject(dispatch, injectOptions);
    } catch (error) {
      throw appCrashed(request, error);
    }
    const headers = headerLists(answer.headers as Record<string, string | number | string[] | undefined>);
    const body = await readBody(single(answer.rawPayload), headers["content-encoding"]?.join(","), limit);
    return inProcessResponse(request, { status: answer.statusCode, statusText: answer.statusMessage, headers, body }, started);
  }

  return {
    async send(request: PreparedRequest, sendOptions?: SendOptions): Promise<ApitestResponse> {
      const timeout = sendOptions?.timeout;
      try {
        return await withDeadline(() => exchange(request), timeout, request.method, request.url, sendOptions?.signal);
      } catch (error) {
        throw networkError(error, request.method, request.url, timeout);
      }
    },
    async close(): Promise<void> {},
  };
}

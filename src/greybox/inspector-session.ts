import { WebSocket } from "undici";
import { UsageError } from "../core/errors.js";
import type { ProtocolSession } from "./protocol.js";

/** One target of an inspector's `/json/list`. */
interface InspectorTarget {
  readonly type?: string;
  readonly webSocketDebuggerUrl?: string;
}

/** How long connecting (the HTTP listing and the WebSocket handshake) may take. */
const CONNECT_TIMEOUT_MS = 10_000;

/** How long one protocol command may take (a take on a large API is well under a second). */
const COMMAND_TIMEOUT_MS = 30_000;

const HOW_TO_START = "start the API with `node --inspect=127.0.0.1:9229 server.js` and pass `--coverage-from http://127.0.0.1:9229`";

/** The inspector's HTTP base (`http://host:port`) for what the user wrote: `host:port`, an `http://` or a `ws://` URL. */
export function inspectorBase(from: string): URL {
  const text = /^[a-z]+:\/\//i.test(from) ? from : `http://${from}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--coverage-from: "${from}" is not an inspector address; ${HOW_TO_START}.`);
  }
  if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) throw new UsageError(`--coverage-from: "${from}" is not an inspector address (http:// or ws://); ${HOW_TO_START}.`);
  return url;
}

/**
 * The WebSocket URL of the Node process behind an inspector address: a `ws://` URL as given, or
 * the one target `/json/list` names. Throws a one-paragraph {@link UsageError} when nothing listens
 * there or the target is not Node.
 */
export async function inspectorWebSocketUrl(from: string): Promise<string> {
  const base = inspectorBase(from);
  if (base.protocol === "ws:" || base.protocol === "wss:") return base.href;
  const origin = `${base.protocol}//${base.host}`;
  const version = await getJson(`${origin}/json/version`, from);
  const browser = typeof version === "object" && version !== null ? String((version as { Browser?: unknown }).Browser ?? "") : "";
  if (!/^node\.js/i.test(browser)) {
    throw new UsageError(`--coverage-from ${from}: the inspector there is not a Node.js process (it says "${browser || "nothing"}"); grey-box search reads a Node API's own code. ${HOW_TO_START}.`);
  }
  const list = await getJson(`${origin}/json/list`, from);
  const targets = Array.isArray(list) ? (list as InspectorTarget[]) : [];
  const target = targets.find((entry) => entry.type === "node" && typeof entry.webSocketDebuggerUrl === "string");
  if (target?.webSocketDebuggerUrl === undefined) throw new UsageError(`--coverage-from ${from}: the inspector lists no Node.js target; ${HOW_TO_START}.`);
  return target.webSocketDebuggerUrl;
}

async function getJson(url: string, from: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) });
  } catch (error) {
    throw new UsageError(`--coverage-from ${from}: nothing answers there (${describe(error)}); ${HOW_TO_START}.`, { cause: error });
  }
  if (!response.ok) throw new UsageError(`--coverage-from ${from}: ${url} answered ${response.status}, not an inspector listing; ${HOW_TO_START}.`);
  try {
    return await response.json();
  } catch (error) {
    throw new UsageError(`--coverage-from ${from}: ${url} did not answer JSON, so it is not a Node inspector; ${HOW_TO_START}.`, { cause: error });
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === "string" ? code : cause instanceof Error ? cause.message : String(cause);
}

/**
 * Connects to a Node process's inspector (a process started with `--inspect`) over the Chrome
 * DevTools Protocol. Only the `Profiler` and `Debugger` domains are used, never to pause.
 */
export async function connectInspector(from: string): Promise<ProtocolSession> {
  const url = await inspectorWebSocketUrl(from);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new UsageError(`--coverage-from ${from}: the inspector did not accept a connection within ${CONNECT_TIMEOUT_MS / 1000} s (is a debugger already attached?); ${HOW_TO_START}.`)), CONNECT_TIMEOUT_MS);
    socket.addEventListener("open", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.addEventListener("error", (event) => {
      clearTimeout(timer);
      reject(new UsageError(`--coverage-from ${from}: cannot open the inspector's WebSocket ${url} (${describe((event as { error?: unknown }).error)}); ${HOW_TO_START}.`));
    });
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let eventListener: ((method: string, params: Record<string, unknown>) => void) | undefined;
  let closeListener: ((reason: string) => void) | undefined;
  let closing = false;
  let closedReason: string | undefined;
  socket.addEventListener("message", (event) => {
    let message: { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { message?: string } };
    try {
      message = JSON.parse(String(event.data)) as typeof message;
    } catch {
      return;
    }
    if (message.id === undefined) {
      if (message.method !== undefined) eventListener?.(message.method, message.params ?? {});
      return;
    }
    const waiting = pending.get(message.id);
    if (waiting === undefined) return;
    pending.delete(message.id);
    if (message.error !== undefined) waiting.reject(new Error(message.error.message ?? "inspector command failed"));
    else waiting.resolve(message.result);
  });
  socket.addEventListener("close", (event) => {
    closedReason = `the inspector connection closed${event.reason ? ` (${event.reason})` : ""}`;
    for (const waiting of pending.values()) waiting.reject(new Error(closedReason));
    pending.clear();
    if (!closing) closeListener?.(closedReason);
  });
  return {
    post<T>(method: string, params?: Record<string, unknown>): Promise<T> {
      if (closedReason !== undefined) return Promise.reject(new Error(closedReason));
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        // A process paused by another debugger never answers: the run goes on without coverage.
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`the inspector did not answer ${method} within ${COMMAND_TIMEOUT_MS / 1000} s (is the process paused in a debugger?)`));
        }, COMMAND_TIMEOUT_MS);
        timer.unref();
        const settle = <V>(done: (value: V) => void) => (value: V): void => {
          clearTimeout(timer);
          done(value);
        };
        pending.set(id, { resolve: settle(resolve as (value: unknown) => void), reject: settle(reject) });
        socket.send(JSON.stringify({ id, method, params: params ?? {} }));
      });
    },
    onEvent(listener) {
      eventListener = listener;
    },
    onClose(listener) {
      closeListener = listener;
    },
    async close() {
      closing = true;
      if (closedReason !== undefined) return;
      await new Promise<void>((resolve) => {
        socket.addEventListener("close", () => resolve());
        socket.close();
      });
    },
  };
}

import { Session } from "node:inspector";
import type { ProtocolSession } from "./protocol.js";

/**
 * The protocol session of this very process (`node:inspector`): what `coverage: true` uses for
 * an app tested in process. Commands never pause the isolate, so nothing deadlocks.
 */
export function inProcessSession(): ProtocolSession {
  const session = new Session();
  session.connect();
  return {
    post<T>(method: string, params?: Record<string, unknown>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        session.post(method, params ?? {}, (error, result) => (error === null ? resolve(result as T) : reject(error)));
      });
    },
    onEvent(listener) {
      session.on("inspectorNotification", (message: { method: string; params?: Record<string, unknown> }) => listener(message.method, message.params ?? {}));
    },
    onClose() {
      // The same process: the session cannot drop while it runs.
    },
    async close() {
      session.disconnect();
    },
  };
}

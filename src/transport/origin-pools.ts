import type { Dispatcher, Pool as PoolType } from "undici";
import { Pool } from "./undici-parts.js";

/** What the HTTP transport needs of a dispatcher: send one exchange, close at the end. */
export interface ExchangeDispatcher {
  /** Starts one exchange (undici's `Dispatcher.dispatch`). */
  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean;
  /** Closes every connection once the exchanges in flight are done. */
  close(): Promise<void>;
}

/**
 * One undici `Pool` per origin, kept until {@link ExchangeDispatcher.close}: its sockets stay alive
 * between exchanges (`keepAliveTimeout`) and reconnect on demand.
 *
 * Not undici's `Agent`: in undici 7.30 the agent closes an origin's pool when its connection count
 * falls to zero, and the closed pool's late `disconnect` events then close the pool that replaced
 * it. One socket that undici resets on purpose (a `DELETE` or `GET` sent with a body) thus made
 * every later request of the run open and close a connection of its own (3,602 connections for
 * 3,660 requests on the GitHub REST schema, about a third of the run's CPU).
 */
export function originPools(options: PoolType.Options): ExchangeDispatcher {
  const pools = new Map<string, PoolType>();
  return {
    dispatch(dispatchOptions, handler) {
      const origin = String(dispatchOptions.origin);
      let pool = pools.get(origin);
      if (pool === undefined) {
        pool = new Pool(origin, options);
        pools.set(origin, pool);
      }
      return pool.dispatch(dispatchOptions, handler);
    },
    async close() {
      const closing = [...pools.values()].map((pool) => pool.close());
      pools.clear();
      await Promise.all(closing);
    },
  };
}

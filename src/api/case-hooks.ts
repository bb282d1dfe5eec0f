import type { Response } from "../core/response.js";
import { hasCallHooks, runAfterCall, runBeforeCall, type RunHooks } from "../hooks/call-hooks.js";
import { registeredAuth } from "./auth.js";
import type { Case, CallOptions } from "./case.js";
import { hooksFor } from "./hook.js";

function libraryHooks(apiCase: Case): RunHooks {
  const schema = apiCase.operation.schema;
  const auth = registeredAuth();
  return { set: hooksFor(schema), ...(auth === undefined ? {} : { auth }), app: schema.app };
}

/**
 * Sends a case with the auth provider and the `beforeCall`/`afterCall` hooks around it: the
 * provider and `beforeCall` may change the case in place; `kwargs` they add go over `options`.
 */
export async function callWithHooks(apiCase: Case, options: CallOptions, send: (options: CallOptions) => Promise<Response>): Promise<Response> {
  const hooks = libraryHooks(apiCase);
  if (!hasCallHooks(hooks)) return send(options);
  const operation = apiCase.operation.definition;
  const kwargs = await runBeforeCall(hooks, operation, apiCase);
  const response = await send({
    ...options,
    headers: { ...options.headers, ...kwargs.headers },
    query: { ...options.query, ...kwargs.query },
    cookies: { ...options.cookies, ...kwargs.cookies },
  });
  await runAfterCall(hooks, operation, apiCase, response);
  return response;
}

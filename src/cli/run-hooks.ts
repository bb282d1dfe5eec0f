import type { OpenApiSpec } from "../core/spec.js";
import { registeredAuth } from "../api/auth.js";
import { hooksFor, runAfterLoadSchema } from "../api/hook.js";
import { Schema } from "../api/schema.js";
import type { RunHooks } from "../hooks/call-hooks.js";
import type { Transport } from "../transport/transport.js";

/**
 * The hooks of an `apitest run` (registered by the hooks module): runs `afterLoadSchema` on the
 * loaded schema (hooks it registers with `schema.hook` apply to this run), and gives the run its
 * own cache of the auth provider, whose data joins `secrets` (masked in every output) as it arrives.
 */
export async function cliRunHooks(spec: OpenApiSpec, baseUrl: string, transport: Transport, secrets: string[]): Promise<RunHooks> {
  const schema = await runAfterLoadSchema(new Schema(spec, { baseUrl, transport: () => transport }));
  const auth = registeredAuth()?.forRun(secrets);
  return { set: hooksFor(schema), ...(auth === undefined ? {} : { auth }) };
}

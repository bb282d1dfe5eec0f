import type { EventSink } from "../core/events.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { RunSummary } from "../engine/run-options.js";
import { EXIT, type CliIo } from "./exit-codes.js";
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

/** Counts the errors the run reported for failing hooks (so the exit message can blame the hooks, not the network). */
export interface HookErrorWatcher {
  readonly sink: EventSink;
  count(): number;
}

export function hookErrorWatcher(): HookErrorWatcher {
  let count = 0;
  return {
    sink: {
      handle(event) {
        if (event.type === "operation-finished") count += event.errors.filter((error) => error.title === "Hook error").length;
      },
    },
    count: () => count,
  };
}

/** When nothing was sent because hooks failed everywhere: says so and returns exit 2; otherwise undefined. */
export function hooksExitCode(summary: RunSummary, watcher: HookErrorWatcher, io: CliIo): number | undefined {
  if (summary.responses > 0 || summary.errors === 0 || watcher.count() < summary.errors) return undefined;
  io.stderr.write("\nError: no request got a response because the hooks failed for every operation (see the errors above). Fix the hooks module (--hooks, hooks in apitest.toml or APITEST_HOOKS).\n");
  return EXIT.unusable;
}

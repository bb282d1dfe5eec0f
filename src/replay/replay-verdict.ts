import type { CassetteInteraction } from "./cassette-interaction.js";

/** What a replayed request showed, compared with its recording. */
export type ReplayVerdict =
  /** The recorded failure happens again. */
  | { readonly kind: "still-fails"; readonly detail: string }
  /** The recorded failure is gone. */
  | { readonly kind: "fixed"; readonly detail: string }
  /** The recorded failure cannot be re-checked without the schema, and the response changed. */
  | { readonly kind: "unverified"; readonly detail: string }
  /** Recorded as passing, and still passes as far as replay can tell. */
  | { readonly kind: "passes"; readonly detail: string }
  /** Recorded as passing, now a server error or no response. */
  | { readonly kind: "now-fails"; readonly detail: string }
  /** The resource it acts on was created earlier in the recording and is not there now: not a fix, the state changed. */
  | { readonly kind: "state-changed"; readonly detail: string };

/** What the replayed request got. */
export type ReplayOutcome =
  | { readonly status: number; readonly body: Uint8Array }
  | { readonly error: string };

// Checks that replay re-evaluates from the status alone; any other check needs the schema.
const SERVER_ERROR = "not_a_server_error";
const UNDOCUMENTED_STATUS = "status_code_conformance";

/** What replay knows about a request beyond its recording: the earlier recorded step that created the resource it names. */
export interface ReplayContext {
  /** e.g. `POST /items → id 17`. */
  readonly createdBy?: string;
}

// Statuses that say the resource is not there.
const GONE = new Set([404, 410]);

/**
 * Compares a replayed request's outcome with its recording. A recorded failure on a resource an
 * earlier recorded request created (`context.createdBy`) that now answers 404 or 410 is
 * `state-changed`: replay re-sends recorded ids, and the resource the recording made is gone, so
 * the failure is neither fixed nor still there as far as replay can tell. A server error is still
 * failing when the new status is a 5xx again; an undocumented status when the same
 * status comes back; a recorded network error when there is still no response (or a
 * 5xx). Other checks (schema, headers, content type) cannot be re-run without the
 * schema: an identical response still fails them, a changed one is `unverified`.
 */
export function replayVerdict(recorded: CassetteInteraction, outcome: ReplayOutcome, context: ReplayContext = {}): ReplayVerdict {
  const failed = recorded.checks.filter((check) => check.status === "failure").map((check) => check.name);
  const wasFailing = failed.length > 0 || recorded.status === undefined;
  if ("error" in outcome) {
    return wasFailing ? { kind: "still-fails", detail: `no response: ${outcome.error}` } : { kind: "now-fails", detail: `no response: ${outcome.error}` };
  }
  const status = outcome.status;
  if (!wasFailing) return status >= 500 ? { kind: "now-fails", detail: String(status) } : { kind: "passes", detail: String(status) };
  if (context.createdBy !== undefined && GONE.has(status) && (recorded.status === undefined || !GONE.has(recorded.status))) {
    return { kind: "state-changed", detail: `now ${status}: the recording created this resource (${context.createdBy}), this replay did not; run apitest run again to re-check` };
  }
  if (recorded.status === undefined) {
    return status >= 500 ? { kind: "still-fails", detail: `${status} (recorded: no response)` } : { kind: "fixed", detail: `now ${status}` };
  }
  let still = false;
  const unverifiable: string[] = [];
  for (const check of new Set(failed)) {
    if (check === SERVER_ERROR) still ||= status >= 500;
    else if (check === UNDOCUMENTED_STATUS) still ||= status === recorded.status;
    else if (status === recorded.status && sameBytes(outcome.body, recorded.body)) still = true;
    else unverifiable.push(check);
  }
  if (still) return { kind: "still-fails", detail: String(status) };
  if (unverifiable.length > 0) {
    return { kind: "unverified", detail: `now ${status}; ${unverifiable.join(", ")} needs the schema to re-check (run apitest run again)` };
  }
  return { kind: "fixed", detail: `now ${status}` };
}

function sameBytes(a: Uint8Array, b: Uint8Array | undefined): boolean {
  const other = b ?? new Uint8Array(0);
  return a.byteLength === other.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(other.buffer, other.byteOffset, other.byteLength));
}

import type { Case } from "../api/case.js";
import type { APIOperation } from "../api/operation.js";
import type { CaseData } from "../core/case.js";
import { NetworkError } from "../core/errors.js";
import { DEFAULT_KEYS_TO_SANITIZE } from "../core/settings.js";
import { openExampleDatabase, type OpenedDatabase } from "../database/example-database.js";
import { ExampleStore, generatedPart } from "../database/example-store.js";

/** One database per setting for the whole process (so `:memory:` lasts for the test run). */
const opened = new Map<string, Promise<OpenedDatabase>>();
const warned = new Set<string>();
const NOTHING_FIXED = { path: {}, query: {}, header: {}, cookie: {} };

/** The stored failing cases a property replays first, and how to record its outcome. */
export interface PropertyReplay {
  /** fast-check `examples`: each stored case, run before the generated ones. */
  readonly examples: [Case][];
  /**
   * Stores the property's (shrunk) counterexample, or forgets the replayed cases when it passed.
   * When it failed on a network error or a timeout (`error`), that proves nothing about the
   * stored cases: they are kept as they were and the counterexample is not stored.
   */
  finish(failing: Case | undefined, error?: unknown): Promise<void>;
}

/**
 * Error codes of a request the server never took or never answered in time (Node's sockets,
 * undici's timeouts). A connection the server reset or dropped is not among them: a crash is a finding.
 */
const UNANSWERED = /^(ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|UND_ERR_(CONNECT_TIMEOUT|HEADERS_TIMEOUT|BODY_TIMEOUT))$/;

/**
 * Whether a property's error says the server was not there or did not answer in time: a
 * timeout (apitest's own `NetworkError` of code `timeout`, an `AbortError`/`TimeoutError`), or a
 * refused or unresolvable connection anywhere in the error's causes (`case.call()` and user
 * clients' `fetch failed` alike).
 */
export function provesNothing(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 6; depth++) {
    if ((current instanceof NetworkError && current.code === "timeout") || current.name === "TimeoutError" || current.name === "AbortError") return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNANSWERED.test(code)) return true;
    current = current instanceof AggregateError && current.errors[0] !== undefined ? current.errors[0] : current.cause;
  }
  return false;
}

function caseData(apiCase: Case): CaseData {
  const { method, path, pathParameters, query, headers, cookies, body, mediaType } = apiCase;
  return { method, path, pathParameters, query, headers, cookies, body, mediaType };
}

/**
 * Opens `generation.database` for one operation's property (relative paths from the working
 * directory); undefined for `none`. An unusable default warns once and falls back to memory;
 * an unusable explicit path throws a `UsageError`.
 */
export async function openPropertyReplay(operation: APIOperation, setting: string): Promise<PropertyReplay | undefined> {
  if (setting === "none") return undefined;
  let pending = opened.get(setting);
  if (pending === undefined) {
    pending = openExampleDatabase(setting, process.cwd());
    opened.set(setting, pending);
  }
  const { database, warning } = await pending;
  if (warning !== undefined && !warned.has(setting)) {
    warned.add(setting);
    process.emitWarning(warning, { code: "APITEST_EXAMPLE_DATABASE" });
  }
  if (database === undefined) return undefined;
  const spec = operation.schema.spec;
  const store = new ExampleStore(database, `${spec.title}\u0000${spec.apiVersion}`);
  const stored = await store.take(operation.label);
  // A test body may set credentials on the case: sensitive header names are never stored.
  const secrets = { headerNames: DEFAULT_KEYS_TO_SANITIZE, values: [] };
  return {
    examples: stored.map((example) => {
      const { method: _method, path: _path, ...values } = example.data;
      return [operation.makeCase(values)];
    }),
    finish: async (failing, error) => {
      if (failing !== undefined && provesNothing(error)) {
        await store.keep(operation.label, stored, stored.length);
        return;
      }
      const kept = failing === undefined ? [] : [{ data: generatedPart(caseData(failing), NOTHING_FIXED, secrets), meta: failing.meta }];
      await store.keep(operation.label, kept, stored.length);
    },
  };
}

import type { CodeCoverageReport } from "../core/events.js";
import type { Response } from "../core/response.js";
import type { Transport } from "../transport/transport.js";
import { CoverageUnion, type CodeSink } from "./coverage-union.js";
import { isOwnScript } from "./own-code.js";
import { operationMatcher } from "./operation-matcher.js";
import type { ProtocolSession, ScriptCoverage } from "./protocol.js";

/** Requests per take at most: after this many quiet requests in a row, one take per this many. */
export const MAX_BATCH = 32;
/** Cases waiting for their batch's verdict at most (more are judged not interesting). */
const MAX_WAITING = 64;

/** The operation a request is for, from its method, URL and body (a GraphQL document names its root field). */
export type OperationOf = (method: string, url: string, body?: Uint8Array) => string | undefined;

/** Options of {@link CoverageSource.start}. */
export interface CoverageSourceOptions {
  /** URL prefixes that are not the API's code (apitest's own files when the API runs in process). */
  readonly excluded?: readonly string[];
  /** Learns the constants of the API's code (`CodeValues`): every own script's source, and what ran. */
  readonly code?: CodeSink;
  /** The operation a request is for (`operation-matcher.ts`): what a batch reached is credited to it. */
  readonly operationOf?: OperationOf;
}

/**
 * A coverage source: V8's precise block coverage of the API's process, over a protocol session
 * (`--coverage-from` or `node:inspector` in process). Taken after each response while requests
 * reach new code, and in growing batches (up to {@link MAX_BATCH} requests) while they do not,
 * so the inspector traffic stays bounded. A case whose request reached code no earlier one
 * did is interesting ({@link judge}). When the session drops mid-run the run goes on
 * black-box: {@link lost} says why, once.
 */
export class CoverageSource {
  readonly #session: ProtocolSession;
  readonly #union: CoverageUnion;
  readonly #code: CodeSink | undefined;
  #operationOf: OperationOf | undefined;
  /** The one operation the current batch's requests were for; null when they were for several. */
  #batchOperation: string | undefined | null;
  readonly #firstReached = new Map<string, number>();
  readonly #verdicts = new WeakMap<Response, boolean>();
  #waiting: (() => void)[] = [];
  #batch = 1;
  #sinceTake = 0;
  #chain: Promise<void> = Promise.resolve();
  #sources: Promise<void>[] = [];
  #lost: string | undefined;
  #lostListener: ((reason: string) => void) | undefined;
  #finished: CodeCoverageReport | undefined;
  /** Takes so far (what the inspector traffic is bounded by). */
  takes = 0;

  private constructor(session: ProtocolSession, options: CoverageSourceOptions) {
    this.#session = session;
    const excluded = options.excluded ?? [];
    this.#union = new CoverageUnion((url) => isOwnScript(url, excluded));
    this.#code = options.code;
    this.#operationOf = options.operationOf;
  }

  /**
   * Starts precise block coverage on a session and reads every own script's source (those loaded
   * later too). Throws when the session refuses (the caller turns it into a clear error).
   */
  static async start(session: ProtocolSession, options: CoverageSourceOptions = {}): Promise<CoverageSource> {
    const source = new CoverageSource(session, options);
    session.onClose((reason) => source.#lose(reason));
    session.onEvent((method, params) => {
      if (method !== "Debugger.scriptParsed") return;
      const { scriptId, url } = params as { scriptId?: unknown; url?: unknown };
      if (typeof scriptId === "string" && typeof url === "string") source.#readSource(scriptId, url);
    });
    await session.post("Profiler.enable");
    await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
    // What ran before the run (start-up) is not the run's: the first take resets the counters.
    await session.post("Profiler.takePreciseCoverage");
    await session.post("Debugger.enable");
    await Promise.all(source.#sources);
    return source;
  }

  /** Credits what requests reach to these operations from now on (when the operations were not known at start). */
  forOperations(operations: readonly { readonly method: string; readonly path: string; readonly label: string }[] | OperationOf): this {
    this.#operationOf = typeof operations === "function" ? operations : operationMatcher(operations);
    return this;
  }

  /** Why coverage stopped during the run, when it did. */
  get lost(): string | undefined {
    return this.#lost;
  }

  /** Called once if the session drops or a take fails; the run goes on black-box. */
  onLost(listener: (reason: string) => void): void {
    this.#lostListener = listener;
  }

  /** The transport with a coverage take after responses (see the class). */
  wrap(transport: Transport): Transport {
    return {
      send: async (request, options) => {
        const operation = this.#operationOf?.(request.method, request.url, request.body);
        // A batch so far for one operation is taken before a request for another goes out, so
        // what the new operation reaches first is credited to it (not lost to a mixed batch).
        if (this.#lost === undefined && this.#finished === undefined && this.#sinceTake > 0 && typeof this.#batchOperation === "string" && this.#batchOperation !== operation) await this.#flush();
        const response = await transport.send(request, options);
        if (this.#lost === undefined && this.#finished === undefined) await this.#afterResponse(response, operation);
        return response;
      },
      close: () => transport.close(),
    };
  }

  /**
   * Whether the request behind `response` reached new code: `keep` runs now when its take is in,
   * else when its batch's take is (never, when that batch reached nothing new).
   */
  judge(response: Response, keep: () => void): void {
    const verdict = this.#verdicts.get(response);
    if (verdict === true) keep();
    else if (verdict === undefined && this.#lost === undefined && this.#waiting.length < MAX_WAITING) this.#waiting.push(keep);
  }

  /** The last take, then the report; stops coverage and closes the session. Idempotent. */
  async finish(): Promise<CodeCoverageReport> {
    if (this.#finished !== undefined) return this.#finished;
    if (this.#lost === undefined) {
      await this.#chain;
      try {
        await this.#take(undefined);
        await Promise.all(this.#sources);
        await this.#session.post("Profiler.stopPreciseCoverage");
        await this.#session.post("Debugger.disable");
      } catch (error) {
        this.#lose(error instanceof Error ? error.message : String(error));
      }
    }
    this.#finished = { ...this.#union.report(), ...this.#operations(), ...(this.#lost === undefined ? {} : { lost: this.#lost }) };
    await this.#session.close().catch(() => undefined);
    return this.#finished;
  }

  /**
   * What the run reached so far (a take now, coverage stays on): for a library user who asks
   * between tests. After {@link finish}, its report.
   */
  async report(): Promise<CodeCoverageReport> {
    if (this.#finished !== undefined) return this.#finished;
    if (this.#lost === undefined) {
      const next = this.#chain.then(async () => {
        try {
          await this.#take(undefined);
          await Promise.all(this.#sources);
        } catch (error) {
          this.#lose(error instanceof Error ? error.message : String(error));
        }
      });
      this.#chain = next;
      await next;
    }
    return { ...this.#union.report(), ...this.#operations(), ...(this.#lost === undefined ? {} : { lost: this.#lost }) };
  }

  #operations(): Pick<CodeCoverageReport, "operations"> {
    const operations = [...this.#firstReached].map(([name, lines]) => ({ operation: name, linesFirstReached: lines }));
    return operations.length === 0 ? {} : { operations };
  }

  /** The accumulated coverage in V8's format (`NODE_V8_COVERAGE`'s files). */
  toV8(): { result: ScriptCoverage[] } {
    return this.#union.toV8();
  }

  /** Takes what the responses since the last take reached, now (in turn with the other takes). */
  #flush(): Promise<void> {
    const next = this.#chain.then(async () => {
      if (this.#lost === undefined && this.#sinceTake > 0) await this.#takeOrLose(undefined);
    });
    this.#chain = next;
    return next;
  }

  #afterResponse(response: Response, operation: string | undefined): Promise<void> {
    const next = this.#chain.then(async () => {
      if (this.#lost !== undefined) return;
      this.#batchOperation = this.#sinceTake === 0 || this.#batchOperation === operation ? operation : null;
      if (++this.#sinceTake < this.#batch) return;
      await this.#takeOrLose(response);
    });
    this.#chain = next;
    return next;
  }

  /** A take; a failed one drops the source (the run goes on black-box). */
  async #takeOrLose(response: Response | undefined): Promise<void> {
    try {
      await this.#take(response);
    } catch (error) {
      this.#lose(error instanceof Error ? error.message : String(error));
    }
  }

  async #take(response: Response | undefined): Promise<void> {
    this.#sinceTake = 0;
    this.takes++;
    const { result } = await this.#session.post<{ result: ScriptCoverage[] }>("Profiler.takePreciseCoverage");
    const code = this.#code;
    const operation = this.#batchOperation ?? undefined;
    this.#batchOperation = undefined;
    const { fresh, freshLines } = this.#union.add(result, code === undefined ? undefined : (url, ranges) => code.markReached(url, ranges, operation));
    if (operation !== undefined && freshLines > 0) this.#firstReached.set(operation, (this.#firstReached.get(operation) ?? 0) + freshLines);
    const waiting = this.#waiting;
    this.#waiting = [];
    if (response !== undefined) this.#verdicts.set(response, fresh > 0);
    if (fresh > 0) {
      this.#batch = 1;
      for (const keep of waiting) keep();
    } else {
      this.#batch = Math.min(MAX_BATCH, this.#batch * 2);
    }
  }

  #readSource(scriptId: string, url: string): void {
    if (!this.#union.isOwn(url) || this.#union.hasSource(scriptId)) return;
    this.#sources.push(
      this.#session.post<{ scriptSource: string }>("Debugger.getScriptSource", { scriptId }).then(
        ({ scriptSource }) => {
          this.#union.addSource(scriptId, url, scriptSource);
          this.#code?.addScript(url, scriptSource);
        },
        () => undefined,
      ),
    );
  }

  #lose(reason: string): void {
    if (this.#lost !== undefined || this.#finished !== undefined) return;
    this.#lost = reason;
    this.#waiting = [];
    this.#lostListener?.(reason);
  }
}

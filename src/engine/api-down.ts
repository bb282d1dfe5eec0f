import * as net from "node:net";
import { connect as tlsConnect } from "node:tls";
import { setTimeout as delay } from "node:timers/promises";
import type { CaseData, CaseMeta } from "../core/case.js";
import type { FailureReport, OperationError } from "../core/events.js";
import type { Failure } from "../core/failure.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import { connectionLost } from "../transport/network-error.js";
import { describeRequest } from "../transport/normalize.js";

/** The name the finding goes by (it is not a check: no `--checks` entry turns it off). */
export const API_STOPPED_ANSWERING = "api_stopped_answering";

/** Waits between polls for an API that stopped answering, in milliseconds: bounded, about 6 s in all. */
export const BACK_POLL_MS: readonly number[] = [100, 200, 400, 800, 1600, 3200];

/** A request the API answered (or the one it died on), as a finding needs it. */
export interface Exchanged {
  readonly label: string;
  readonly caseId: string;
  readonly request: PreparedRequest;
  readonly data: CaseData;
  readonly meta: CaseMeta;
  readonly response?: Response;
}

/** What an outage meant for the exchange that met it. */
export interface Outage {
  /** The request after which the API stopped answering. */
  readonly culprit: Exchanged;
  /** True for the one exchange that reports it; the others that met the same outage only wait. */
  readonly reports: boolean;
  /** Whether the API answered again within the bounded wait. */
  readonly back: boolean;
  /** The finding, with the wait in its message. */
  readonly failure: Failure;
}

/**
 * Whether the server at the URL's origin answers: it accepts a connection and sends something
 * back to a plain `HEAD /` within 2 s (any status will do). A process that is dying may still
 * accept a connection from its backlog, but never answers on it.
 */
export function serverAnswers(url: string): Promise<boolean> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(true);
  }
  const port = Number(target.port || (target.protocol === "https:" ? 443 : 80));
  const host = target.hostname.replace(/^\[|\]$/g, "");
  const secure = target.protocol === "https:";
  return new Promise((resolve) => {
    const socket = secure ? tlsConnect({ host, port, servername: net.isIP(host) === 0 ? host : undefined, rejectUnauthorized: false }) : net.connect({ host, port });
    let settled = false;
    const done = (up: boolean): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once(secure ? "secureConnect" : "connect", () => socket.write(`HEAD / HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`));
    socket.once("data", () => done(true));
    socket.once("end", () => done(false));
    socket.once("close", () => done(false));
    socket.once("error", () => done(false));
  });
}

/**
 * Whether the API under test is still there. Every answered exchange is recorded; when an
 * exchange then fails because nothing listens any more (refused) or the connection dropped
 * without an answer and nothing listens right after, the API stopped answering: the request it
 * died on (dropped) or the last one it answered (refused) is the finding, "the API stopped
 * answering after this request". The API is polled with a bounded backoff (`BACK_POLL_MS`);
 * the search goes on when it is back, else the run stops with `stopReason`. Exchanges that meet
 * the same outage wait for the one poll and do not report it again.
 */
export class ApiLiveness {
  readonly #probe: (url: string) => Promise<boolean>;
  readonly #sleep: (ms: number) => Promise<unknown>;
  readonly #waits: readonly number[];
  #answered: Exchanged | undefined;
  #outage: Promise<Outage | undefined> | undefined;
  #stopReason: string | undefined;

  constructor(probe: (url: string) => Promise<boolean> = serverAnswers, sleep: (ms: number) => Promise<unknown> = delay, waits: readonly number[] = BACK_POLL_MS) {
    this.#probe = probe;
    this.#sleep = sleep;
    this.#waits = waits;
  }

  /** Records an exchange the API answered. */
  answered(exchange: Exchanged): void {
    this.#answered = exchange;
  }

  /** Why the run must stop (the API did not come back), or undefined. */
  get stopReason(): string | undefined {
    return this.#stopReason;
  }

  /**
   * What a failed exchange means: undefined when it is not the API going away (another kind of
   * error, an API that never answered, or one that still accepts connections), else the outage.
   */
  async lost(error: unknown, failed: Exchanged): Promise<Outage | undefined> {
    if (this.#outage !== undefined) {
      const shared = await this.#outage;
      return shared === undefined ? undefined : { ...shared, reports: false };
    }
    const kind = connectionLost(error);
    const before = this.#answered;
    if (kind === undefined || before === undefined) return undefined;
    const outage = this.#watch(kind === "dropped" ? failed : before, failed.request.url, error);
    this.#outage = outage;
    try {
      return await outage;
    } finally {
      this.#outage = undefined;
    }
  }

  async #watch(culprit: Exchanged, url: string, error: unknown): Promise<Outage | undefined> {
    // Still answering right away: a dropped connection, not an API gone.
    if (await this.#probe(url)) return undefined;
    let waited = 0;
    for (const ms of this.#waits) {
      await this.#sleep(ms);
      waited += ms;
      if (await this.#probe(url)) return { culprit, reports: true, back: true, failure: stoppedFailure(culprit, error, `it answered again within ${seconds(waited)}`) };
    }
    const request = describeRequest(culprit.request.method, culprit.request.url);
    this.#stopReason = `the API stopped answering after ${request} (${culprit.label}) and did not answer again within ${seconds(waited)}`;
    return { culprit, reports: true, back: false, failure: stoppedFailure(culprit, error, `it did not answer again within ${seconds(waited)}, so the run stopped`) };
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function stoppedFailure(culprit: Exchanged, error: unknown, after: string): Failure {
  const how = culprit.response === undefined ? "the connection closed without an answer" : `it answered ${culprit.response.statusCode}, then refused connections`;
  const detail = error instanceof Error ? error.message : String(error);
  return {
    check: API_STOPPED_ANSWERING,
    title: "API stopped answering",
    message: `The API stopped answering after this request: ${how}; ${after}.\nNext error: ${detail}`,
    key: "stopped",
  };
}

/**
 * How an outage is told in the operation that met it: a failure when the request the API died
 * after is this operation's (stored like any failure), else an error that names that request's
 * operation, with its curl.
 */
export function outageFinding(outage: Outage, label: string, curl: string): { readonly report: FailureReport } | { readonly error: OperationError } {
  const { culprit, failure } = outage;
  if (culprit.label !== label) return { error: { title: failure.title, message: failure.message.replace("after this request", `after a request to ${culprit.label}`), curl } };
  return {
    report: {
      failure,
      caseData: culprit.data,
      meta: culprit.meta,
      caseId: culprit.caseId,
      request: culprit.request,
      ...(culprit.response === undefined ? {} : { response: culprit.response }),
      curl,
    },
  };
}

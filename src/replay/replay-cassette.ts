import { describeError } from "../core/errors.js";
import type { TextOutput } from "../reporting/text-output.js";
import { sanitizeText } from "../reporting/sanitize.js";
import type { Transport } from "../transport/transport.js";
import type { CassetteInteraction } from "./cassette-interaction.js";
import { openCassette } from "./read-cassette.js";
import { checkBaseUrl, maskedParts, replayRequest } from "./replay-request.js";
import { replayVerdict, type ReplayVerdict } from "./replay-verdict.js";

/** Options of {@link replayCassette}. */
export interface ReplayOptions {
  /** A VCR cassette written by `apitest run --report vcr`. */
  readonly cassettePath: string;
  /** Send to this base URL instead of the recorded one (replaces the recorded base URL). */
  readonly baseUrl?: string;
  /** Replay only interactions with a failing check (or no response). */
  readonly onlyFailures: boolean;
  readonly transport: Transport;
  readonly output: TextOutput;
  /** Headers replacing recorded ones, e.g. credentials the cassette holds as `[Filtered]` (`-H`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The sanitization replacement to look for in recorded requests (default `[Filtered]`). */
  readonly replacement?: string;
  /** Seconds each request may take. */
  readonly timeout?: number;
  /** Aborting stops after the request in flight; the summary covers what was replayed. */
  readonly signal?: AbortSignal;
}

/** What a replay found, as data. */
export interface ReplaySummary {
  readonly replayed: number;
  /** Recorded failures that happen again. */
  readonly stillFailing: number;
  /** Recorded failures that are gone. */
  readonly fixed: number;
  /** Recorded failures of checks that need the schema, whose response changed. */
  readonly unverified: number;
  /** Recorded as passing, now a server error or no response. */
  readonly nowFailing: number;
}

const DEFAULT_REPLACEMENT = "[Filtered]";

const LINE: Readonly<Record<ReplayVerdict["kind"], string>> = {
  "still-fails": "✘ still fails",
  fixed: "✔ fixed",
  unverified: "? unverified",
  passes: "✔ passes",
  "now-fails": "✘ now fails",
};

/**
 * `apitest replay`: re-sends the requests of a cassette (all, or only the failing ones)
 * to the recorded URL or to `baseUrl`, and says for each whether its recorded failure
 * still happens; one line per request, then a summary. Reads the cassette lazily, so
 * memory does not grow with its size. Credentials masked at recording time are pointed
 * out, and can be supplied again with `headers`.
 *
 * @throws UsageError when the cassette cannot be read or `baseUrl` is not an http(s) URL.
 */
export async function replayCassette(options: ReplayOptions): Promise<ReplaySummary> {
  const baseUrl = options.baseUrl === undefined ? undefined : checkBaseUrl(options.baseUrl);
  const cassette = await openCassette(options.cassettePath);
  const replacement = options.replacement ?? DEFAULT_REPLACEMENT;
  const supplied = options.headers ?? {};
  // Supplied credentials are secrets: never echo them back.
  const secrets = Object.values(supplied).filter((value) => value.length >= 4);
  const say = (text: string): void => {
    options.output.write(`${sanitizeText(text, secrets, replacement)}\n`);
  };
  const counts = { replayed: 0, stillFailing: 0, fixed: 0, unverified: 0, nowFailing: 0 };
  const noted = new Set<string>();

  const recorded = [cassette.head.recordedWith, cassette.head.seed === undefined ? undefined : `seed ${cassette.head.seed}`].filter((part) => part !== undefined);
  say(`Replaying ${options.cassettePath}${recorded.length === 0 ? "" : ` (${recorded.join(", ")})`}${baseUrl === undefined ? "" : ` against ${baseUrl}`}`);
  say("");
  for await (const interaction of cassette.interactions) {
    if (options.signal?.aborted === true) break;
    if (options.onlyFailures && !isFailing(interaction)) continue;
    for (const part of maskedParts(interaction.request, replacement, supplied)) {
      if (noted.has(part)) continue;
      noted.add(part);
      say(`! ${part} was recorded sanitized as ${JSON.stringify(replacement)}; ${hint(part)}`);
    }
    const request = replayRequest(interaction.request, {
      ...(baseUrl === undefined ? {} : { baseUrl }),
      ...(cassette.head.baseUrl === undefined ? {} : { recordedBaseUrl: cassette.head.baseUrl }),
      headers: supplied,
    });
    let verdict: ReplayVerdict;
    try {
      const response = await options.transport.send(request, options.timeout === undefined ? undefined : { timeout: options.timeout });
      verdict = replayVerdict(interaction, { status: response.statusCode, body: response.content });
    } catch (error) {
      verdict = replayVerdict(interaction, { error: describeError(error) });
    }
    counts.replayed++;
    if (verdict.kind === "still-fails") counts.stillFailing++;
    else if (verdict.kind === "fixed") counts.fixed++;
    else if (verdict.kind === "unverified") counts.unverified++;
    else if (verdict.kind === "now-fails") counts.nowFailing++;
    say(`${LINE[verdict.kind]}: ${request.method} ${pathOf(request.url)} ${verdict.detail}`);
  }
  say("");
  say(summaryLine(counts, options.onlyFailures));
  return counts;
}

/** Whether the recording shows a failure: a failed check, or no response at all. */
function isFailing(interaction: CassetteInteraction): boolean {
  return interaction.status === undefined || interaction.checks.some((check) => check.status === "failure");
}

function hint(part: string): string {
  if (part.startsWith("header ")) {
    const name = part.slice("header ".length);
    return `pass the real value with -H '${name}: …' (or record with --output-sanitize false).`;
  }
  return "the server receives the replacement text instead of the real value (record with --output-sanitize false to keep it).";
}

function pathOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(url);
  const path = match?.[1] ?? url;
  return path === "" ? "/" : path;
}

function summaryLine(counts: ReplaySummary, onlyFailures: boolean): string {
  if (counts.replayed === 0) return onlyFailures ? "Nothing to replay: the cassette records no failing requests." : "Nothing to replay: the cassette records no requests.";
  const parts = [`${counts.stillFailing} still failing`, `${counts.fixed} fixed`];
  if (counts.unverified > 0) parts.push(`${counts.unverified} unverified`);
  if (counts.nowFailing > 0) parts.push(`${counts.nowFailing} now failing`);
  const passing = counts.replayed - counts.stillFailing - counts.fixed - counts.unverified - counts.nowFailing;
  if (passing > 0) parts.push(`${passing} passing`);
  return `Replayed ${counts.replayed} request${counts.replayed === 1 ? "" : "s"}: ${parts.join(", ")}`;
}

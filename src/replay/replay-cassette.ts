import { describeError } from "../core/errors.js";
import type { TextOutput } from "../reporting/text-output.js";
import { sanitizeText } from "../reporting/sanitize.js";
import type { Transport } from "../transport/transport.js";
import type { CassetteInteraction } from "./cassette-interaction.js";
import { createdResources, pathOf } from "./created-resources.js";
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
  /** Recorded failures on a resource the recording created, gone now (404/410): neither fixed nor still failing. */
  readonly stateChanged: number;
}

/** Requests a group of the output lists for each verdict; the rest are counted. */
export const REPLAY_GROUP_EXAMPLES = 3;

const DEFAULT_REPLACEMENT = "[Filtered]";

const LINE: Readonly<Record<ReplayVerdict["kind"], string>> = {
  "still-fails": "✘ still fails",
  fixed: "✔ fixed",
  unverified: "? unverified",
  passes: "✔ passes",
  "now-fails": "✘ now fails",
  "state-changed": "↻ state changed",
};

/** One distinct recorded failure (operation, failed checks, recorded status) and what its requests did now. */
interface ReplayGroup {
  readonly label: string;
  readonly requests: Map<ReplayVerdict["kind"], { count: number; lines: string[] }>;
}

/**
 * `apitest replay`: re-sends the requests of a cassette (all, or only the failing ones)
 * to the recorded URL or to `baseUrl`, and says for each whether its recorded failure
 * still happens, grouped by distinct recorded failure (operation, failed checks, recorded
 * status) with a few requests of each, then a summary. A failure on a resource an earlier
 * recorded request created that now answers 404/410 is "state changed", not "fixed". Reads
 * the cassette lazily; what it keeps is per distinct failure, so memory does not grow with
 * its size. Credentials masked at recording time are pointed out, and can be supplied again
 * with `headers`.
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
  const counts = { replayed: 0, stillFailing: 0, fixed: 0, unverified: 0, nowFailing: 0, stateChanged: 0 };
  const noted = new Set<string>();
  const created = createdResources();
  const groups = new Map<string, ReplayGroup>();

  const recorded = [cassette.head.recordedWith, cassette.head.seed === undefined ? undefined : `seed ${cassette.head.seed}`].filter((part) => part !== undefined);
  say(`Replaying ${options.cassettePath}${recorded.length === 0 ? "" : ` (${recorded.join(", ")})`}${baseUrl === undefined ? "" : ` against ${baseUrl}`}`);
  say("");
  for await (const interaction of cassette.interactions) {
    if (options.signal?.aborted === true) break;
    // What the recording created is read from every interaction, replayed or not.
    const createdBy = created.creatorOf(interaction.request);
    created.note(interaction);
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
    const context = createdBy === undefined ? {} : { createdBy };
    let verdict: ReplayVerdict;
    try {
      const response = await options.transport.send(request, options.timeout === undefined ? undefined : { timeout: options.timeout });
      verdict = replayVerdict(interaction, { status: response.statusCode, body: response.content }, context);
    } catch (error) {
      verdict = replayVerdict(interaction, { error: describeError(error) }, context);
    }
    counts.replayed++;
    if (verdict.kind === "still-fails") counts.stillFailing++;
    else if (verdict.kind === "fixed") counts.fixed++;
    else if (verdict.kind === "unverified") counts.unverified++;
    else if (verdict.kind === "now-fails") counts.nowFailing++;
    else if (verdict.kind === "state-changed") counts.stateChanged++;
    addToGroup(groups, interaction, verdict, `${LINE[verdict.kind]}: ${request.method} ${pathOf(request.url)} ${verdict.detail}`);
  }
  for (const group of groups.values()) {
    const total = [...group.requests.values()].reduce((sum, { count }) => sum + count, 0);
    say(`${group.label} (${total} request${total === 1 ? "" : "s"})`);
    for (const [kind, { count, lines }] of group.requests) {
      for (const line of lines) say(`  ${line}`);
      if (count > lines.length) say(`  … and ${count - lines.length} more: ${LINE[kind].slice(2)}`);
    }
    say("");
  }
  say(summaryLine(counts, options.onlyFailures));
  return counts;
}

/** Files a replayed request under its distinct recorded failure, keeping a few lines per verdict. */
function addToGroup(groups: Map<string, ReplayGroup>, interaction: CassetteInteraction, verdict: ReplayVerdict, line: string): void {
  const name = interaction.operation ?? `${interaction.request.method} ${pathOf(interaction.request.uri)}`;
  const failed = [...new Set(interaction.checks.filter((check) => check.status === "failure").map((check) => check.name))];
  const what = interaction.status === undefined ? "no response" : failed.length === 0 ? "passed" : failed.join(", ");
  const label = `${name} · ${what}${interaction.status === undefined ? "" : ` · recorded ${interaction.status}`}`;
  let group = groups.get(label);
  if (group === undefined) {
    group = { label, requests: new Map() };
    groups.set(label, group);
  }
  let entry = group.requests.get(verdict.kind);
  if (entry === undefined) {
    entry = { count: 0, lines: [] };
    group.requests.set(verdict.kind, entry);
  }
  entry.count++;
  if (entry.lines.length < REPLAY_GROUP_EXAMPLES) entry.lines.push(line);
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

function summaryLine(counts: ReplaySummary, onlyFailures: boolean): string {
  if (counts.replayed === 0) return onlyFailures ? "Nothing to replay: the cassette records no failing requests." : "Nothing to replay: the cassette records no requests.";
  const parts = [`${counts.stillFailing} still failing`, `${counts.fixed} fixed`];
  if (counts.unverified > 0) parts.push(`${counts.unverified} unverified`);
  if (counts.stateChanged > 0) parts.push(`${counts.stateChanged} state changed`);
  if (counts.nowFailing > 0) parts.push(`${counts.nowFailing} now failing`);
  const passing = counts.replayed - counts.stillFailing - counts.fixed - counts.unverified - counts.nowFailing - counts.stateChanged;
  if (passing > 0) parts.push(`${passing} passing`);
  return `Replayed ${counts.replayed} request${counts.replayed === 1 ? "" : "s"}: ${parts.join(", ")}`;
}

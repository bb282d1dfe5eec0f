import { replayCassette } from "../replay/replay-cassette.js";
import { createHttpTransport } from "../transport/http.js";
import { EXIT, type CliIo } from "./exit-codes.js";
import { parseHeader, parseRequestTimeout, parseTlsVerify } from "./parse-values.js";

/** The raw options of `apitest replay`. */
export interface RawReplayOptions {
  baseUrl?: string;
  all?: boolean;
  header: string[];
  requestTimeout?: string;
  tlsVerify?: string;
}

/** `apitest replay <cassette>`: re-sends recorded requests; exit 1 while any failure still happens. */
export async function replayCommand(cassette: string, raw: RawReplayOptions, io: CliIo): Promise<number> {
  const headers: Record<string, string> = {};
  for (const header of raw.header) {
    const [name, value] = parseHeader(header);
    headers[name] = value;
  }
  const timeout = raw.requestTimeout === undefined ? undefined : parseRequestTimeout("--request-timeout", raw.requestTimeout);
  const transport = createHttpTransport({ tlsVerify: raw.tlsVerify === undefined ? true : parseTlsVerify(raw.tlsVerify) });
  try {
    const summary = await replayCassette({
      cassettePath: cassette,
      onlyFailures: raw.all !== true,
      transport,
      output: io.stdout,
      headers,
      ...(raw.baseUrl === undefined ? {} : { baseUrl: raw.baseUrl }),
      ...(timeout === undefined ? {} : { timeout }),
      ...(io.signal === undefined ? {} : { signal: io.signal }),
    });
    return summary.stillFailing > 0 || summary.nowFailing > 0 ? EXIT.failures : EXIT.ok;
  } finally {
    await transport.close();
  }
}

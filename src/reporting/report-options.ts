import type { ReportFile } from "./report-file.js";
import type { SanitizationSettings, TruncationSettings } from "../core/settings.js";

/** What every report file writer is given. */
export interface ReportOptions {
  /** Where the report is written; parent directories are created. */
  readonly path: string;
  /** Masking of secrets, exactly as the console applies it. */
  readonly sanitization: SanitizationSettings;
  /** Secret values (tokens, passwords) masked anywhere they appear in free text. */
  readonly secrets: readonly string[];
  /** How long bodies are shortened where a report shows them to people (JUnit); defaults to the output defaults. */
  readonly truncation?: TruncationSettings;
  /** The command line that started the run, recorded in cassettes (mask secrets before passing it). */
  readonly command?: string;
  /** Where to write instead of opening `path` (the NDJSON records handed to CLI extensions). */
  readonly file?: ReportFile;
  /** Milliseconds since the epoch; injected so tests can pin timestamps. Defaults to `Date.now`. */
  readonly now?: () => number;
}

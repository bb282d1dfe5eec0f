import type { RawFilterOptions } from "./operation-filters.js";

/** The raw options of `apitest run`, as commander parses them (strings until validated). */
export interface RawRunOptions extends RawFilterOptions {
  url?: string;
  /** `--dry-run`: plan, print, send nothing. */
  dryRun?: boolean;
  configFile?: string;
  hooks?: string;
  rateLimit?: string;
  header: string[];
  auth?: string;
  maxExamples?: string;
  maxSteps?: string;
  phases?: string;
  mode?: string;
  shrink: boolean;
  seed?: string;
  checks?: string;
  excludeChecks?: string;
  workers?: string;
  threads?: string;
  requestTimeout?: string;
  maxResponseTime?: string;
  maxFailures?: string;
  continueOnFailure?: boolean;
  failFast?: boolean;
  waitForSchema?: string;
  tlsVerify?: string;
  outputSanitize?: string;
  outputTruncate?: string;
  outputVerbosity?: string;
  report?: string;
  reportDir?: string;
  reportJunitPath?: string;
  reportVcrPath?: string;
  reportHarPath?: string;
  reportNdjsonPath?: string;
  reportHtmlPath?: string;
  reportPreserveBytes?: boolean;
  /** `--coverage-from`: the inspector of the API's process (grey-box search). */
  coverageFrom?: string;
  /** `--coverage-dir`: where the reached code is written in V8's format. */
  coverageDir?: string;
  color?: boolean;
  forceColor?: boolean;
  proxy?: string;
  requestCert?: string;
  requestCertKey?: string;
  warnings?: string;
  generationAllowX00?: string;
  generationExcludeHeaderCharacters?: string;
  generationMaxExamples?: string;
  generationMode?: string;
  generationNoShrink?: boolean;
  generationDeterministic?: boolean;
  generationCodec?: string;
  generationWithSecurityParameters?: string;
  generationMaximize?: string;
  shard?: string;
  generationDatabase?: string;
  suppressHealthCheck?: string;
}

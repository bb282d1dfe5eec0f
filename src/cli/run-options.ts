/** The raw options of `apitest run`, as commander parses them (strings until validated). */
export interface RawRunOptions {
  url?: string;
  configFile?: string;
  rateLimit?: string;
  header: string[];
  auth?: string;
  maxExamples?: string;
  phases?: string;
  mode?: string;
  shrink: boolean;
  seed?: string;
  checks?: string;
  excludeChecks?: string;
  workers?: string;
  requestTimeout?: string;
  maxResponseTime?: string;
  maxFailures?: string;
  continueOnFailure?: boolean;
  waitForSchema?: string;
  tlsVerify?: string;
  outputSanitize?: string;
  outputTruncate?: string;
  report?: string;
  reportDir?: string;
  reportJunitPath?: string;
  reportVcrPath?: string;
  reportHarPath?: string;
  reportPreserveBytes?: boolean;
  color?: boolean;
  forceColor?: boolean;
}

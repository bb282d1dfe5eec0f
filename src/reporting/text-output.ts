/** Where text reports write: `process.stdout` in the CLI, a buffer in tests. */
export interface TextOutput {
  write(text: string): unknown;
}

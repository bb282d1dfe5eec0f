/** Testing phases, in the order a run executes them. */
export type Phase = "examples" | "coverage" | "fuzzing" | "stateful";

/** Every phase, in run order. */
export const PHASES: readonly Phase[] = ["examples", "coverage", "fuzzing", "stateful"];

/** Whether generated data should be valid (`positive`) or deliberately invalid (`negative`). */
export type DataMode = "positive" | "negative";

/** The `generation.mode` setting: one data mode or both. */
export type GenerationMode = DataMode | "all";

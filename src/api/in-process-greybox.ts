import type { SchemaGreybox } from "./schema.js";

/**
 * In-process coverage (`node:inspector` in this process) and the constants of the app's code,
 * for an in-process loader's `coverage: true` (OpenAPI and GraphQL); loaded on first use, so
 * black-box runs never load the grey-box code.
 */
export async function startInProcessGreybox(): Promise<SchemaGreybox> {
  const [{ openInProcessCoverage }, { CodeValues }] = await Promise.all([import("../greybox/open-coverage.js"), import("../greybox/code-values.js")]);
  const codeValues = new CodeValues();
  return { source: await openInProcessCoverage({ code: codeValues }), codeValues };
}

import { spawn } from "node:child_process";
import { buildApp } from "./app.js";

/** The closing note printed after apitest found the planted defect. */
export const DEFECT_EXPLANATION = `
──────────────────────────────────────────────────────────────────────────────
The server error above is the defect planted in the example booking API:
POST /bookings prices a stay by title-casing room_type with
room_type[0].toUpperCase(), which throws on an empty string. The schema said
room_type is any string, so apitest generated "" and the API answered 500.

The fix constrains room_type in the schema to the values the pricing code
handles (enum: standard, deluxe, suite), and the server rejects anything else
with 422. See the clean run after the fix:

    npm run demo -- --fixed
`;

/**
 * @typedef {object} DemoOptions
 * @property {string} cliPath the apitest CLI entry (`bin/apitest.js`)
 * @property {boolean} [fixed] serve the fixed API instead of the defective one
 * @property {readonly string[]} [extraArgs] passed through to `apitest run` (e.g. `--seed 1`)
 * @property {string} [token] bearer token of the served API
 * @property {string} [cwd] working directory of the CLI
 * @property {(line: string) => void} [log] where the demo's own lines go
 */

/**
 * Serves the booking API on an ephemeral 127.0.0.1 port, runs `apitest run <schema> -H <auth>`
 * against it as a child process with inherited stdio, then closes the server.
 *
 * Resolves to the demo's exit code: the CLI's code with `fixed`; without it the defect is the
 * expected outcome, so the CLI's 1 ("failures found") becomes 0 after an explanation.
 *
 * @param {DemoOptions} options
 * @returns {Promise<number>}
 */
export async function runDemo({ cliPath, fixed = false, extraArgs = [], token = "demo-token", cwd, log = console.log }) {
  const app = buildApp({ token, fixed });
  await app.listen({ port: 0, host: "127.0.0.1" });
  let code;
  try {
    const address = app.server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    const schemaUrl = `http://127.0.0.1:${port}/openapi.json`;
    log(`Booking API${fixed ? " (fixed)" : ""} is serving ${schemaUrl}\n`);
    const args = [cliPath, "run", schemaUrl, "-H", `Authorization: Bearer ${token}`, ...extraArgs];
    code = await runChild(args, cwd);
  } finally {
    await app.close();
  }
  if (!fixed && code === 1) {
    log(DEFECT_EXPLANATION);
    return 0;
  }
  return code;
}

/**
 * @param {string[]} args
 * @param {string | undefined} cwd
 * @returns {Promise<number>}
 */
function runChild(args, cwd) {
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the server lives in this process and must keep answering.
    const child = spawn(process.execPath, args, { stdio: "inherit", ...(cwd === undefined ? {} : { cwd }) });
    // Ctrl-C reaches the child directly (same process group); the demo just waits for it to finish.
    const ignoreInterrupt = () => {};
    process.on("SIGINT", ignoreInterrupt);
    const done = () => process.off("SIGINT", ignoreInterrupt);
    child.once("error", (error) => {
      done();
      reject(error);
    });
    child.once("exit", (code, signal) => {
      done();
      resolve(code ?? (signal === "SIGINT" ? 130 : 2));
    });
  });
}

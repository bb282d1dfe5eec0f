import { readFileSync } from "node:fs";

/** apitest's own version, read once from package.json. */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/** The `User-Agent` every request carries. */
export const USER_AGENT: string = `apitest/${VERSION}`;

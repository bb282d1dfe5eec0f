import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/version.js
import { readFileSync } from "node:fs";
var VERSION = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;
var USER_AGENT = `apitest/${VERSION}`;

export {
  VERSION,
  USER_AGENT
};

import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/cli/exit-codes.js
var EXIT = {
  /** Every check passed. */
  ok: 0,
  /** Failures (or errors) were found. */
  failures: 1,
  /** The run could not be done: bad usage, unreadable schema, unreachable server. */
  unusable: 2,
  /** Interrupted with Ctrl-C before anything failed. */
  interrupted: 130
};

export {
  EXIT
};

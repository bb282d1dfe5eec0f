/**
 * The library's words for what the engine's messages name by CLI flag: a library user passes
 * a loader option (or sets the `apitest.toml` key), not `--tls-verify`.
 */
const LIBRARY_WORDS: readonly (readonly [string, string])[] = [
  [
    "pass a CA bundle with --tls-verify=<path>, or --tls-verify=false to skip verification",
    "pass the CA bundle's path as the loader's tlsVerify option (tls-verify in apitest.toml), or tlsVerify: false to skip verification",
  ],
  ["Raise the timeout (--request-timeout; none for no limit)", "Raise the loader's timeout or requestTimeout option (request-timeout in apitest.toml; 0 for no limit)"],
  ["(--request-timeout)", "(the loader's requestTimeout option, or a call's timeout)"],
  ["(--proxy)", "(the loader's proxy option)"],
  ["(--tls-verify)", "(the loader's tlsVerify option)"],
  ["(--request-cert)", "(the loader's requestCert option)"],
  ["(--request-cert-key)", "(the loader's requestCertKey option)"],
];

/** The error with its message in the library's words (the same error object). */
export function inLibraryWords(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  let message = error.message;
  for (const [flag, option] of LIBRARY_WORDS) message = message.split(flag).join(option);
  if (message !== error.message) error.message = message;
  return error;
}

/** Runs `work`; an error it throws speaks the library's words. */
export async function withLibraryWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw inLibraryWords(error);
  }
}

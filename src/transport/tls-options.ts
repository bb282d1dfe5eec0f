import { readFileSync } from "node:fs";
import { ApitestError } from "../core/errors.js";

/** The TLS settings of a run (`--tls-verify`, `--request-cert`, `--request-cert-key`). */
export interface TlsSettings {
  /** Verify TLS certificates (default true), or the path of a CA bundle to verify against. */
  readonly tlsVerify?: boolean | string | undefined;
  /** Client certificate file (PEM; may also hold the key). */
  readonly requestCert?: string | undefined;
  /** Client key file, when not in `requestCert`. */
  readonly requestCertKey?: string | undefined;
}

/** undici's `connect` options for TLS. */
export interface TlsOptions {
  rejectUnauthorized: boolean;
  ca?: Buffer;
  cert?: Buffer;
  key?: Buffer;
}

function readPem(path: string, what: string, flag: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new ApitestError("config_invalid", `Cannot read the ${what} at ${path} (${flag}): ${error instanceof Error ? error.message : String(error)}. Check the path.`, {
      cause: error,
    });
  }
}

/**
 * The `connect` options every agent of a run uses (the test requests, the schema fetch and its
 * wait-for-schema retries, GraphQL introspection), so the TLS settings apply to all of them.
 *
 * @throws ApitestError (`config_invalid`) when a certificate file cannot be read.
 */
export function tlsOptions(settings: TlsSettings): TlsOptions {
  const verify = settings.tlsVerify ?? true;
  const tls: TlsOptions = { rejectUnauthorized: verify !== false };
  if (typeof verify === "string") tls.ca = readPem(verify, "CA bundle", "--tls-verify");
  if (settings.requestCert !== undefined) {
    tls.cert = readPem(settings.requestCert, "client certificate", "--request-cert");
    tls.key = settings.requestCertKey === undefined ? tls.cert : readPem(settings.requestCertKey, "client key", "--request-cert-key");
  }
  return tls;
}

import type { Config } from "../config/config.js";
import { UsageError } from "../core/errors.js";
import type { HttpTransportOptions } from "../transport/http.js";
import type { TlsSettings } from "../transport/tls-options.js";

/**
 * The network options of the CLI, as loader options: they apply to the schema request and to
 * every later call of the schema's cases, and win over the `config`'s keys of the same name.
 */
export interface NetworkOptions {
  /** Verify TLS certificates (default true), or the path of a CA bundle to verify against (`tls-verify`). */
  readonly tlsVerify?: boolean | string;
  /** Client certificate file, PEM; may also hold the key (`request-cert`). */
  readonly requestCert?: string;
  /** Client key file, when not in `requestCert` (`request-cert-key`). */
  readonly requestCertKey?: string;
  /** HTTP(S) proxy URL, may carry credentials (`proxy`). */
  readonly proxy?: string;
  /** Seconds one request may take, `0` for no limit (`request-timeout`); default 10 s to answer and between body chunks. */
  readonly requestTimeout?: number;
}

/** The network a loader's requests use: its options over its configuration's. */
export interface LoaderNetwork {
  readonly tls: TlsSettings;
  readonly proxy?: string;
  readonly requestTimeout?: number;
  /** The options of the HTTP transport later calls go through. */
  readonly transport: HttpTransportOptions;
}

/** Resolves the loader's network options over `config`'s (`schemaTitle`: for its `[[project]]`, "" before the schema is read). */
export function loaderNetwork(options: NetworkOptions & { readonly config?: Config }, schemaTitle = ""): LoaderNetwork {
  const configured = options.config?.resolve({ schemaTitle }).network;
  const tlsVerify = options.tlsVerify ?? configured?.tlsVerify;
  const requestCert = options.requestCert ?? configured?.requestCert;
  const requestCertKey = options.requestCertKey ?? configured?.requestCertKey;
  const proxy = options.proxy ?? configured?.proxy;
  const requestTimeout = options.requestTimeout ?? configured?.requestTimeout;
  const tls: TlsSettings = {
    ...(tlsVerify === undefined ? {} : { tlsVerify }),
    ...(requestCert === undefined ? {} : { requestCert }),
    ...(requestCertKey === undefined ? {} : { requestCertKey }),
  };
  return {
    tls,
    ...(proxy === undefined ? {} : { proxy }),
    ...(requestTimeout === undefined ? {} : { requestTimeout }),
    transport: { ...tls, proxy, maxResponseSize: configured?.maxResponseSize },
  };
}

/**
 * An in-process app is reached without a socket: TLS, client certificates and a proxy do not
 * apply, and giving them is a mistake (the configuration's are ignored, as for the CLI's `--app`).
 */
export function refuseSocketOptions(options: NetworkOptions): void {
  const given = (["tlsVerify", "requestCert", "requestCertKey", "proxy"] as const).filter((name) => options[name] !== undefined);
  if (given.length > 0) {
    throw new UsageError(`${given.join(", ")}: an in-process app is called without a socket, so TLS and proxy options do not apply. Remove ${given.length === 1 ? "it" : "them"}, or load the schema with fromUrl from a running server.`);
  }
}

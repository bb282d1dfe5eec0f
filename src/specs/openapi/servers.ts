import { isRecord, type OpenApiFamily } from "./convert-context.js";

/** Where the API lives, as far as the document says. */
export interface ServerInfo {
  /** Path prefix of every operation, without a trailing slash; `""` for none. */
  readonly basePath: string;
  readonly serverUrl?: string;
}

/**
 * 2.0: `basePath`, and a URL from `schemes`/`host`/`basePath`. 3.x: the first server, with
 * each `{variable}` replaced by its default, and the path part of that URL.
 */
export function resolveServer(document: Record<string, unknown>, family: OpenApiFamily): ServerInfo {
  if (family === "2.0") {
    const basePath = normalizePath(typeof document["basePath"] === "string" ? document["basePath"] : "");
    const host = document["host"];
    if (typeof host !== "string" || host === "") return basePath === "" ? { basePath } : { basePath, serverUrl: basePath };
    const schemes = Array.isArray(document["schemes"]) ? document["schemes"] : [];
    const scheme = schemes.find((item): item is string => typeof item === "string") ?? "http";
    return { basePath, serverUrl: `${scheme}://${host}${basePath}` };
  }
  const servers = document["servers"];
  const first = Array.isArray(servers) ? servers[0] : undefined;
  if (!isRecord(first) || typeof first["url"] !== "string") return { basePath: "" };
  const url = substituteVariables(first["url"], first["variables"]);
  return { basePath: normalizePath(pathOf(url)), serverUrl: url };
}

/** Replaces `{name}` with the variable's default; unknown variables stay as written. */
export function substituteVariables(url: string, variables: unknown): string {
  if (!isRecord(variables)) return url;
  return url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    const fallback = isRecord(variable) ? variable["default"] : undefined;
    return typeof fallback === "string" || typeof fallback === "number" ? String(fallback) : whole;
  });
}

function pathOf(url: string): string {
  // Strip `scheme://authority` (or a protocol-relative `//authority`), then query and fragment.
  const withoutOrigin = url.replace(/^(?:[a-zA-Z][a-zA-Z0-9+.-]*:)?\/\/[^/?#]*/, "");
  return withoutOrigin.replace(/[?#].*$/, "");
}

function normalizePath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, "");
  if (trimmed === "") return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

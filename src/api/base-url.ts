import { UsageError } from "../core/errors.js";
import type { OpenApiSpec } from "../core/spec.js";

/**
 * Decides where requests go. `--url` wins (the schema's base path is appended when the URL
 * has no path of its own); otherwise the schema's server URL, resolved against the URL the
 * schema came from; otherwise that URL's origin plus the base path.
 */
export function resolveBaseUrl(spec: OpenApiSpec, location: string | undefined, explicit: string | undefined): string {
  if (explicit !== undefined) {
    let url: URL;
    try {
      url = new URL(explicit);
    } catch {
      throw new UsageError(`Invalid --url '${explicit}': expected an absolute http:// or https:// URL such as http://127.0.0.1:8000.`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new UsageError(`Invalid --url '${explicit}': only http:// and https:// are supported.`);
    }
    const path = url.pathname === "/" ? spec.basePath : url.pathname;
    return trimSlash(`${url.origin}${path}`);
  }
  if (location === undefined || !/^https?:\/\//i.test(location)) {
    throw new UsageError(
      `The schema was loaded from ${location ?? "an object"}, so apitest does not know where the API is: pass its base URL with --url (command line) or baseUrl (library), for example --url http://127.0.0.1:8000.`,
    );
  }
  if (spec.serverUrl !== undefined && spec.serverUrl !== "") {
    const resolved = new URL(spec.serverUrl, location);
    if (resolved.protocol === "http:" || resolved.protocol === "https:") return trimSlash(resolved.href.replace(/[?#].*$/, ""));
  }
  return trimSlash(`${new URL(location).origin}${spec.basePath}`);
}

function trimSlash(url: string): string {
  return url.endsWith("/") ? url.slice(0, -1) : url;
}

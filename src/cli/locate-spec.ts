import { fileURLToPath } from "node:url";
import type { ResolvedConfig } from "../config/resolve-types.js";
import { SchemaError } from "../core/errors.js";
import { readSchemaFromPath, readSchemaFromUrl, type LoadedDocument } from "../schema/read-source.js";
import { detectVersion } from "../specs/openapi/detect-version.js";
import { isGraphqlLocationName, isIntrospectionDocument } from "./graphql/detect.js";
import { tlsSettingsOf } from "./prepare-run.js";

/**
 * Which spec adapter a schema location belongs to, with what was read from it (read once):
 * - `openapi`: the document read;
 * - `graphql`: claimed by name (`.graphql`/`.gql`, a URL ending in `/graphql`: nothing read yet),
 *   or an introspection result read from a file or URL (`introspection`), or a URL that serves no
 *   OpenAPI document and may be a GraphQL endpoint (`notOpenApi`: the reason, which stands when
 *   the URL does not answer introspection either).
 */
export type LocatedSpec =
  | { readonly kind: "openapi"; readonly source: LoadedDocument }
  | { readonly kind: "graphql"; readonly introspection?: Record<string, unknown>; readonly notOpenApi?: SchemaError };

/**
 * Reads `apitest run <location>` once and asks each spec adapter whether it is theirs: GraphQL by
 * the location's name alone, else by the content (an introspection result); OpenAPI by an
 * `openapi`/`swagger` field. A URL whose content is neither may be a GraphQL endpoint at an
 * unusual path (GraphQL then introspects it); a file that is neither is OpenAPI's error to report.
 */
export async function locateSpec(location: string, early: ResolvedConfig): Promise<LocatedSpec> {
  if (isGraphqlLocationName(location)) return { kind: "graphql" };
  const isUrl = /^https?:\/\//i.test(location);
  let source: LoadedDocument;
  try {
    source = isUrl
      ? await readSchemaFromUrl(location, {
          headers: { ...early.network.headers },
          ...(early.waitForSchema === undefined ? {} : { waitForSchema: early.waitForSchema }),
          ...(early.network.requestTimeout === undefined ? {} : { timeout: early.network.requestTimeout }),
          tls: tlsSettingsOf(early.network),
        })
      : await readSchemaFromPath(location.startsWith("file://") ? fileURLToPath(location) : location);
  } catch (error) {
    if (isUrl && error instanceof SchemaError && /not an OpenAPI document/.test(error.message)) return { kind: "graphql", notOpenApi: error };
    throw error;
  }
  if (isIntrospectionDocument(source.document)) return { kind: "graphql", introspection: source.document };
  if (isUrl) {
    try {
      detectVersion(source.document, location);
    } catch (error) {
      if (error instanceof SchemaError && /not an OpenAPI document/.test(error.message)) return { kind: "graphql", notOpenApi: error };
    }
  }
  return { kind: "openapi", source };
}

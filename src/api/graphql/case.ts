import type { CaseData } from "../../core/case.js";
import type { PreparedRequest } from "../../core/request.js";
import { graphqlRequest } from "../../serialization/graphql/graphql-request.js";
import { USER_AGENT } from "../../version.js";
import { Case, type CallOptions, type CurlOptions } from "../case.js";
import { caseText } from "../case-text.js";

/**
 * A case of a GraphQL root field: `body` is the document sent, `{ query, variables }`, POSTed
 * as JSON to the endpoint (the schema's `baseUrl`, or `call({ baseUrl })`) exactly as
 * `apitest run` sends it. Query parameters, headers and cookies start empty; hooks and tests may
 * fill them, and they are sent with the document.
 */
export class GraphqlCase extends Case {
  /** A one-line summary: the root field and the document sent, e.g. `GraphqlCase(Query.books body={"query":"…"})`. */
  override toString(): string {
    return caseText("GraphqlCase", this.operation.label, this);
  }

  /** The endpoint's path (a GraphQL case has no path parameters). */
  override get formattedPath(): string {
    return this.path;
  }

  /**
   * The request this case sends: a JSON POST of the body to the endpoint, with the schema's
   * headers, then the case's own, then `options.headers`.
   */
  override prepare(options: CallOptions = {}): PreparedRequest {
    const schema = this.operation.schema;
    const data: CaseData = {
      method: this.method,
      path: this.path,
      pathParameters: this.pathParameters,
      query: { ...this.query, ...options.query },
      headers: { ...this.headers, ...options.headers },
      cookies: { ...this.cookies, ...options.cookies },
      body: this.body,
      mediaType: this.mediaType,
    };
    // The loader's configuration: its headers and basic auth, under the schema's and the call's.
    const network = this.operation.configured?.network;
    const target = {
      settings: { baseUrl: options.baseUrl ?? schema.requireBaseUrl(), network: network?.basicAuth === undefined ? {} : { basicAuth: network.basicAuth } },
      headers: { "User-Agent": USER_AGENT, ...network?.headers, ...schema.headers },
    };
    return graphqlRequest(target, data, this.id);
  }

  /** A `curl` command that sends this case (to `http://localhost/graphql` when the endpoint is unknown). */
  override asCurlCommand(options: CurlOptions = {}): string {
    return super.asCurlCommand({ ...options, baseUrl: options.baseUrl ?? this.operation.schema.baseUrl ?? `http://localhost${this.path}` });
  }
}

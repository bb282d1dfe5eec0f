/** The checks the specification names, each configurable as `checks.<name>.*`. */
export const SPEC_CHECK_NAMES = [
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_schema_conformance",
  "response_headers_conformance",
  "positive_data_acceptance",
  "negative_data_rejection",
  "use_after_free",
  "ensure_resource_availability",
  "missing_required_header",
  "ignored_auth",
  "unsupported_method",
] as const;

/** Every check name `--checks` accepts: the specification's, plus `max_response_time` and the GraphQL shape check. */
export const ALL_CHECK_NAMES: readonly string[] = [...SPEC_CHECK_NAMES, "max_response_time", "graphql_response_conformance"];

/**
 * The built-in checks as values, named as in `apitest.toml` and `--checks`, to pass to
 * `checks`/`additionalChecks` of `callAndValidate`/`validateResponse`.
 *
 * @example
 * import { checks } from "apitest-pbt";
 * await apiCase.callAndValidate({ checks: [checks.not_a_server_error, checks.response_schema_conformance] });
 * await apiCase.callAndValidate({ additionalChecks: [checks.max_response_time] });
 */
export { notAServerError as not_a_server_error } from "../checks/not-a-server-error.js";
export { statusCodeConformance as status_code_conformance } from "../checks/status-code-conformance.js";
export { contentTypeConformance as content_type_conformance } from "../checks/content-type-conformance.js";
export { responseSchemaConformance as response_schema_conformance } from "../checks/response-schema-conformance.js";
export { responseHeadersConformance as response_headers_conformance } from "../checks/response-headers-conformance.js";
export { positiveDataAcceptance as positive_data_acceptance } from "../checks/positive-data-acceptance.js";
export { negativeDataRejection as negative_data_rejection } from "../checks/negative-data-rejection.js";
export { missingRequiredHeader as missing_required_header } from "../checks/missing-required-header.js";
export { ignoredAuth as ignored_auth } from "../checks/ignored-auth.js";
export { unsupportedMethod as unsupported_method } from "../checks/unsupported-method.js";
export { useAfterFree as use_after_free } from "../checks/use-after-free.js";
export { ensureResourceAvailability as ensure_resource_availability } from "../checks/ensure-resource-availability.js";
export { maxResponseTime as max_response_time } from "../checks/max-response-time.js";

/**
 * apitest: property-based API testing from OpenAPI schemas.
 *
 * @example
 * import { openapi } from "apitest-pbt";
 * const schema = await openapi.fromUrl("http://127.0.0.1:8000/openapi.json");
 * for (const operation of schema) {
 *   const apiCase = operation.makeCase();
 *   await apiCase.callAndValidate();
 * }
 * @packageDocumentation
 */
import { loadRunningFramework } from "./api/running-framework.js";
export * as openapi from "./api/openapi.js";
export * as graphql from "./api/graphql/index.js";
export { Schema } from "./api/schema.js";
export { APIOperation } from "./api/operation.js";
export { Case, type CallOptions, type CurlOptions, type ValidationOptions } from "./api/case.js";
export { FailureGroup, CheckFailure } from "./api/failure-group.js";
export { APIStateMachine, SequenceFailure, type StateMachineSettings, type SequenceStepReport } from "./api/state-machine.js";
export { check, registeredChecks, clearChecks, type CustomCheck } from "./api/custom-checks.js";
export { metric, registeredMetrics, clearMetrics, type CustomMetric, type MetricContext } from "./api/custom-metrics.js";
export { hook, clearHooks, type SchemaHookFunctions as HookFunctions } from "./api/hook.js";
export { extendCli, clearCliExtensions } from "./api/cli-extension.js";
export type { CliExtension, CliExtensionContext, CliExtensionOption, CliReporter, EventRecord, ExtensionValue } from "./core/cli-extension.js";
export { auth, clearAuth, type AuthTarget } from "./api/auth.js";
export { DEFAULT_REFRESH_INTERVAL, type AuthContext, type AuthOptions, type AuthProvider } from "./hooks/auth-provider.js";
export { HOOK_NAMES, type HookContext, type HookCase, type HookName, type CallKwargs } from "./hooks/hook-names.js";
export { HookError } from "./hooks/hook-error.js";
export type { GivenArguments } from "./api/given.js";
export type { OperationFilter } from "./api/filters.js";
export {
  serializer,
  clearSerializers,
  type SerializationContext,
  type SerializedValue,
  type SerializeFunction,
  type SerializerObject,
  type SerializerClass,
  type CustomSerializer,
} from "./api/custom-serializers.js";
export { NOT_SET, type NotSet } from "./core/not-set.js";
export { Response } from "./core/response.js";
export { ApitestError, UsageError, SchemaError, NetworkError, SerializationError, type ErrorCode } from "./core/errors.js";
export type { Failure } from "./core/failure.js";
export type { CaseData, CaseMeta } from "./core/case.js";
export type { CheckContext, CheckDefinition, CheckFunction, CheckSettings, StatusPattern } from "./core/check.js";
export type { OperationDefinition, ParameterDefinition, HttpMethod } from "./core/operation.js";
export type { PreparedRequest } from "./core/request.js";
export type { EngineEvent, EventSink, FailureReport } from "./core/events.js";
export { runTests } from "./engine/run.js";
export type { RunOptions, RunSummary } from "./engine/run-options.js";
export { openExampleDatabase, memoryDatabase, directoryDatabase, type ExampleDatabase, type OpenedDatabase } from "./database/example-database.js";
export { Config } from "./config/config.js";
export { ConfigInvalidError } from "./config/config-error.js";
export type { CliOverrides, ResolvedConfig } from "./config/resolve-types.js";
export { VERSION } from "./version.js";
export * as checks from "./api/builtin-checks.js";

// Inside Vitest, Jest or node:test, `schema.parametrize()` registers with the framework running
// the file, whether or not its apitest entry point was imported (see `loadRunningFramework`).
await loadRunningFramework();

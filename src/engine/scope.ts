import type { CaseData } from "../core/case.js";
import type { CheckSettings } from "../core/check.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { OperationRunSettings } from "../core/settings.js";
import type { EngineEnvironment } from "./environment.js";

const ENABLED: CheckSettings = { enabled: true };

/** One operation in one phase, with the settings that apply to it. */
export interface OperationScope {
  readonly operation: OperationDefinition;
  readonly phase: Phase;
  readonly settings: OperationRunSettings;
  /** This operation's settings for a check (enabled by default). */
  check(name: string): CheckSettings;
}

/** The scope of an operation: its own settings when the configuration gives them, the run's otherwise. */
export function scopeFor(env: EngineEnvironment, operation: OperationDefinition, phase: Phase): OperationScope {
  const settings: OperationRunSettings = env.operationSettings?.(operation, phase) ?? {
    enabled: true,
    generation: env.settings.generation,
    checks: env.settings.checks,
    ...(env.settings.maxResponseTime === undefined ? {} : { maxResponseTime: env.settings.maxResponseTime }),
    ...(env.settings.network.requestTimeout === undefined ? {} : { requestTimeout: env.settings.network.requestTimeout }),
    parameters: { path: {}, query: {}, header: {}, cookie: {} },
    phaseOptions: { fillMissing: false, generateDuplicateQueryParameters: false },
  };
  return {
    operation,
    phase,
    settings,
    check: (name) => settings.checks[name] ?? env.settings.checks[name] ?? ENABLED,
  };
}

/** Applies fixed parameter values (`[parameters]` in the configuration) over generated ones. */
export function withParameterOverrides(data: CaseData, parameters: OperationRunSettings["parameters"]): CaseData {
  const { path, query, header, cookie } = parameters;
  if (isEmpty(path) && isEmpty(query) && isEmpty(header) && isEmpty(cookie)) return data;
  return {
    ...data,
    pathParameters: { ...data.pathParameters, ...path },
    query: { ...data.query, ...query },
    headers: { ...data.headers, ...header },
    cookies: { ...data.cookies, ...cookie },
  };
}

function isEmpty(record: Readonly<Record<string, unknown>>): boolean {
  for (const _ in record) return false;
  return true;
}

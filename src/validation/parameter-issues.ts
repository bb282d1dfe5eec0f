import type { ParameterDefinition } from "../core/operation.js";
import type { SchemaValidator, ValidationIssue } from "../core/validator.js";
import { candidateIssues } from "./coerce.js";
import type { ParameterReading } from "./parameter-reading.js";
import type { RequestIssue } from "./request-issue.js";

const SENT_PREVIEW = 80;

/**
 * Judges one parameter as read from the wire: a required one must be present; a present one
 * must have a reading (coerced like a server would, unless exact) that its schema accepts.
 */
export function parameterIssues(parameter: ParameterDefinition, reading: ParameterReading, validator: SchemaValidator): RequestIssue[] {
  const { location, name } = parameter;
  const what = `${location} parameter ${JSON.stringify(name)}`;
  const issue = (detail: string): RequestIssue[] => [{ location, name, message: `${what} ${detail}` }];
  if (!reading.present) return parameter.required ? issue("is required but was not sent") : [];
  const sent = `(sent ${JSON.stringify(reading.sent.slice(0, SENT_PREVIEW))}${reading.sent.length > SENT_PREVIEW ? "…" : ""})`;
  if (reading.problem !== undefined) return issue(`${reading.problem} ${sent}`);
  if (reading.readings.length === 0) return issue(`cannot be read as style ${parameter.style}${parameter.explode ? " (explode)" : ""} ${sent}`);
  const issues = reading.exact ? exactIssues(reading.readings, parameter, validator) : candidateIssues(reading.readings, parameter.schema, validator);
  const last = issues[issues.length - 1];
  return last === undefined ? [] : issue(`${describeIssue(last)} ${sent}`);
}

/** One validation issue as text: the message, and where in the value when not at its root. */
export function describeIssue(issue: ValidationIssue): string {
  return issue.instancePath === "" ? issue.message : `${issue.message} at ${issue.instancePath}`;
}

function exactIssues(readings: readonly unknown[], parameter: ParameterDefinition, validator: SchemaValidator): readonly ValidationIssue[] {
  let first: readonly ValidationIssue[] | undefined;
  for (const reading of readings) {
    const issues = validator.validate(parameter.schema, reading);
    if (issues.length === 0) return [];
    first ??= issues;
  }
  return first ?? [];
}

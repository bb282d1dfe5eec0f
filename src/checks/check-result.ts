import { maskVolatile } from "../core/volatile-values.js";
import { describeError } from "../core/errors.js";
import type { Failure } from "../core/failure.js";

/**
 * Whether a value is a {@link Failure}: an object with string `check`, `title`, `message`
 * and `key`. Used to accept what custom checks return without trusting it blindly.
 */
export function isFailure(value: unknown): value is Failure {
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record["check"] === "string" &&
    typeof record["title"] === "string" &&
    typeof record["message"] === "string" &&
    typeof record["key"] === "string"
  );
}

/** Appends the failures a check returned (one, a list, or nothing) to `into`; other values are ignored. */
export function collectFailures(into: Failure[], result: unknown): void {
  if (result === undefined || result === null) return;
  if (Array.isArray(result)) {
    for (const item of result) if (isFailure(item)) into.push(item);
  } else if (isFailure(result)) {
    into.push(result);
  }
}

/**
 * A failure describing an error thrown by a check. The key is the error's type and first
 * line with digits removed, so the same assertion failing with different values is one
 * failure while different assertions stay distinct.
 */
export function errorFailure(check: string, title: string, error: unknown): Failure {
  const text = describeError(error).trim();
  const message = text === "" ? `The check raised ${errorType(error)} without a message.` : text;
  const firstLine = message.split("\n", 1)[0] ?? "";
  return {
    check,
    title,
    message,
    key: `${errorType(error)}:${maskVolatile(firstLine).replace(/[0-9]+/g, "").slice(0, 200)}`,
  };
}

function errorType(error: unknown): string {
  if (error instanceof Error) return error.name || "Error";
  return typeof error;
}

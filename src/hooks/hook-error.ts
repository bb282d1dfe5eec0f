import { ApitestError, describeError } from "../core/errors.js";

/** A user hook (or auth provider) threw: names the hook and the operation, keeps the cause. */
export class HookError extends ApitestError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("usage", message, options);
    this.name = "HookError";
  }
}

/** Runs a user hook, turning what it throws into a {@link HookError} naming it. */
export function invokeHook<T>(name: string, label: string | undefined, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw hookFailure(name, label, error);
  }
}

/** Awaits an async user hook, turning what it throws into a {@link HookError} naming it. */
export async function invokeAsyncHook<T>(name: string, label: string | undefined, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw hookFailure(name, label, error);
  }
}

function hookFailure(name: string, label: string | undefined, error: unknown): unknown {
  if (error instanceof HookError) return error;
  const where = label === undefined ? "" : ` for ${label}`;
  return new HookError(`The ${name} hook failed${where}: ${describeError(error)}. Fix the hook in your hooks module (or unregister it).`, { cause: error });
}

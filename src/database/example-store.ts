import type { CaseData } from "../core/case.js";
import type { StoredExample } from "./case-codec.js";
import { exampleKey, type ExampleDatabase } from "./example-database.js";

/** What must never be written to disk: the user's headers and credentials. */
export interface StoreSecrets {
  /** Names of headers the user adds to every request (`-H`, `header`, auth): lower case. */
  readonly headerNames: readonly string[];
  /** Secret values (tokens, passwords) that no stored value may contain. */
  readonly values: readonly string[];
}

/** Parameter values the configuration fixes (`[parameters]`): re-applied on replay, so never stored. */
export type FixedParameters = { readonly [location in "path" | "query" | "header" | "cookie"]: Readonly<Record<string, unknown>> };

function without(record: Readonly<Record<string, unknown>>, drop: (name: string, value: unknown) => boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name, value]) => !drop(name, value)));
}

/**
 * The part of a case that is generated data only (pure): parameters fixed by the configuration,
 * the user's headers and any value holding a secret are left out.
 */
export function generatedPart(data: CaseData, fixed: FixedParameters, secrets: StoreSecrets): CaseData {
  const userHeaders = new Set(secrets.headerNames.map((name) => name.toLowerCase()));
  const secret = (value: unknown): boolean => {
    if (typeof value !== "string") return false;
    return secrets.values.some((token) => token !== "" && value.includes(token));
  };
  const strip = (record: Readonly<Record<string, unknown>>, pinned: Readonly<Record<string, unknown>>, headers = false) =>
    without(record, (name, value) => name in pinned || secret(value) || (headers && (userHeaders.has(name.toLowerCase()) || name.toLowerCase() === "authorization")));
  return {
    ...data,
    pathParameters: strip(data.pathParameters, fixed.path),
    query: strip(data.query, fixed.query),
    headers: strip(data.headers, fixed.header, true),
    cookies: strip(data.cookies, fixed.cookie),
  };
}

/**
 * One run's view of the example database: each operation's stored cases are handed out once
 * (to the first phase that tests it), then replaced by those that still fail plus new failures.
 */
export class ExampleStore {
  readonly #database: ExampleDatabase;
  readonly #schemaIdentity: string;
  readonly #current = new Map<string, StoredExample[]>();
  readonly #taken = new Set<string>();

  constructor(database: ExampleDatabase, schemaIdentity: string) {
    this.#database = database;
    this.#schemaIdentity = schemaIdentity;
  }

  /** The stored cases of an operation, on the first call only (later phases get none). */
  async take(operationLabel: string): Promise<StoredExample[]> {
    if (this.#taken.has(operationLabel)) return [];
    this.#taken.add(operationLabel);
    const stored = await this.#database.load(this.#key(operationLabel));
    this.#current.set(operationLabel, []);
    return stored;
  }

  /** Adds failing cases of an operation (replayed ones that still fail, new minimal ones) and writes them. */
  async keep(operationLabel: string, examples: readonly StoredExample[], replayed: number): Promise<void> {
    if (examples.length === 0 && replayed === 0) return;
    const next = [...(this.#current.get(operationLabel) ?? []), ...examples];
    this.#current.set(operationLabel, next);
    await this.#database.save(this.#key(operationLabel), next);
  }

  #key(operationLabel: string): string {
    return exampleKey(this.#schemaIdentity, operationLabel);
  }
}

import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The sample of the real-world corpus kept in the repository (`test/fixtures/corpus/`, its
 * README names each file's source and licence): what `npm test` reads.
 */
export const SAMPLE_CORPUS_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../fixtures/corpus");

/**
 * A full corpus outside the repository (a folder holding `openapi/` and `graphql/`, each with
 * its `MANIFEST.tsv`), given by `npm run test:corpus -- <dir>` as `APITEST_CORPUS_DIR`; unset in
 * `npm test`.
 */
export const FULL_CORPUS_ROOT: string | undefined = process.env["APITEST_CORPUS_DIR"] ? resolve(process.env["APITEST_CORPUS_DIR"]) : undefined;

/** The OpenAPI documents of the sample: the tests that name a document read it here. */
export const CORPUS_DIR = join(SAMPLE_CORPUS_ROOT, "openapi");

/** The OpenAPI documents the corpus sweeps (`corpus-laws-*`) read: the full corpus when given, else the sample. */
export const SWEEP_DIR = join(FULL_CORPUS_ROOT ?? SAMPLE_CORPUS_ROOT, "openapi");

/** One row of MANIFEST.tsv. */
export interface CorpusEntry {
  readonly file: string;
  readonly specVersion: string;
  readonly operations: number;
  readonly features: readonly string[];
  readonly bytes: number;
}

/** Reads the swept corpus's MANIFEST.tsv. */
export function readManifest(): CorpusEntry[] {
  const [header, ...rows] = readFileSync(resolve(SWEEP_DIR, "MANIFEST.tsv"), "utf8").trim().split("\n");
  const columns = (header ?? "").split("\t");
  const index = (name: string): number => columns.indexOf(name);
  return rows.map((row) => {
    const cells = row.split("\t");
    return {
      file: cells[index("file")] ?? "",
      specVersion: cells[index("spec_version")] ?? "",
      operations: Number(cells[index("operations")]),
      features: (cells[index("features")] ?? "").split(",").filter((f) => f !== ""),
      bytes: Number(cells[index("bytes")]),
    };
  });
}

/** Files whose sibling files are not in the corpus, so their external `$ref`s cannot resolve. */
export const MISSING_SIBLINGS: Readonly<Record<string, string>> = {
  "azure.com__network-routeFilter__2017-03-01.json": "./expressRouteCircuit.json",
  "azure.com__network-routeTable__2017-11-01.yaml": "./virtualNetwork.json",
};

/**
 * Path items given by `$ref` hold operations the manifest does not count (it counts methods
 * written directly under `paths`); apitest resolves them.
 */
export const PATH_ITEM_REF_OPERATIONS: Readonly<Record<string, number>> = {
  "surevoip.co.uk__surevoip.co.uk__9dcb0dc8.json": 2,
};


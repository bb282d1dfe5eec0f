import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The shared corpus folder, a sibling of the repository. */
export const CORPUS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../shared/corpus/openapi");

/** One row of MANIFEST.tsv. */
export interface CorpusEntry {
  readonly file: string;
  readonly specVersion: string;
  readonly operations: number;
  readonly features: readonly string[];
  readonly bytes: number;
}

/** Reads MANIFEST.tsv. */
export function readManifest(): CorpusEntry[] {
  const [header, ...rows] = readFileSync(resolve(CORPUS_DIR, "MANIFEST.tsv"), "utf8").trim().split("\n");
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


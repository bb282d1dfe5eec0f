import { readFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { isScalarType, isSpecifiedScalarType, type GraphQLSchema } from "graphql";

/** The repository's sample of GraphQL schemas (`test/fixtures/corpus/graphql/`, sources and licences in its README). */
export const SAMPLE_DIR = fileURLToPath(new URL("../fixtures/corpus/graphql/", import.meta.url));

/**
 * The GraphQL schemas the corpus suite sweeps: `<APITEST_CORPUS_DIR>/graphql/` when a full corpus
 * is given (`npm run test:corpus -- <dir>`), else the sample.
 */
export const CORPUS_DIR = process.env["APITEST_CORPUS_DIR"] ? join(resolve(process.env["APITEST_CORPUS_DIR"]), "graphql") + sep : SAMPLE_DIR;

/** One MANIFEST.tsv row: the file and its expected root field counts. */
export interface CorpusEntry {
  readonly file: string;
  readonly queryFields: number;
  readonly mutationFields: number;
}

/** Reads MANIFEST.tsv. */
export function corpusEntries(): CorpusEntry[] {
  const [header, ...rows] = readFileSync(`${CORPUS_DIR}MANIFEST.tsv`, "utf8").trim().split("\n");
  const columns = (header ?? "").split("\t");
  const at = (name: string): number => columns.indexOf(name);
  return rows.map((row) => {
    const cells = row.split("\t");
    return {
      file: cells[at("file")] ?? "",
      queryFields: Number(cells[at("query_fields")]),
      mutationFields: Number(cells[at("mutation_fields")]),
    };
  });
}

/** A string arbitrary for every custom scalar of the schema (the corpus has no per-scalar knowledge). */
export function stringScalars(schema: GraphQLSchema): Map<string, fc.Arbitrary<unknown>> {
  const scalars = new Map<string, fc.Arbitrary<unknown>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isScalarType(type) && !isSpecifiedScalarType(type)) scalars.set(type.name, fc.string({ maxLength: 8 }));
  }
  return scalars;
}

/** Takes up to `limit` items spread evenly over the list, so big schemas are sampled end to end. */
export function spread<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items];
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, i) => items[Math.floor(i * step)] as T);
}

import type fc from "fast-check";
import { graphqlStrings } from "./strings.js";
import type { GraphQLSchema } from "graphql";

/** Options of the GraphQL arbitraries. */
export interface GraphqlGenerationOptions {
  /** Whether optional (nullable) arguments and input fields may be given an explicit `null`. */
  readonly allowNull: boolean;
  /** Arbitraries for custom scalars, by scalar name; values may be plain JSON or `nodes.*` literals. */
  readonly scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  /** Depth of the selection set: the root field is depth 1. Default 3. */
  readonly maxDepth?: number;
  /** `generation.allow-x00`: whether `String` arguments may contain NUL. Default true. */
  readonly allowX00?: boolean;
  /** `generation.codec`: every generated `String` must be encodable in it. Default: any Unicode. */
  readonly codec?: string;
  /**
   * Values seen in earlier responses that a root field's argument may take (by the argument's
   * name and its scalar type's name): drawn beside generated ones. None by default.
   */
  readonly known?: KnownArguments;
}

/** The values an argument of the root field may take from earlier responses, by its name and scalar type name. */
export type KnownArguments = (argument: string, scalar: string) => readonly unknown[];

/** What the selection and value builders share during one arbitrary's construction. */
export interface GenerationContext {
  readonly schema: GraphQLSchema;
  readonly allowNull: boolean;
  readonly scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  readonly maxDepth: number;
  /** Nesting bound of input objects and lists inside arguments (recursive filter inputs). */
  readonly maxInputDepth: number;
  /** Values of `String` arguments (see `graphqlStrings`). */
  readonly strings: fc.Arbitrary<string>;
  /** Whether `String` values may contain NUL (`generation.allow-x00`). */
  readonly allowX00: boolean;
  readonly known?: KnownArguments;
}

/** The default selection depth: deep enough for `root { edges { node } }`, small enough for huge schemas. */
export const DEFAULT_MAX_DEPTH = 3;

/** Builds the shared context from the public options. */
export function generationContext(schema: GraphQLSchema, options: GraphqlGenerationOptions): GenerationContext {
  return {
    schema,
    allowNull: options.allowNull,
    scalars: options.scalars,
    maxDepth: Math.max(1, options.maxDepth ?? DEFAULT_MAX_DEPTH),
    maxInputDepth: 3,
    strings: graphqlStrings(options.allowX00 ?? true, options.codec),
    allowX00: options.allowX00 ?? true,
    ...(options.known === undefined ? {} : { known: options.known }),
  };
}

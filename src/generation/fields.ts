/**
 * Objects made of named fields, drawn in one step. Built from fast-check parts, an object is a
 * tuple of `[key, value]` entries, each optional one a `oneof` between "absent" and a mapped
 * value, the whole mapped to an object: three or four values and a closure call per field, and
 * an entries array to filter and turn into an object. {@link fieldsArbitrary} draws the same
 * fields in the same order and builds the object directly, with one value per object.
 *
 * Shrinking tries, in order: without the extra entries, without each optional field, then each
 * field's own shrinks (the extra entries' last), so a minimal example keeps only what it needs.
 */
import * as fc from "fast-check";
import { setOwn } from "../core/own-property.js";

/** A key and value pair of a generated object. */
export type Entry = readonly [string, unknown];

/** One field of the objects {@link fieldsArbitrary} makes. */
export interface Field {
  readonly key: string;
  readonly arbitrary: fc.Arbitrary<unknown>;
  /** Weights of absent against present for an optional field; undefined when always present. */
  readonly presence?: { readonly absent: number; readonly present: number };
}

/** How optional fields and extra entries are drawn. */
export interface FieldsOptions {
  /**
   * Shared with nested arbitraries (as `fc.oneof`'s `depthIdentifier`, size "small"): the deeper
   * an object sits, the more often its optional fields are absent. Without it, the weights hold at every depth.
   */
  readonly depthIdentifier?: fc.DepthIdentifier;
  /** Entries under keys no field declares, drawn after the fields (one object in `rarity` gets some). */
  readonly extras?: { readonly arbitrary: fc.Arbitrary<readonly Entry[]>; readonly rarity: number };
}

/** What an object was made of: each field's value (undefined when absent) and the extras drawn. */
interface Drawn {
  readonly values: readonly (fc.Value<unknown> | undefined)[];
  readonly extras: fc.Value<readonly Entry[]> | undefined;
}

/** fast-check's depth bias for size "small". */
const DEPTH_BIAS = 0.5;

class FieldsArbitrary extends fc.Arbitrary<Record<string, unknown>> {
  readonly #fields: readonly Field[];
  readonly #depth: { depth: number } | undefined;
  readonly #extras: FieldsOptions["extras"];

  constructor(fields: readonly Field[], options: FieldsOptions) {
    super();
    this.#fields = fields;
    // fast-check's depth identifiers are the shared `{ depth }` counters themselves.
    this.#depth = options.depthIdentifier as { depth: number } | undefined;
    this.#extras = options.extras;
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<Record<string, unknown>> {
    const fields = this.#fields;
    const values: (fc.Value<unknown> | undefined)[] = new Array(fields.length);
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index] as Field;
      const presence = field.presence;
      if (presence === undefined) {
        values[index] = field.arbitrary.generate(random, biasFactor);
        continue;
      }
      const present = this.#present(random, presence.absent, presence.present);
      if (this.#depth !== undefined) this.#depth.depth++;
      try {
        values[index] = present ? field.arbitrary.generate(random, biasFactor) : undefined;
      } finally {
        if (this.#depth !== undefined) this.#depth.depth--;
      }
    }
    const extras = this.#extras;
    const extra = extras !== undefined && random.nextInt(1, extras.rarity) === 1 ? extras.arbitrary.generate(random, biasFactor) : undefined;
    return this.#value({ values, extras: extra });
  }

  /** A weighted draw, tilted towards absent as the depth grows (as `fc.oneof` with a depth identifier). */
  #present(random: fc.Random, absent: number, present: number): boolean {
    const total = absent + present;
    const depth = this.#depth?.depth ?? 0;
    const benefit = depth === 0 || absent === 0 ? 0 : Math.floor(Math.pow(1 + DEPTH_BIAS, depth)) - 1;
    return random.nextInt(-Math.min(total * benefit, Number.MAX_SAFE_INTEGER), total - 1) >= absent;
  }

  #value(drawn: Drawn): fc.Value<Record<string, unknown>> {
    const object: Record<string, unknown> = {};
    const fields = this.#fields;
    for (let index = 0; index < fields.length; index++) {
      const value = drawn.values[index];
      if (value !== undefined) setOwn(object, (fields[index] as Field).key, value.value);
    }
    if (drawn.extras !== undefined) for (const [key, value] of drawn.extras.value) setOwn(object, key, value);
    return new fc.Value(object, drawn);
  }

  canShrinkWithoutContext(_value: unknown): _value is Record<string, unknown> {
    // As the mapped tuple this replaces: only values it generated (with their context) shrink.
    return false;
  }

  shrink(_value: Record<string, unknown>, context: unknown): fc.Stream<fc.Value<Record<string, unknown>>> {
    if (context === undefined) return fc.Stream.nil();
    return new fc.Stream(this.#candidates(context as Drawn)).map((drawn) => this.#value(drawn));
  }

  *#candidates(drawn: Drawn): Generator<Drawn> {
    const { values, extras } = drawn;
    const fields = this.#fields;
    if (extras !== undefined) yield { values, extras: undefined };
    for (let index = 0; index < fields.length; index++) {
      if (values[index] === undefined || (fields[index] as Field).presence === undefined) continue;
      yield { values: values.with(index, undefined), extras };
    }
    for (let index = 0; index < fields.length; index++) {
      const value = values[index];
      if (value === undefined) continue;
      for (const smaller of (fields[index] as Field).arbitrary.shrink(value.value_, value.context)) yield { values: values.with(index, smaller), extras };
    }
    if (extras !== undefined) for (const smaller of (this.#extras as NonNullable<FieldsOptions["extras"]>).arbitrary.shrink(extras.value_, extras.context)) yield { values, extras: smaller };
  }
}

/**
 * Objects with the given fields, in their order (required ones always, optional ones by their
 * weights), then now and then extra entries under other keys (see the module note).
 */
export function fieldsArbitrary(fields: readonly Field[], options: FieldsOptions = {}): fc.Arbitrary<Record<string, unknown>> {
  return new FieldsArbitrary(fields, options);
}

import fc from "fast-check";
import { UsageError } from "../../core/errors.js";
import { CODEC_NAMES, codecLimit, fitsCodec } from "../../core/codec.js";

/**
 * Strings that break code written for ordinary text, as OpenAPI generation draws them: NUL
 * (which PostgreSQL refuses in text: `invalid byte sequence for encoding "UTF8": 0x00`), other
 * control characters, a right-to-left override, astral characters, combining marks, a long run.
 */
const UNUSUAL: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "\u0001\u001f\u007f",
  "\t\r\n",
  "\u202eevil",
  "\ud83d\ude00",
  "e\u0301",
  "\ufeff",
  "\u00a0",
  "'\"\\",
  "%s%n",
  "x".repeat(300),
];

/** Code points of the drawn unusual strings: controls (NUL included when allowed), the BMP, astral planes. */
function unusualUnit(allowX00: boolean, limit: number): fc.Arbitrary<string> {
  const ranges: [number, number][] = [
    [allowX00 ? 0 : 1, 0x1f],
    [0x20, 0x7e],
    [0xa0, 0xd7ff],
    [0xe000, 0xfffd],
    [0x10000, 0x10ffff],
  ];
  const usable = ranges.filter(([min]) => min <= limit).map(([min, max]) => fc.integer({ min, max: Math.min(max, limit) }));
  return fc.oneof(...usable).map((code) => String.fromCodePoint(code));
}

/**
 * Values of GraphQL `String` arguments: mostly ordinary strings, one in five drawn from the
 * unusual strings and code points above (NUL included unless `generation.allow-x00 = false`),
 * every one encodable in `generation.codec` when it is set.
 *
 * @example fc.sample(graphqlStrings(false), 50).some((text) => text.includes("\0")); // false
 */
export function graphqlStrings(allowX00: boolean, codec?: string): fc.Arbitrary<string> {
  const limit = codec === undefined ? 0x10ffff : codecLimit(codec);
  if (limit === undefined) throw new UsageError(`Unknown generation.codec ${JSON.stringify(codec)}: use one of ${CODEC_NAMES.join(", ")}.`);
  const fits = (text: string): boolean => (allowX00 || !text.includes("\0")) && fitsCodec(text, limit);
  const constants = UNUSUAL.filter(fits);
  const unusual = fc.oneof(
    ...(constants.length > 0 ? [fc.constantFrom(...constants)] : []),
    fc.array(unusualUnit(allowX00, limit), { minLength: 1, maxLength: 12 }).map((units) => units.join("")),
  );
  const ordinary = fc.string({ maxLength: 20 });
  return fc.oneof({ weight: 4, arbitrary: ordinary }, { weight: 1, arbitrary: unusual }).filter(fits);
}

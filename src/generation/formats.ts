import * as fc from "fast-check";

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** A value built on first use: fast-check arbitraries like `stringMatching` cost milliseconds to construct, and most runs use few formats. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dates = once(() => fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T23:59:59Z"), noInvalidDate: true }));

const timezone = once(() => fc.oneof(
  { weight: 3, arbitrary: fc.constant("Z") },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45)).map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`) },
));

const fraction = once(() => fc.option(fc.integer({ min: 0, max: 999_999 }).map((value) => `.${pad(value, 6).replace(/0+$/, "") || "0"}`), { nil: "" }));

const time = once(() => fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fraction(), timezone())
  .map(([h, m, s, frac, tz]) => `${pad(h)}:${pad(m)}:${pad(s)}${frac}${tz}`));

const date = once(() => dates().map((value) => value.toISOString().slice(0, 10)));

const dateTime = once(() => fc.tuple(date(), time()).map(([day, clock]) => `${day}T${clock}`));

const component = (unit: string): fc.Arbitrary<string> => fc.option(fc.nat({ max: 99 }).map((value) => `${value}${unit}`), { nil: "" });

const duration = once(() => fc.oneof(
  fc.nat({ max: 52 }).map((weeks) => `P${weeks}W`),
  fc
    .tuple(component("Y"), component("M"), component("D"), component("H"), component("M"), component("S"))
    .map(([y, mo, d, h, mi, s]) => {
      const clock = `${h}${mi}${s}`;
      const text = `P${y}${mo}${d}${clock === "" ? "" : `T${clock}`}`;
      return text === "P" ? "P0D" : text;
    }),
));

const hostname = once(() => fc.domain());

const email = once(() => fc.emailAddress());


// Not fc.webPath(): like fc.webUrl(), constructing it costs over a second of start-up.
const relativeReference = once(() => fc.stringMatching(/^(\/[a-z0-9_.~-]{1,10}){1,3}(\?[a-z0-9_]{1,8}=[a-z0-9]{0,8})?$/));

const bytes = once(() => fc.uint8Array({ maxLength: 48 }));

const base64 = once(() => bytes().map((value) => Buffer.from(value).toString("base64")));

const pointerSegment = once(() => fc.string({ maxLength: 8 }).map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")));

const jsonPointer = once(() => fc.array(pointerSegment(), { maxLength: 4 }).map((segments) => segments.map((segment) => `/${segment}`).join("")));

const regexSource = once(() => fc.oneof(
  fc.constantFrom("^[a-z]+$", "\\d{3}-\\d{4}", ".*", "^abc", "[A-Z][a-z]*", "(foo|bar)?baz$", "^\\w+@\\w+\\.com$"),
  fc.stringMatching(/^[a-zA-Z0-9]{1,10}$/),
));

// Plain hosts and paths: ajv's `url` and `uri-template` checks reject much of what webUrl produces.
const simpleUrl = once(() => fc.stringMatching(/^https?:\/\/[a-z][a-z0-9]{0,9}(\.[a-z][a-z0-9]{0,9}){0,2}\.[a-z]{2,6}(\/[a-z0-9_.~-]{1,10}){0,3}$/));

// Built from parts rather than with fc.webUrl(), whose construction alone costs about a second
// of start-up (it precomputes large character tables), for every run that loads this module.
const uri = once(() => fc
  .tuple(
    simpleUrl(),
    fc.option(fc.stringMatching(/^[a-z0-9_]{1,8}=[a-z0-9._~-]{0,8}(&[a-z0-9_]{1,8}=[a-z0-9._~-]{0,8}){0,2}$/), { nil: undefined }),
    fc.option(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { nil: undefined }),
  )
  .map(([base, query, fragment]) => `${base}${query === undefined ? "" : `?${query}`}${fragment === undefined ? "" : `#${fragment}`}`));

const uriTemplate = once(() => fc.tuple(simpleUrl(), fc.stringMatching(/^[a-z]{1,8}$/)).map(([base, name]) => `${base}/{${name}}`));

/**
 * Built-in string formats, valid for ajv-formats' full mode (`date-time` and `time` carry a
 * timezone). `binary` is not here: it yields `Uint8Array`s, see `binaryArbitrary`.
 */
const BUILT_IN: ReadonlyMap<string, () => fc.Arbitrary<string>> = new Map<string, () => fc.Arbitrary<string>>([
  ["date", date],
  ["date-time", dateTime],
  ["iso-date-time", dateTime],
  ["time", time],
  ["iso-time", time],
  ["duration", duration],
  ["email", email],
  ["idn-email", email],
  ["hostname", hostname],
  ["idn-hostname", hostname],
  ["ipv4", once(() => fc.ipV4())],
  ["ipv6", once(() => fc.ipV6())],
  ["uuid", once(() => fc.uuid())],
  ["uri", uri],
  ["url", simpleUrl],
  ["iri", uri],
  ["uri-reference", once(() => fc.oneof(uri(), relativeReference()))],
  ["iri-reference", once(() => fc.oneof(uri(), relativeReference()))],
  ["uri-template", uriTemplate],
  ["byte", base64],
  ["json-pointer", jsonPointer],
  ["relative-json-pointer", once(() => fc.tuple(fc.nat({ max: 5 }), fc.oneof(fc.constant("#"), jsonPointer())).map(([up, rest]) => `${up}${rest}`))],
  ["regex", regexSource],
]);

/** The built-in arbitrary of a string format, or undefined for formats generated as plain strings. */
export function builtInFormat(format: string): fc.Arbitrary<string> | undefined {
  return BUILT_IN.get(format)?.();
}

/** Bytes for `format: binary`, within byte-length bounds. */
export function binaryArbitrary(minLength: number, maxLength: number | undefined): fc.Arbitrary<Uint8Array> {
  return fc.uint8Array(maxLength === undefined ? { minLength } : { minLength, maxLength });
}

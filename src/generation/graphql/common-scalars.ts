import fc from "fast-check";

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");
// Valid calendar dates, including leap days and the ends of months and years.
const date = fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true });
const isoDate = date.map((value) => value.toISOString().slice(0, 10));
const isoDateTime = date.map((value) => value.toISOString());
const isoTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes, seconds]) => `${pad(hours)}:${pad(minutes)}:${pad(seconds)}Z`);
const localTime = isoTime.map((value) => value.slice(0, 8));
const json = fc.jsonValue({ maxDepth: 2 });
const jsonObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 });
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const email = fc.tuple(label, label).map(([user, host]) => `${user}@${host}.example.com`);
const url = fc.tuple(label, label).map(([host, path]) => `https://${host}.example.com/${path}`);
const safeInteger = fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 0));
const bigInteger = fc.oneof(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String), safeInteger);
const hex = (length: number): fc.Arbitrary<string> => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));
const float = fc.double({ noNaN: true, noDefaultInfinity: true });

/**
 * Arbitraries for the custom scalars most GraphQL APIs use (the `graphql-scalars` family and
 * the usual spellings of dates, JSON, identifiers and big numbers), by scalar name. A scalar
 * registered with `graphql.scalar()` takes precedence. Values are what the scalar's usual
 * implementation accepts as input (ISO 8601 text, RFC 4122 UUIDs, JSON values …).
 */
export const COMMON_SCALARS: ReadonlyMap<string, fc.Arbitrary<unknown>> = new Map<string, fc.Arbitrary<unknown>>([
  ["DateTime", isoDateTime],
  ["DateTimeISO", isoDateTime],
  ["Timestamp", fc.oneof(isoDateTime, date.map((value) => value.getTime()))],
  ["Date", isoDate],
  ["LocalDate", isoDate],
  ["Time", isoTime],
  ["LocalTime", localTime],
  ["LocalDateTime", isoDateTime.map((value) => value.slice(0, 19))],
  ["Duration", fc.integer({ min: 0, max: 59 }).map((minutes) => `PT${minutes}M`)],
  ["ISO8601Duration", fc.integer({ min: 0, max: 59 }).map((minutes) => `PT${minutes}M`)],
  ["JSON", json],
  ["JSONObject", jsonObject],
  ["Object", jsonObject],
  ["UUID", fc.uuid()],
  ["GUID", fc.uuid()],
  ["ObjectID", hex(24)],
  ["EmailAddress", email],
  ["Email", email],
  ["URL", url],
  ["URI", url],
  ["BigInt", bigInteger],
  ["Long", bigInteger],
  ["SafeInt", safeInteger],
  ["Decimal", fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2))],
  ["BigDecimal", fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2))],
  ["PositiveInt", fc.integer({ min: 1, max: 2147483647 })],
  ["NonNegativeInt", fc.integer({ min: 0, max: 2147483647 })],
  ["NegativeInt", fc.integer({ min: -2147483648, max: -1 })],
  ["NonPositiveInt", fc.integer({ min: -2147483648, max: 0 })],
  ["UnsignedInt", fc.integer({ min: 0, max: 2147483647 })],
  ["PositiveFloat", float.filter((value) => value > 0)],
  ["NonNegativeFloat", float.map(Math.abs)],
  ["NegativeFloat", float.filter((value) => value < 0)],
  ["Latitude", fc.double({ min: -90, max: 90, noNaN: true })],
  ["Longitude", fc.double({ min: -180, max: 180, noNaN: true })],
  ["Port", fc.integer({ min: 1, max: 65535 })],
  ["NonEmptyString", fc.string({ minLength: 1, maxLength: 20 })],
  ["HexColorCode", hex(6).map((value) => `#${value}`)],
  ["Hexadecimal", hex(8)],
  ["IPv4", fc.ipV4()],
  ["IPv6", fc.ipV6()],
  ["IP", fc.oneof(fc.ipV4(), fc.ipV6())],
  ["MAC", fc.array(hex(2), { minLength: 6, maxLength: 6 }).map((parts) => parts.join(":"))],
  ["PhoneNumber", fc.integer({ min: 100000000, max: 999999999 }).map((digits) => `+1${digits}0`)],
  ["PostalCode", fc.integer({ min: 10000, max: 99999 }).map(String)],
  ["CountryCode", fc.constantFrom("US", "GB", "DE", "FR", "JP", "BR", "IN")],
  ["Currency", fc.constantFrom("USD", "EUR", "GBP", "JPY")],
  ["Locale", fc.constantFrom("en", "en-US", "de-DE", "fr", "ja-JP")],
  ["TimeZone", fc.constantFrom("UTC", "Europe/Berlin", "America/New_York", "Asia/Tokyo")],
  ["UtcOffset", fc.constantFrom("+00:00", "-05:00", "+09:30")],
  ["JWT", fc.constant("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl")],
  ["Byte", fc.uint8Array({ maxLength: 12 }).map((bytes) => Buffer.from(bytes).toString("base64"))],
  ["Void", fc.constant(null)],
  ["Cursor", fc.base64String({ maxLength: 16 })],
]);

/**
 * What an unknown custom scalar gets: strings and numbers, so the operation is still tested.
 * The run warns once, naming `graphql.scalar()`, since most values are likely to be refused.
 */
export const FALLBACK_SCALAR: fc.Arbitrary<unknown> = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

import {
  anyOfKey,
  booleanKey,
  enumKey,
  integerKey,
  listKey,
  ref,
  secondsKey,
  stringKey,
  table,
  type SchemaNode,
} from "./schema-builders.js";
import { SPEC_CHECK_NAMES } from "../core/check-names.js";

/** Every check name `checks.<name>` accepts. */
export const CONFIG_CHECK_NAMES: typeof SPEC_CHECK_NAMES = SPEC_CHECK_NAMES;

const METHOD_PATTERN = "^(?:GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE|CONNECT|get|put|post|delete|options|head|patch|trace|connect)$";

/** An HTTP method name, either case. */
export const HTTP_METHOD: SchemaNode = { type: "string", pattern: METHOD_PATTERN, "x-expected": 'an HTTP method such as "PATCH"' };

const STATUS: SchemaNode = anyOfKey("A status code or a wildcard with X for any digit.", 'a status code from 100 to 599 or a wildcard such as "2XX"', [
  { type: "integer", minimum: 100, maximum: 599 },
  { type: "string", pattern: "^[1-5][0-9Xx]{2}$", "x-expected": 'a status code or a wildcard such as "2XX"' },
]);

const CHECK: SchemaNode = table("Settings of one check.", {
  enabled: booleanKey("Run this check.", true),
  "expected-statuses": listKey(
    "Statuses this check treats as expected (integers such as 200, or wildcards such as \"2XX\"). For not_a_server_error: 5xx statuses not regarded as server errors.",
    STATUS,
    { minItems: 1 },
  ),
});

const CHECKS: SchemaNode = table(
  "Settings per check.",
  {
    ...Object.fromEntries(CONFIG_CHECK_NAMES.map((name) => [name, { ...ref("check"), description: `Settings of the ${name} check.` }])),
    max_response_time: secondsKey("Seconds; a slower response fails the max_response_time check. Default: no limit.", { exclusiveMinimum: 0 }),
  },
);

const GENERATION: SchemaNode = table("How test data is generated.", {
  mode: enumKey("positive: valid data only; negative: invalid data only; all: both.", ["positive", "negative", "all"], "all"),
  "max-examples": integerKey("Cases per operation in the fuzzing phase (and call sequences in the stateful phase).", { minimum: 1, default: 100 }),
  "no-shrink": booleanKey("Do not shrink failing cases to minimal examples.", false),
  deterministic: booleanKey("Remove random variation: the same cases on every run.", false),
  "allow-x00": booleanKey("Allow NUL bytes in generated strings.", true),
  "exclude-header-characters": stringKey("Characters never generated in header values.", { default: "\r\n" }),
  codec: stringKey("Character encoding generated strings must be representable in, e.g. \"ascii\" or \"utf-8\"."),
  maximize: anyOfKey(
    'Targeted testing: metrics to maximize. "response_time" (built in: steer towards slower responses) or the name of a metric the hooks module registers with metric(); one name or a list (their sum is maximized).',
    'a metric name ("response_time" or one registered with metric()) or a list of them',
    [
      { type: "string", minLength: 1, examples: ["response_time"] },
      { type: "array", items: { type: "string", minLength: 1, examples: ["response_time"] } },
    ],
  ),
  "with-security-parameters": booleanKey("Generate the security parameters the schema's security schemes declare.", true),
  "graphql-allow-null": booleanKey("Allow null values for nullable GraphQL arguments.", true),
  database: stringKey("Where failing cases are stored to replay first next run: a directory, \"none\" or \":memory:\".", {
    default: ".proptest/examples",
    minLength: 1,
  }),
});

function phase(name: string, extra: Readonly<Record<string, SchemaNode>> = {}): SchemaNode {
  return table(`Settings of the ${name} phase.`, {
    enabled: booleanKey(`Run the ${name} phase.`, true),
    generation: { ...ref("generation"), description: `Data generation in the ${name} phase.` },
    checks: { ...ref("checks"), description: `Check settings in the ${name} phase.` },
    ...extra,
  });
}

const PHASES: SchemaNode = table("Testing phases.", {
  examples: phase("examples", {
    "fill-missing": booleanKey("Generate random examples for operations that have none.", false),
  }),
  coverage: phase("coverage", {
    "generate-duplicate-query-parameters": booleanKey("Also send query parameters twice, e.g. page=1&page=2.", false),
    "unexpected-methods": listKey(
      "HTTP methods sent to test methods the schema does not declare. Default: every undeclared method.",
      HTTP_METHOD,
      { uniqueItems: true },
    ),
  }),
  fuzzing: phase("fuzzing"),
  stateful: phase("stateful", {
    "max-steps": integerKey("Most calls in one stateful sequence.", { minimum: 2 }),
  }),
});

const HEADERS: SchemaNode = {
  type: "object",
  description: "Headers sent with every request, name to value.",
  propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "x-expected": "a header name (letters, digits and !#$%&'*+.^_`|~-)" },
  additionalProperties: { type: "string" },
};

const AUTH: SchemaNode = table("Authentication for every request.", {
  basic: table(
    "HTTP basic authentication (like --auth user:password).",
    {
      username: stringKey("User name."),
      password: stringKey("Password; use ${VAR} to read it from the environment."),
    },
    { required: ["username", "password"] },
  ),
});

/** The reusable definitions the root schema references. */
export const SHARED_DEFINITIONS: Readonly<Record<string, SchemaNode>> = {
  check: CHECK,
  checks: CHECKS,
  generation: GENERATION,
  phases: PHASES,
  headers: HEADERS,
  auth: AUTH,
  parameters: {
    type: "object",
    description: "Fixed values for parameters, by name; prefix with path., query., header. or cookie. to pick one location.",
    additionalProperties: true,
  },
};

/** Network keys that may also be set per operation. */
export const OPERATION_NETWORK_PROPERTIES: Readonly<Record<string, SchemaNode>> = {
  header: { ...ref("headers"), description: "Headers sent with every request, name to value." },
  headers: { ...ref("headers"), description: "Same as header: headers sent with every request." },
  auth: { ...ref("auth"), description: "Authentication for every request." },
  proxy: stringKey("HTTP or HTTPS proxy URL; may carry credentials.", { minLength: 1 }),
  "tls-verify": anyOfKey("Verify TLS certificates (true/false), or the path of a CA bundle to verify them with.", "true, false or the path of a CA bundle", [
    { type: "boolean" },
    { type: "string", minLength: 1 },
  ]),
  "request-timeout": anyOfKey("Seconds to wait for each response (default 10), or 0 or \"none\" for no limit.", "a number of seconds, 0 or \"none\"", [
    secondsKey("Seconds to wait for each response; 0 for no limit.", { minimum: 0 }),
    { type: "string", enum: ["none"] },
  ]),
  "request-cert": stringKey("Client certificate file (may include the key).", { minLength: 1 }),
  "request-cert-key": stringKey("Client private key file, when separate from the certificate.", { minLength: 1 }),
};

/** Network keys of the top level and of `[[project]]`. */
export const NETWORK_PROPERTIES: Readonly<Record<string, SchemaNode>> = {
  ...OPERATION_NETWORK_PROPERTIES,
  "rate-limit": stringKey('Most requests sent: "100 requests per minute", "5 requests per second", "1000 requests per hour", or "5/s", "100/m", "1000/h".', {
    "x-expected": 'a rate such as "100 requests per minute" or "5/s"',
  }),
};

import { describe, expect, it } from "vitest";
import { problems } from "../support/config-support.js";

// Each case: the file (the faulty key is on the line given), and the one message expected.
const CASES: [string, string, number, string][] = [
  ["color", `color = "yes"`, 1, `"color" must be true or false, got "yes"`],
  ["suppress-health-check", `suppress-health-check = ["too_slo"]`, 1, `"suppress-health-check[0]" must be one of "data_too_large", "filter_too_much", "too_slow", "large_base_example", "all", got "too_slo" (did you mean "too_slow"?)`],
  ["seed", `seed = -1`, 1, `"seed" must be at least 0, got -1`],
  ["max-failures", `seed = 1\nmax-failures = 0`, 2, `"max-failures" must be at least 1, got 0`],
  ["warnings (type)", `warnings = "some"`, 1, `"warnings" must be true, false or a list of warning names, got "some"`],
  ["warnings (name)", `warnings = [\n  "missing_auth",\n  "missing_auht",\n]`, 3, `"warnings[1]" must be one of "missing_auth", "missing_test_data", "validation_mismatch", "invalid_links", "inferred_links", "unusable_links", "no_links", "unsendable_parameters", got "missing_auht" (did you mean "missing_auth"?)`],
  ["reports.directory", `[reports]\ndirectory = ""`, 2, `"reports.directory" must not be empty`],
  ["reports.preserve-bytes", `[reports]\npreserve-bytes = 1`, 2, `"reports.preserve-bytes" must be true or false, got 1`],
  ["reports.junit.enabled", `[reports.junit]\nenabled = "yes"`, 2, `"reports.junit.enabled" must be true or false, got "yes"`],
  ["reports.vcr.path", `[reports]\nvcr.path = 3`, 2, `"reports.vcr.path" must be a string, got 3`],
  ["output.sanitization.replacement", `[output.sanitization]\nreplacement = 1`, 2, `"output.sanitization.replacement" must be a string, got 1`],
  ["output.sanitization.keys-to-sanitize", `[output.sanitization]\nkeys-to-sanitize = "token"`, 2, `"output.sanitization.keys-to-sanitize" must be a list, got "token"`],
  ["output.truncation.max-lines", `[output.truncation]\nmax-lines = 0`, 2, `"output.truncation.max-lines" must be at least 1, got 0`],
  ["output.truncation.max-width", `[output]\ntruncation = { max-width = 1.5 }`, 2, `"output.truncation.max-width" must be a positive integer, got 1.5`],
  ["base-url", `base-url = 1`, 1, `"base-url" must be a string, got 1`],
  ["hooks", `hooks = ""`, 1, `"hooks" must not be empty`],
  ["workers (text)", `\n\n\n\nworkers = "many"`, 5, `"workers" must be an integer from 1 to 64 or "auto", got "many"`],
  ["workers (zero)", `workers = 0`, 1, `"workers" must be at least 1, got 0`],
  ["workers (too many)", `workers = 65`, 1, `"workers" must be at most 64, got 65`],
  ["wait-for-schema", `wait-for-schema = 0.5`, 1, `"wait-for-schema" must be at least 1, got 0.5`],
  ["continue-on-failure", `continue-on-failure = "no"`, 1, `"continue-on-failure" must be true or false, got "no"`],
  ["phases.<phase>.enabled", `[phases.fuzzing]\nenabled = "on"`, 2, `"phases.fuzzing.enabled" must be true or false, got "on"`],
  ["phases.examples.fill-missing", `[phases.examples]\nfill-missing = 1`, 2, `"phases.examples.fill-missing" must be true or false, got 1`],
  ["phases.coverage.generate-duplicate-query-parameters", `[phases.coverage]\ngenerate-duplicate-query-parameters = "x"`, 2, `"phases.coverage.generate-duplicate-query-parameters" must be true or false, got "x"`],
  ["phases.coverage.unexpected-methods", `[phases.coverage]\nunexpected-methods = ["PATCH", "FETCH"]`, 2, `"phases.coverage.unexpected-methods[1]" must be an HTTP method such as "PATCH", got "FETCH"`],
  ["phases.stateful.max-steps", `[phases.stateful]\nmax-steps = 1`, 2, `"phases.stateful.max-steps" must be at least 2, got 1`],
  ["phases.<phase>.checks", `[phases.fuzzing.checks.not_a_server_eror]\nenabled = false`, 1, `unknown key "phases.fuzzing.checks.not_a_server_eror" (did you mean "phases.fuzzing.checks.not_a_server_error"?)`],
  ["header (type)", `header = "X-A: 1"`, 1, `"header" must be a table, got "X-A: 1"`],
  ["headers (value)", `[headers]\nX-Count = 1`, 2, `"headers.X-Count" must be a string, got 1`],
  ["headers (name)", `[headers]\n"Bad Name" = "x"`, 2, `"headers" has an invalid key "Bad Name": use a header name (letters, digits and !#$%&'*+.^_\`|~-)`],
  ["proxy", `proxy = ""`, 1, `"proxy" must not be empty`],
  ["tls-verify", `tls-verify = 1`, 1, `"tls-verify" must be true, false or the path of a CA bundle, got 1`],
  ["rate-limit (grammar)", `rate-limit = "fast"`, 1, `"rate-limit": "fast" is not a rate limit: write "<N> requests per second|minute|hour" or "<N>/s", "<N>/m", "<N>/h", for example "100 requests per minute".`],
  ["rate-limit (zero)", `rate-limit = "0/s"`, 1, `"rate-limit": "0/s" is not a rate limit: the number of requests must be greater than 0.`],
  // 0 and "none" mean no limit (issue 23); a negative number is still an error.
  ["request-timeout", `request-timeout = -1`, 1, `"request-timeout" must be at least 0, got -1`],
  ["request-timeout (word)", `request-timeout = "soon"`, 1, `"request-timeout" must be one of "none", got "soon"`],
  ["request-cert", `request-cert = 1`, 1, `"request-cert" must be a string, got 1`],
  ["request-cert-key", `request-cert-key = ""`, 1, `"request-cert-key" must not be empty`],
  ["auth.basic", `[auth.basic]\nusername = "me"`, 1, `"auth.basic" is missing the required key "auth.basic.password"`],
  ["generation.mode", `[generation]\nmode = "both"`, 2, `"generation.mode" must be one of "positive", "negative", "all", got "both"`],
  ["generation.max-examples", `[generation]\nmax-examples = 0`, 2, `"generation.max-examples" must be at least 1, got 0`],
  ["generation.no-shrink", `generation.no-shrink = "yes"`, 1, `"generation.no-shrink" must be true or false, got "yes"`],
  ["generation.deterministic", `[generation]\ndeterministic = 0`, 2, `"generation.deterministic" must be true or false, got 0`],
  ["generation.allow-x00", `[generation]\nallow-x00 = "no"`, 2, `"generation.allow-x00" must be true or false, got "no"`],
  ["generation.exclude-header-characters", `[generation]\nexclude-header-characters = 1`, 2, `"generation.exclude-header-characters" must be a string, got 1`],
  ["generation.codec", `[generation]\ncodec = 8`, 2, `"generation.codec" must be a string, got 8`],
  ["generation.maximize", `[generation]\nmaximize = 1`, 2, `"generation.maximize" must be a metric name ("response_time" or one registered with metric()) or a list of them, got 1`],
  ["generation.with-security-parameters", `[generation]\nwith-security-parameters = 1`, 2, `"generation.with-security-parameters" must be true or false, got 1`],
  ["generation.graphql-allow-null", `[generation]\ngraphql-allow-null = "x"`, 2, `"generation.graphql-allow-null" must be true or false, got "x"`],
  ["generation.database", `[generation]\ndatabase = ""`, 2, `"generation.database" must not be empty`],
  ["checks.<check>.enabled", `[checks.ignored_auth]\nenabled = "no"`, 2, `"checks.ignored_auth.enabled" must be true or false, got "no"`],
  ["checks.<check>.expected-statuses (range)", `[checks.not_a_server_error]\nexpected-statuses = [503, 600]`, 2, `"checks.not_a_server_error.expected-statuses[1]" must be at most 599, got 600`],
  ["checks.<check>.expected-statuses (wildcard)", `[checks.negative_data_rejection]\nexpected-statuses = ["4XX", "6XX"]`, 2, `"checks.negative_data_rejection.expected-statuses[1]" must be a status code or a wildcard such as "2XX", got "6XX"`],
  ["checks.<check>.expected-statuses (empty)", `[checks.positive_data_acceptance]\nexpected-statuses = []`, 2, `"checks.positive_data_acceptance.expected-statuses" must list at least 1 value`],
  ["checks.max_response_time", `[checks]\nmax_response_time = 0`, 2, `"checks.max_response_time" must be greater than 0, got 0`],
  ["unknown check", `[checks.not_a_server_eror]\nenabled = false`, 1, `unknown key "checks.not_a_server_eror" (did you mean "checks.not_a_server_error"?)`],
  ["[[project]] title", `[[project]]\ntitle = "A"\n\n[[project]]\nworkers = 2`, 4, `"project[1]" has no "title": every [[project]] needs title = "<the info.title of the schema it applies to>"`],
  ["[[project]] duplicate title", `[[project]]\ntitle = "A"\n[[project]]\ntitle = "A"`, 4, `"project[1].title" repeats the title "A" of project[0]: each [[project]] needs its own title`],
  ["[[project]] keys", `[[project]]\ntitle = "A"\n[project.generation]\nmax-examples = -3`, 4, `"project[0].generation.max-examples" must be at least 1, got -3`],
  ["[[operations]] selector", `[[operations]]\ninclude-method = "FETCH"`, 2, `"operations[0].include-method" must be an HTTP method such as "PATCH", got "FETCH"`],
  ["[[operations]] regex", `[[operations]]\nenabled = true\ninclude-path-regex = "users("`, 3, `"operations[0].include-path-regex" is not a valid regular expression: Invalid regular expression: /users(/: Unterminated group`],
  ["[[operations]] enabled", `[[operations]]\ninclude-tag = "admin"\nenabled = "no"`, 3, `"operations[0].enabled" must be true or false, got "no"`],
  ["[[operations]] phases", `[[operations]]\ninclude-tag = "admin"\n[operations.phases.fuzzing.generation]\nmax-examples = 0`, 4, `"operations[0].phases.fuzzing.generation.max-examples" must be at least 1, got 0`],
  ["[[project.operations]]", `[[project]]\ntitle = "A"\n[[project.operations]]\ninclude-path = "/a"\n[[project.operations]]\nrequest-timeout = -1`, 6, `"project[0].operations[1].request-timeout" must be at least 0, got -1`],
];

describe("configuration errors: one clear message per problem, with its line", () => {
  it.each(CASES)("%s", (_key, source, line, message) => {
    expect(problems(source)).toEqual([`${line}: ${message}`]);
  });

  it("names a misspelt key and the key it most likely means (the brief's example)", () => {
    const source = ["seed = 1", "", "[generation]", "mode = \"all\"", "max-exampels = 10"].join("\n");
    expect(problems(source)).toEqual([`5: unknown key "generation.max-exampels" (did you mean "generation.max-examples"?)`]);
  });

  it("points a key written in the wrong table to where it belongs", () => {
    expect(problems(`max-examples = 10`)).toEqual([`1: unknown key "max-examples" (did you mean "generation.max-examples"?)`]);
    expect(problems(`[[project]]\ntitle = "A"\nseed = 3`)).toEqual([
      `3: unknown key "project[0].seed" ("seed" is a global setting: put it at the top of the file, before any [table])`,
    ]);
  });

  it("reports every problem at once, in file order, in one error whose message lists them", () => {
    const source = `workers = "many"\n[generation]\nmax-examples = 0\nmode = "sometimes"\n`;
    expect(problems(source)).toEqual([
      `1: "workers" must be an integer from 1 to 64 or "auto", got "many"`,
      `3: "generation.max-examples" must be at least 1, got 0`,
      `4: "generation.mode" must be one of "positive", "negative", "all", got "sometimes"`,
    ]);
  });

  it("accepts every key of the specification with a valid value", () => {
    expect(problems(VALID_EVERYTHING)).toEqual([]);
  });
});

const VALID_EVERYTHING = `
color = true
suppress-health-check = ["data_too_large", "all"]
seed = 0
max-failures = 1
warnings = false
base-url = "http://127.0.0.1:8000/api"
hooks = "./hooks.ts"
workers = 64
wait-for-schema = 1.0
continue-on-failure = true
proxy = "http://user:pass@127.0.0.1:3128"
tls-verify = "./ca.pem"
rate-limit = "5/s"
request-timeout = 0.5
request-cert = "./client.pem"
request-cert-key = "./client.key"
header = { X-A = "1" }
headers = { "X-B" = "2" }
auth.basic = { username = "me", password = "secret" }

[reports]
directory = "out"
preserve-bytes = true
junit = { enabled = true, path = "out/j.xml" }
vcr.enabled = true
har.path = "out/h.har"

[output.sanitization]
enabled = false
keys-to-sanitize = ["a"]
sensitive-markers = ["b"]
replacement = "-"

[output.truncation]
enabled = false
max-payload-size = 1
max-lines = 1
max-width = 1

[phases.examples]
enabled = true
fill-missing = true
[phases.coverage]
generate-duplicate-query-parameters = true
unexpected-methods = ["patch", "TRACE"]
[phases.fuzzing.generation]
max-examples = 3
[phases.stateful]
max-steps = 2
checks.use_after_free.enabled = false

[generation]
mode = "negative"
max-examples = 1
no-shrink = true
deterministic = true
allow-x00 = false
exclude-header-characters = "\\r\\n\\u0000"
codec = "ascii"
maximize = ["response_time"]
with-security-parameters = false
graphql-allow-null = false
database = ":memory:"

[checks]
max_response_time = 0.25
not_a_server_error.expected-statuses = [503, "5XX"]
status_code_conformance.enabled = false
content_type_conformance.enabled = false
response_schema_conformance.enabled = false
response_headers_conformance.enabled = false
positive_data_acceptance.expected-statuses = ["2xx"]
negative_data_rejection.expected-statuses = [400, 422]
use_after_free.enabled = false
ensure_resource_availability.enabled = false
missing_required_header.expected-statuses = [401]
ignored_auth.enabled = false
unsupported_method.enabled = false

[parameters]
user_id = 1
"path.user_id" = 2
query.limit = 10

[[project]]
title = "Booking API"
workers = "auto"
generation.max-examples = 5

[[project.operations]]
include-operation-id = ["a", "b"]
enabled = false

[[operations]]
include-path = "/users/{id}"
include-method = ["GET", "put"]
include-name = "GET /users/{id}"
include-tag = "users"
include-operation-id = "getUser"
include-path-regex = "^/users"
include-method-regex = "get|put"
include-name-regex = "users"
include-tag-regex = "^us"
include-operation-id-regex = "User$"
exclude-path = "/health"
exclude-method = "DELETE"
exclude-name = "GET /health"
exclude-tag = "internal"
exclude-operation-id = "x"
exclude-path-regex = "^/admin"
exclude-method-regex = "trace"
exclude-name-regex = "^TRACE"
exclude-tag-regex = "^int"
exclude-operation-id-regex = "^_"
exclude-deprecated = true
enabled = true
request-timeout = 3
tls-verify = false
headers = { X-Op = "1" }
parameters = { "query.page" = 1 }
phases.fuzzing.enabled = false
generation.mode = "positive"
checks.not_a_server_error.enabled = false
`;

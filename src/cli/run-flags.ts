import type { Command } from "commander";

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/**
 * Declares every option of `apitest run`. Each help text ends with its default, and
 * every option maps onto a setting the run really uses (see `build-settings.ts`).
 */
export function addRunOptions(command: Command): Command {
  return command
    .option("-u, --url <url>", "base URL of the API (required for a file schema; default: from the schema's location)")
    .option("--config-file <path>", "configuration file (default: apitest.toml in the current directory or a parent, up to the project root)")
    .option("-H, --header <header>", "header on every request, 'Name: value'; repeatable", collect, [])
    .option("-a, --auth <user:password>", "HTTP basic authentication")
    .option("--phases <names>", "comma-separated phases to run: examples, coverage, fuzzing (default: all)")
    .option("-m, --mode <mode>", "generate positive (valid), negative (invalid) or all data (default: all)")
    .option("-n, --max-examples <n>", "cases per operation in the fuzzing phase, at least 1 (default: 100)")
    .option("--no-shrink", "do not shrink failing cases to minimal examples (default: shrink)")
    .option("--seed <n>", "seed for reproducible runs (default: random, printed in the summary)")
    .option("-c, --checks <names>", "comma-separated checks to run, or 'all' (default: all response checks)")
    .option("--exclude-checks <names>", "comma-separated checks not to run")
    .option("-w, --workers <n|auto>", "operations tested concurrently, 1–64 or auto (default: 1)")
    .option("--request-timeout <seconds>", "give up on a response after this many seconds (default: none)")
    .option("--rate-limit <rate>", "at most this many requests, e.g. '100 requests per minute', '5/s' (default: no limit)")
    .option("--max-response-time <seconds>", "fail responses slower than this (check max_response_time; default: off)")
    .option("--max-failures <n>", "stop after this many distinct failures (default: no limit)")
    .option("--continue-on-failure", "keep testing an operation after its first failing case (default: off)")
    .option("--wait-for-schema <seconds>", "retry loading a schema URL for up to this many seconds, at least 1 (default: no retry)")
    .option("--tls-verify <true|false|path>", "verify TLS certificates, or use this CA bundle (default: true)")
    .option("--output-sanitize <true|false>", "mask secrets in output (default: true)")
    .option("--output-truncate <true|false>", "truncate long response bodies in output (default: true)")
    .option("--report <formats>", "write report files: comma-separated junit, vcr, har, or all (default: none)")
    .option("--report-dir <dir>", "directory for report files (default: apitest-report)")
    .option("--report-junit-path <path>", "write the JUnit XML report to this file (enables it)")
    .option("--report-vcr-path <path>", "write the VCR cassette to this file (enables it)")
    .option("--report-har-path <path>", "write the HAR report to this file (enables it)")
    .option("--report-preserve-bytes", "record VCR/HAR bodies as exact bytes, base64-encoded (default: UTF-8 text)")
    .option("--no-color", "never colour the output (NO_COLOR is honoured too)")
    .option("--force-color", "colour the output even when it is not a terminal")
    .option("--include-path <value>", "test only operations with this path template, e.g. /users/{id}; repeatable, any value matches (default: all operations)", collect, [])
    .option("--include-method <value>", "test only operations with this HTTP method, any case; repeatable, any value matches (default: all operations)", collect, [])
    .option("--include-name <value>", "test only operations with this full name, e.g. 'GET /users/{id}'; repeatable, any value matches (default: all operations)", collect, [])
    .option("--include-tag <value>", "test only operations with this tag; repeatable, any value matches (default: all operations)", collect, [])
    .option("--include-operation-id <value>", "test only operations with this operationId; repeatable, any value matches (default: all operations)", collect, [])
    .option("--include-path-regex <regex>", "test only operations whose path matches this JavaScript regular expression (unanchored); repeatable (default: all operations)", collect, [])
    .option("--include-method-regex <regex>", "test only operations whose method (case-insensitive) matches this JavaScript regular expression (unanchored); repeatable (default: all operations)", collect, [])
    .option("--include-name-regex <regex>", "test only operations whose full name ('METHOD /path') matches this JavaScript regular expression (unanchored); repeatable (default: all operations)", collect, [])
    .option("--include-tag-regex <regex>", "test only operations whose tag matches this JavaScript regular expression (unanchored); repeatable (default: all operations)", collect, [])
    .option("--include-operation-id-regex <regex>", "test only operations whose operationId matches this JavaScript regular expression (unanchored); repeatable (default: all operations)", collect, [])
    .option("--exclude-path <value>", "skip operations with this path template, e.g. /users/{id}; repeatable, any value matches (default: none skipped)", collect, [])
    .option("--exclude-method <value>", "skip operations with this HTTP method, any case; repeatable, any value matches (default: none skipped)", collect, [])
    .option("--exclude-name <value>", "skip operations with this full name, e.g. 'GET /users/{id}'; repeatable, any value matches (default: none skipped)", collect, [])
    .option("--exclude-tag <value>", "skip operations with this tag; repeatable, any value matches (default: none skipped)", collect, [])
    .option("--exclude-operation-id <value>", "skip operations with this operationId; repeatable, any value matches (default: none skipped)", collect, [])
    .option("--exclude-path-regex <regex>", "skip operations whose path matches this JavaScript regular expression (unanchored); repeatable (default: none skipped)", collect, [])
    .option("--exclude-method-regex <regex>", "skip operations whose method (case-insensitive) matches this JavaScript regular expression (unanchored); repeatable (default: none skipped)", collect, [])
    .option("--exclude-name-regex <regex>", "skip operations whose full name ('METHOD /path') matches this JavaScript regular expression (unanchored); repeatable (default: none skipped)", collect, [])
    .option("--exclude-tag-regex <regex>", "skip operations whose tag matches this JavaScript regular expression (unanchored); repeatable (default: none skipped)", collect, [])
    .option("--exclude-operation-id-regex <regex>", "skip operations whose operationId matches this JavaScript regular expression (unanchored); repeatable (default: none skipped)", collect, [])
    .option("--exclude-deprecated", "skip operations marked deprecated (default: test them)")
    .option("--shard <i/n>", "test only the i-th of n stable, disjoint parts of the selected operations, e.g. 2/3 on the second of three CI jobs (default: all)")
    .option("--generation-mode <mode>", "same as --mode (default: all)")
    .option("--generation-max-examples <n>", "same as --max-examples (default: 100)")
    .option("--generation-no-shrink", "same as --no-shrink (default: shrink)")
    .option("--generation-deterministic", "the same cases on every run: a fixed seed when --seed is not given (default: random)")
    .option("--generation-allow-x00 <true|false>", "allow NUL bytes (\\0) in generated strings (default: true)")
    .option("--generation-exclude-header-characters <chars>", "characters never generated in header values; \\r \\n \\t \\0 \\\\ are escapes (default: '\\r\\n')")
    .option("--proxy <url>", "send every request through this HTTP(S) proxy, may carry credentials (default: none)")
    .option("--request-cert <path>", "client certificate (PEM) for TLS, may include the key (default: none)")
    .option("--request-cert-key <path>", "client private key (PEM) when not in --request-cert (default: none)")
    .option("--warnings <true|false|names>", "show warnings: true, false, or a comma-separated list of missing_auth, missing_test_data, validation_mismatch (default: true)");
}

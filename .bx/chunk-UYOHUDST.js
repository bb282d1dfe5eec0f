import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  PHASES,
  createHttpTransport,
  parseBasicAuth,
  parseBoolean,
  parseCharacters,
  parseHeader,
  parseIntegerOption,
  parseList,
  parseMode,
  parsePhases,
  parseProxy,
  parseSeconds,
  parseTlsVerify,
  parseWarnings,
  parseWorkers
} from "./chunk-Q7JHU6W6.js";
import {
  USER_AGENT,
  VERSION
} from "./chunk-U65X53VA.js";
import {
  EXIT
} from "./chunk-ZWRDETDC.js";
import {
  ALL_CHECK_NAMES,
  isPlainTable,
  parseRateLimit,
  require__
} from "./chunk-XCRAZ6RT.js";
import {
  WARNING_NAMES,
  isWarningName
} from "./chunk-HIGHFBJX.js";
import {
  caseArbitrary,
  shapedCaseArbitrary
} from "./chunk-5SUSSPE2.js";
import {
  Arbitrary,
  DOCUMENT_URI,
  NOT_SET,
  Random,
  Value,
  constant,
  documentRef,
  oneof,
  pullBeforeDeadline,
  record,
  require_formats,
  tuple,
  xoroshiro128plus
} from "./chunk-OXB6HLI4.js";
import {
  CODEC_NAMES,
  codecLimit
} from "./chunk-3SIY44VT.js";
import {
  CORE_SCHEMA,
  load,
  mergeTag
} from "./chunk-34SXUQYR.js";
import {
  DEFAULT_GENERATION,
  DEFAULT_NETWORK,
  DEFAULT_OUTPUT,
  prettyBody,
  truncatePayload
} from "./chunk-JB2FY2JO.js";
import {
  sanitizeRequest,
  sanitizeText
} from "./chunk-FTHGM7HZ.js";
import {
  ApitestError,
  SchemaError,
  SerializationError,
  UsageError,
  describeError
} from "./chunk-YQFBT4X6.js";
import {
  __toESM
} from "./chunk-3SJVJNMC.js";

// dist/cli/run-command.js
import { availableParallelism } from "node:os";

// dist/config/find-config.js
import { stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
var CONFIG_FILE_NAME = "apitest.toml";
async function exists(path, kind) {
  try {
    const info = await stat(path);
    return kind === "any" || info.isFile();
  } catch {
    return false;
  }
}
async function findConfigFile(cwd) {
  let directory = resolve(cwd);
  for (; ; ) {
    const candidate = join(directory, CONFIG_FILE_NAME);
    if (await exists(candidate, "file"))
      return candidate;
    if (await exists(join(directory, ".git"), "any"))
      return void 0;
    const parent = dirname(directory);
    if (parent === directory)
      return void 0;
    directory = parent;
  }
}

// dist/config/load-config.js
import { readFile } from "node:fs/promises";
import { isAbsolute, relative } from "node:path";
async function loadConfigFile(path, env) {
  let source;
  try {
    source = await readFile(path, "utf8");
  } catch (error) {
    const reason = error.code === "ENOENT" ? "the file does not exist" : String(error.message);
    throw new ApitestError("config_invalid", `Cannot read the configuration file ${path}: ${reason}. Check the path (or remove --config to use apitest.toml from the project).`, {
      cause: error
    });
  }
  const { parseConfigText } = await import("./parse-config-QCLFTKA7.js");
  return parseConfigText(source.replace(/^\uFEFF/, ""), { fileName: displayName(path), env });
}
function displayName(path) {
  if (!isAbsolute(path))
    return path;
  const inside = relative(process.cwd(), path);
  return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside) ? inside : path;
}

// dist/config/merge-settings.js
function applyOverrides(base, overrides) {
  if (overrides === void 0)
    return base;
  const out = { ...base };
  for (const [key, value] of Object.entries(overrides))
    if (value !== void 0)
      out[key] = value;
  return out;
}
function lastDefined(values2) {
  for (let i = values2.length - 1; i >= 0; i--)
    if (values2[i] !== void 0)
      return values2[i];
  return void 0;
}
function mergeGeneration(tables, cli) {
  const raw = Object.assign({}, ...tables.filter((table) => table !== void 0));
  const maximize = raw.maximize === void 0 ? [] : typeof raw.maximize === "string" ? [raw.maximize] : [...raw.maximize];
  const codec = raw.codec ?? DEFAULT_GENERATION.codec;
  const fromFile = {
    mode: raw.mode ?? DEFAULT_GENERATION.mode,
    maxExamples: raw["max-examples"] ?? DEFAULT_GENERATION.maxExamples,
    noShrink: raw["no-shrink"] ?? DEFAULT_GENERATION.noShrink,
    deterministic: raw.deterministic ?? DEFAULT_GENERATION.deterministic,
    allowX00: raw["allow-x00"] ?? DEFAULT_GENERATION.allowX00,
    excludeHeaderCharacters: raw["exclude-header-characters"] ?? DEFAULT_GENERATION.excludeHeaderCharacters,
    withSecurityParameters: raw["with-security-parameters"] ?? DEFAULT_GENERATION.withSecurityParameters,
    graphqlAllowNull: raw["graphql-allow-null"] ?? DEFAULT_GENERATION.graphqlAllowNull,
    database: raw.database ?? DEFAULT_GENERATION.database,
    maximize,
    ...codec === void 0 ? {} : { codec }
  };
  return applyOverrides(fromFile, cli);
}
function mergeChecks(tables, cli) {
  const merged2 = {};
  let maxResponseTime2;
  const mergeOne = (name, enabled, statuses) => {
    const current = merged2[name] ?? {};
    merged2[name] = {
      ...current,
      ...enabled === void 0 ? {} : { enabled },
      ...statuses === void 0 ? {} : { expectedStatuses: statuses }
    };
  };
  for (const table of tables) {
    if (table === void 0)
      continue;
    for (const [name, value] of Object.entries(table)) {
      if (name === "max_response_time")
        maxResponseTime2 = value;
      else if (typeof value === "object" && value !== null) {
        const check = value;
        mergeOne(name, check.enabled, check["expected-statuses"]);
      }
    }
  }
  for (const [name, value] of Object.entries(cli.checks ?? {}))
    mergeOne(name, value.enabled, value.expectedStatuses);
  const checks = {};
  for (const [name, value] of Object.entries(merged2)) {
    checks[name] = { enabled: value.enabled ?? true, ...value.expectedStatuses === void 0 ? {} : { expectedStatuses: value.expectedStatuses } };
  }
  return { checks, maxResponseTime: cli.maxResponseTime ?? maxResponseTime2 };
}
function addHeaders(target, headers) {
  for (const [name, value] of Object.entries(headers ?? {})) {
    for (const existing of Object.keys(target))
      if (existing.toLowerCase() === name.toLowerCase())
        delete target[existing];
    target[name] = value;
  }
}
function mergeNetwork(levels, cli) {
  const present = levels.filter((level) => level !== void 0);
  const headers = { ...DEFAULT_NETWORK.headers };
  for (const level of present) {
    addHeaders(headers, level.headers);
    addHeaders(headers, level.header);
  }
  addHeaders(headers, cli?.headers);
  const pick = (key) => lastDefined(present.map((level) => level[key]));
  const basicAuth = lastDefined(present.map((level) => level.auth?.basic));
  const rate = pick("rate-limit");
  const proxy = pick("proxy");
  const requestTimeout = pick("request-timeout");
  const requestCert = pick("request-cert");
  const requestCertKey = pick("request-cert-key");
  const fromFile = {
    ...DEFAULT_NETWORK,
    tlsVerify: pick("tls-verify") ?? DEFAULT_NETWORK.tlsVerify,
    ...basicAuth === void 0 ? {} : { basicAuth: { username: basicAuth.username, password: basicAuth.password } },
    ...proxy === void 0 ? {} : { proxy },
    ...requestTimeout === void 0 ? {} : { requestTimeout },
    ...rate === void 0 ? {} : { rateLimit: parseRateLimit(rate) },
    ...requestCert === void 0 ? {} : { requestCert },
    ...requestCertKey === void 0 ? {} : { requestCertKey }
  };
  return { ...applyOverrides(fromFile, cli), headers };
}

// dist/config/parameters.js
var LOCATIONS = ["path", "query", "header", "cookie"];
var NO_PARAMETERS = { path: {}, query: {}, header: {}, cookie: {}, any: {} };
function isLocation(name) {
  return LOCATIONS.includes(name);
}
function parseParameterTable(table) {
  if (table === void 0)
    return NO_PARAMETERS;
  const out = { path: {}, query: {}, header: {}, cookie: {}, any: {} };
  for (const [key, value] of Object.entries(table)) {
    const dot = key.indexOf(".");
    const prefix = dot === -1 ? "" : key.slice(0, dot);
    if (isLocation(prefix))
      out[prefix][key.slice(dot + 1)] = value;
    else if (isLocation(key) && isPlainTable(value))
      Object.assign(out[key], value);
    else
      out.any[key] = value;
  }
  return out;
}
function mergeParameterOverrides(levels) {
  const out = { path: {}, query: {}, header: {}, cookie: {}, any: {} };
  for (const level of levels)
    for (const key of Object.keys(out))
      Object.assign(out[key], level[key]);
  return out;
}
function lookup(values2, name, caseInsensitive) {
  if (Object.hasOwn(values2, name))
    return { found: true, value: values2[name] };
  if (!caseInsensitive)
    return { found: false };
  const lower = name.toLowerCase();
  const key = Object.keys(values2).find((candidate) => candidate.toLowerCase() === lower);
  return key === void 0 ? { found: false } : { found: true, value: values2[key] };
}
function parametersForOperation(operation, levels) {
  const out = { path: {}, query: {}, header: {}, cookie: {} };
  for (const parameter of operation.parameters) {
    const caseInsensitive = parameter.location === "header";
    for (const level of levels) {
      const hit = lookup(level[parameter.location], parameter.name, caseInsensitive);
      const chosen = hit.found ? hit : lookup(level.any, parameter.name, caseInsensitive);
      if (chosen.found) {
        out[parameter.location][parameter.name] = chosen.value;
        break;
      }
    }
  }
  return out;
}

// dist/config/resolve-output.js
import { join as join2 } from "node:path";
var DEFAULT_REPORT_DIRECTORY = "apitest-report";
var DEFAULT_REPORT_FILES = { junit: "junit.xml", vcr: "vcr.yaml", har: "har.json" };
function resolveOutput(table, cli) {
  const s = table?.sanitization ?? {};
  const t = table?.truncation ?? {};
  const base = DEFAULT_OUTPUT;
  return {
    sanitization: applyOverrides({
      enabled: s.enabled ?? base.sanitization.enabled,
      keysToSanitize: s["keys-to-sanitize"] ?? base.sanitization.keysToSanitize,
      sensitiveMarkers: s["sensitive-markers"] ?? base.sanitization.sensitiveMarkers,
      replacement: s.replacement ?? base.sanitization.replacement
    }, cli?.sanitization),
    truncation: applyOverrides({
      enabled: t.enabled ?? base.truncation.enabled,
      maxPayloadSize: t["max-payload-size"] ?? base.truncation.maxPayloadSize,
      maxLines: t["max-lines"] ?? base.truncation.maxLines,
      maxWidth: t["max-width"] ?? base.truncation.maxWidth
    }, cli?.truncation)
  };
}
function resolveReports(table, cli) {
  const directory = cli?.directory ?? table?.directory ?? DEFAULT_REPORT_DIRECTORY;
  const format = (name) => {
    const fromFile = table?.[name];
    const fromCli = cli?.[name];
    const path = fromCli?.path ?? fromFile?.path;
    const enabled = fromCli?.enabled ?? (fromCli?.path !== void 0 ? true : void 0) ?? fromFile?.enabled ?? fromFile?.path !== void 0;
    return { enabled, path: path ?? join2(directory, DEFAULT_REPORT_FILES[name]) };
  };
  return {
    directory,
    preserveBytes: cli?.preserveBytes ?? table?.["preserve-bytes"] ?? false,
    junit: format("junit"),
    vcr: format("vcr"),
    har: format("har")
  };
}

// dist/config/select-operations.js
var TARGETS = ["path", "method", "name", "tag", "operation-id"];
function list(value) {
  return typeof value === "string" ? [value] : value;
}
function normalizeName(name) {
  if (!/\s/.test(name.trim()))
    return name.trim();
  const [method = "", ...rest] = name.trim().split(/\s+/);
  return `${method.toUpperCase()} ${rest.join(" ")}`;
}
function valuesOf(operation, target) {
  switch (target) {
    case "path":
      return [operation.path];
    case "method":
      return [operation.method.toUpperCase()];
    case "name": {
      const wire = `${operation.method.toUpperCase()} ${operation.path}`;
      return [/\s/.test(operation.label) ? wire : operation.label];
    }
    case "tag":
      return operation.tags;
    case "operation-id":
      return operation.operationId === void 0 ? [] : [operation.operationId];
  }
}
function matchesTarget(operation, target, exact, pattern) {
  if (exact === void 0 && pattern === void 0)
    return void 0;
  const values2 = valuesOf(operation, target);
  if (exact !== void 0) {
    const wanted = list(exact).map((value) => target === "method" ? value.toUpperCase() : target === "name" ? normalizeName(value) : value);
    if (!values2.some((value) => wanted.includes(value)))
      return false;
  }
  if (pattern !== void 0) {
    const regex2 = new RegExp(pattern, target === "method" ? "i" : "");
    if (!values2.some((value) => regex2.test(value)))
      return false;
  }
  return true;
}
function matchesSelectors(operation, selectors) {
  for (const target of TARGETS) {
    const included = matchesTarget(operation, target, selectors[`include-${target}`], selectors[`include-${target}-regex`]);
    if (included === false)
      return false;
    const excludedExact = selectors[`exclude-${target}`];
    const excludedPattern = selectors[`exclude-${target}-regex`];
    if (excludedExact !== void 0 && matchesTarget(operation, target, excludedExact, void 0) === true)
      return false;
    if (excludedPattern !== void 0 && matchesTarget(operation, target, void 0, excludedPattern) === true)
      return false;
  }
  return !(selectors["exclude-deprecated"] === true && operation.deprecated);
}

// dist/config/resolve.js
var ALL_WARNINGS = WARNING_NAMES;
var ALL_HEALTH_CHECKS = ["data_too_large", "filter_too_much", "too_slow", "large_base_example"];
function findProject(config, schemaTitle) {
  return config.project?.find((project) => project.title.trim() === schemaTitle.trim());
}
function phaseTable(level, phase) {
  return level?.phases?.[phase];
}
function resolveRunSettings(input) {
  const config = input.config ?? {};
  const cli = input.cli;
  const project = findProject(config, input.schemaTitle);
  const levels = project === void 0 ? [config] : [config, project];
  const pick = (key) => lastDefined(levels.map((level) => level[key]));
  const entries2 = [...config.operations ?? [], ...project?.operations ?? []];
  const matchCache = /* @__PURE__ */ new WeakMap();
  const matching = (operation) => {
    let found = matchCache.get(operation);
    if (found === void 0) {
      found = entries2.filter((entry) => matchesSelectors(operation, entry));
      matchCache.set(operation, found);
    }
    return found;
  };
  const isOperationSelected = (operation) => lastDefined(matching(operation).map((entry) => entry.enabled)) !== false;
  const levelParameters = levels.map((level) => parseParameterTable(level.parameters));
  const cliParameters = parseParameterTable(cli.parameters);
  const forOperation = (operation, phase) => {
    const ops = matching(operation);
    const globalPhase = levels.map((level) => phaseTable(level, phase));
    const operationPhase = ops.map((entry) => phaseTable(entry, phase));
    const ladder = [...levels, ...ops, ...globalPhase, ...operationPhase];
    const generation = mergeGeneration(ladder.map((level) => level?.generation), cli.generation);
    const { checks: checks2, maxResponseTime: maxResponseTime3 } = mergeChecks(ladder.map((level) => level?.checks), cli);
    const network = mergeNetwork([...levels, ...ops], cli.network);
    const parameterLevels = [cliParameters, ...[...levelParameters, ...ops.map((entry) => parseParameterTable(entry.parameters))].reverse()];
    const phaseTables = [...globalPhase, ...operationPhase];
    const phaseEnabled = cli.phases !== void 0 ? cli.phases.includes(phase) : lastDefined(phaseTables.map((table) => table?.enabled)) !== false;
    return {
      enabled: isOperationSelected(operation) && phaseEnabled,
      generation,
      checks: checks2,
      network,
      parameters: parametersForOperation(operation, parameterLevels),
      phaseOptions: phaseOptions(phaseTables, phase === "stateful" ? cli.maxSteps : void 0),
      ...maxResponseTime3 === void 0 ? {} : { maxResponseTime: maxResponseTime3 },
      ...network.requestTimeout === void 0 ? {} : { requestTimeout: network.requestTimeout }
    };
  };
  const { checks, maxResponseTime: maxResponseTime2 } = mergeChecks(levels.map((level) => level.checks), cli);
  const workers = cli.workers ?? pick("workers") ?? 1;
  const warnings = cli.warnings ?? config.warnings ?? true;
  const suppressed = cli.suppressHealthCheck ?? config["suppress-health-check"] ?? [];
  const baseUrl = cli.baseUrl ?? pick("base-url");
  const hooks = cli.hooks ?? pick("hooks");
  const waitForSchema = cli.waitForSchema ?? pick("wait-for-schema");
  const seed = cli.seed ?? config.seed;
  const maxFailures = cli.maxFailures ?? config["max-failures"];
  const color = cli.color ?? config.color;
  return {
    phases: cli.phases ?? PHASES.filter((phase) => lastDefined(levels.map((level) => phaseTable(level, phase)?.enabled)) !== false),
    workers: workers === "auto" ? Math.max(1, input.cores ?? 1) : workers,
    continueOnFailure: cli.continueOnFailure ?? pick("continue-on-failure") ?? false,
    generation: mergeGeneration(levels.map((level) => level.generation), cli.generation),
    network: mergeNetwork(levels, cli.network),
    output: resolveOutput(config.output, cli.output),
    checks,
    reports: resolveReports(config.reports, cli.reports),
    warnings: warnings === true ? ALL_WARNINGS : warnings === false ? [] : warnings,
    suppressHealthCheck: suppressed.includes("all") ? ALL_HEALTH_CHECKS : suppressed.filter((name) => name !== "all"),
    parameters: mergeParameterOverrides([...levelParameters, cliParameters]),
    forOperation,
    isOperationSelected,
    ...project === void 0 ? {} : { project: project.title },
    ...baseUrl === void 0 ? {} : { baseUrl },
    ...hooks === void 0 ? {} : { hooks },
    ...waitForSchema === void 0 ? {} : { waitForSchema },
    ...seed === void 0 ? {} : { seed },
    ...maxFailures === void 0 ? {} : { maxFailures },
    ...maxResponseTime2 === void 0 ? {} : { maxResponseTime: maxResponseTime2 },
    ...color === void 0 ? {} : { color }
  };
}
function phaseOptions(tables, cliMaxSteps) {
  const pick = (key) => lastDefined(tables.map((table) => table?.[key]));
  const unexpected = pick("unexpected-methods");
  const maxSteps = cliMaxSteps ?? pick("max-steps");
  return {
    fillMissing: pick("fill-missing") ?? false,
    generateDuplicateQueryParameters: pick("generate-duplicate-query-parameters") ?? false,
    ...unexpected === void 0 ? {} : { unexpectedMethods: unexpected.map((method) => method.toUpperCase()) },
    ...maxSteps === void 0 ? {} : { maxSteps }
  };
}

// dist/database/example-database.js
import { createHash, randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, readFile as readFile2, rename, rm, stat as stat2, writeFile } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join3, resolve as resolve2 } from "node:path";

// dist/database/case-codec.js
var BYTES = "$apitest:bytes";
var UNSET = "$apitest:not-set";
function encodeValue(value) {
  if (value === NOT_SET)
    return { [UNSET]: true };
  if (value instanceof Uint8Array)
    return { [BYTES]: Buffer.from(value).toString("base64") };
  if (Array.isArray(value))
    return value.map(encodeValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeValue(item)]));
  }
  return value;
}
function decodeValue(value) {
  if (Array.isArray(value))
    return value.map(decodeValue);
  if (typeof value === "object" && value !== null) {
    const record2 = value;
    if (record2[UNSET] === true)
      return NOT_SET;
    const bytes = record2[BYTES];
    if (typeof bytes === "string")
      return new Uint8Array(Buffer.from(bytes, "base64"));
    return Object.fromEntries(Object.entries(record2).map(([key, item]) => [key, decodeValue(item)]));
  }
  return value;
}
function encodeExample(example) {
  const { data, meta } = example;
  return JSON.stringify({ data: encodeValue(data), meta: encodeValue(meta) });
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function decodeExample(text2) {
  let parsed;
  try {
    parsed = JSON.parse(text2);
  } catch {
    return void 0;
  }
  if (!isRecord(parsed) || !isRecord(parsed["data"]) || !isRecord(parsed["meta"]))
    return void 0;
  const data = decodeValue(parsed["data"]);
  const meta = decodeValue(parsed["meta"]);
  const records = ["pathParameters", "query", "headers", "cookies"].every((key) => isRecord(data[key]));
  if (typeof data["method"] !== "string" || typeof data["path"] !== "string" || !records || !("body" in data))
    return void 0;
  if (typeof meta["phase"] !== "string" || meta["mode"] !== "positive" && meta["mode"] !== "negative")
    return void 0;
  return { data, meta };
}

// dist/database/example-database.js
var DEFAULT_DATABASE = ".proptest/examples";
var MAX_EXAMPLES_PER_KEY = 20;
var MAX_EXAMPLE_BYTES = 64 * 1024;
function exampleKey(schemaIdentity, operationLabel2) {
  return createHash("sha256").update(`${schemaIdentity}\0${operationLabel2}`).digest("hex").slice(0, 32);
}
function boundExamples(examples) {
  const byText = /* @__PURE__ */ new Map();
  for (const example of examples) {
    const text2 = encodeExample(example);
    if (Buffer.byteLength(text2) > MAX_EXAMPLE_BYTES)
      continue;
    byText.delete(text2);
    byText.set(text2, example);
  }
  return [...byText.values()].slice(-MAX_EXAMPLES_PER_KEY);
}
function memoryDatabase() {
  const store4 = /* @__PURE__ */ new Map();
  return {
    location: "memory",
    load: async (key) => [...store4.get(key) ?? []],
    save: async (key, examples) => {
      if (examples.length === 0)
        store4.delete(key);
      else
        store4.set(key, boundExamples(examples));
    }
  };
}
function directoryDatabase(directory) {
  const fileOf = (key) => join3(directory, `${key}.jsonl`);
  return {
    location: directory,
    async load(key) {
      let text2;
      try {
        text2 = await readFile2(fileOf(key), "utf8");
      } catch {
        return [];
      }
      return text2.split("\n").flatMap((line) => {
        const example = line === "" ? void 0 : decodeExample(line);
        return example === void 0 ? [] : [example];
      });
    },
    async save(key, examples) {
      const file = fileOf(key);
      const kept = boundExamples(examples);
      if (kept.length === 0) {
        await rm(file, { force: true });
        return;
      }
      await mkdir(directory, { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, `${kept.map(encodeExample).join("\n")}
`, { mode: 384 });
      await rename(temporary, file);
    }
  };
}
async function unusableReason(directory) {
  try {
    await mkdir(directory, { recursive: true });
  } catch (error) {
    const code = error.code;
    return code === "EEXIST" || code === "ENOTDIR" ? "a file is in the way" : `it cannot be created (${code ?? String(error)})`;
  }
  try {
    if (!(await stat2(directory)).isDirectory())
      return "a file is in the way";
    await access(directory, constants.W_OK);
  } catch {
    return "it is not writable";
  }
  return void 0;
}
async function openExampleDatabase(setting, cwd) {
  if (setting === "none")
    return {};
  if (setting === ":memory:")
    return { database: memoryDatabase() };
  const directory = isAbsolute2(setting) ? setting : resolve2(cwd, setting);
  const reason = await unusableReason(directory);
  if (reason === void 0)
    return { database: directoryDatabase(directory) };
  if (setting === DEFAULT_DATABASE) {
    return {
      database: memoryDatabase(),
      warning: `the example database ${directory} is unusable (${reason}): failing cases are kept in memory for this run only. Set generation.database (--generation-database) to a writable directory, or to none.`
    };
  }
  throw new UsageError(`The example database ${directory} (generation.database / --generation-database) is unusable: ${reason}. Give a writable directory, ":memory:" for this run only, or "none" to disable it.`);
}

// dist/database/example-store.js
function without(record2, drop) {
  return Object.fromEntries(Object.entries(record2).filter(([name, value]) => !drop(name, value)));
}
function generatedPart(data, fixed, secrets) {
  const userHeaders = new Set(secrets.headerNames.map((name) => name.toLowerCase()));
  const secret = (value) => {
    if (typeof value !== "string")
      return false;
    return secrets.values.some((token) => token !== "" && value.includes(token));
  };
  const strip = (record2, pinned, headers = false) => without(record2, (name, value) => name in pinned || secret(value) || headers && (userHeaders.has(name.toLowerCase()) || name.toLowerCase() === "authorization"));
  return {
    ...data,
    pathParameters: strip(data.pathParameters, fixed.path),
    query: strip(data.query, fixed.query),
    headers: strip(data.headers, fixed.header, true),
    cookies: strip(data.cookies, fixed.cookie)
  };
}
var ExampleStore = class {
  #database;
  #schemaIdentity;
  #current = /* @__PURE__ */ new Map();
  #taken = /* @__PURE__ */ new Set();
  constructor(database, schemaIdentity) {
    this.#database = database;
    this.#schemaIdentity = schemaIdentity;
  }
  /** The stored cases of an operation, on the first call only (later phases get none). */
  async take(operationLabel2) {
    if (this.#taken.has(operationLabel2))
      return [];
    this.#taken.add(operationLabel2);
    const stored = await this.#database.load(this.#key(operationLabel2));
    this.#current.set(operationLabel2, []);
    return stored;
  }
  /** Adds failing cases of an operation (replayed ones that still fail, new minimal ones) and writes them. */
  async keep(operationLabel2, examples, replayed) {
    if (examples.length === 0 && replayed === 0)
      return;
    const next = [...this.#current.get(operationLabel2) ?? [], ...examples];
    this.#current.set(operationLabel2, next);
    await this.#database.save(this.#key(operationLabel2), next);
  }
  #key(operationLabel2) {
    return exampleKey(this.#schemaIdentity, operationLabel2);
  }
};

// dist/health/health-checks.js
var HEALTH_CHECK_NAMES = ["data_too_large", "filter_too_much", "too_slow", "large_base_example"];
var FAILING_HEALTH_CHECKS = /* @__PURE__ */ new Set(["data_too_large", "large_base_example"]);
var HEALTH_SAMPLE = 20;
var LARGE_CASE_BYTES = 100 * 1024;
var TOO_LARGE_CASES = 5;
var FILTER_MIN_ATTEMPTS = 50;
var FILTER_REJECTED_SHARE = 0.9;
var SLOW_MS_PER_CASE = 50;
var SLOW_MIN_CASES = 5;
var HEALTH_TEXT = {
  data_too_large: `Generated cases are too large: several of the first cases exceed ${LARGE_CASE_BYTES / 1024} KiB once serialized (large arrays or long strings without bounds)`,
  filter_too_much: `Most generated cases were rejected before sending (they could not be serialized, or negative data turned out valid as sent), so few cases test the API`,
  too_slow: `Generating cases is too slow: over ${SLOW_MS_PER_CASE} ms per case on average (costly patterns, filters or custom formats)`,
  large_base_example: `Even the smallest generated case exceeds ${LARGE_CASE_BYTES / 1024} KiB once serialized: the schema demands huge data (e.g. a large minItems or minLength)`
};
function requestBytes(request) {
  let size = request.url.length + (request.body?.byteLength ?? 0);
  for (const [name, value] of Object.entries(request.headers))
    size += name.length + value.length + 4;
  return size;
}
var HealthMonitor = class {
  attempts = 0;
  rejected = 0;
  #sizes = [];
  #generationMs = 0;
  #timed = 0;
  /** A case was generated in `ms` and serialized to `bytes` (undefined when it could not be serialized). */
  generated(ms, bytes) {
    this.attempts++;
    if (bytes === void 0 || this.#sizes.length >= HEALTH_SAMPLE)
      return;
    this.#sizes.push(bytes);
    if (this.#sizes.length === 1)
      return;
    this.#generationMs += ms;
    this.#timed++;
  }
  /** A generated case was rejected before sending (unserializable, or not negative on the wire). */
  reject() {
    this.rejected++;
  }
  /** The checks this operation's generation fails (pure, from the counts). */
  findings() {
    const found = [];
    const sizes = this.#sizes;
    if (sizes.length > 0 && Math.min(...sizes) > LARGE_CASE_BYTES)
      found.push("large_base_example");
    else if (sizes.length > 0 && sizes.filter((size) => size > LARGE_CASE_BYTES).length >= Math.min(TOO_LARGE_CASES, sizes.length))
      found.push("data_too_large");
    if (this.attempts >= FILTER_MIN_ATTEMPTS && this.rejected > this.attempts * FILTER_REJECTED_SHARE)
      found.push("filter_too_much");
    if (this.#timed >= SLOW_MIN_CASES && this.#generationMs / this.#timed > SLOW_MS_PER_CASE)
      found.push("too_slow");
    return found;
  }
};

// dist/health/health-log.js
function hint(name) {
  return `fix the schema, or silence this check with --suppress-health-check ${name} (suppress-health-check = ["${name}"] in apitest.toml)`;
}
var HealthLog = class {
  #enabled;
  #affected = /* @__PURE__ */ new Map();
  /** `suppressed`: the checks not to run (`suppress-health-check`, `all` already expanded). */
  constructor(suppressed = []) {
    this.#enabled = new Set(HEALTH_CHECK_NAMES.filter((name) => !suppressed.includes(name)));
  }
  /** Records what one operation's monitor found; returns the errors that fail the operation. */
  record(operation, monitor) {
    const errors = [];
    for (const name of monitor.findings()) {
      if (!this.#enabled.has(name))
        continue;
      if (FAILING_HEALTH_CHECKS.has(name)) {
        errors.push({ title: `Failed health check: ${name}`, message: `${HEALTH_TEXT[name]}.
Hint: ${hint(name)}.` });
        continue;
      }
      const affected = this.#affected.get(name) ?? [];
      if (!affected.includes(operation))
        affected.push(operation);
      this.#affected.set(name, affected);
    }
    return errors;
  }
  /** One `warning` event per failed check, in the checks' order. */
  events() {
    return HEALTH_CHECK_NAMES.flatMap((name) => {
      const operations = this.#affected.get(name);
      if (operations === void 0)
        return [];
      return [{ type: "warning", name, message: HEALTH_TEXT[name], hint: hint(name), operations: [...operations].sort() }];
    });
  }
};

// dist/engine/emitter.js
function createEmitter(sinks) {
  if (sinks.length === 1) {
    const only = sinks[0];
    return (event) => only.handle(event);
  }
  const rest = async (event, pending, from) => {
    await pending;
    for (let i = from; i < sinks.length; i++) {
      const next = sinks[i].handle(event);
      if (next !== void 0)
        await next;
    }
  };
  return (event) => {
    for (let i = 0; i < sinks.length; i++) {
      const pending = sinks[i].handle(event);
      if (pending !== void 0)
        return rest(event, pending, i + 1);
    }
    return void 0;
  };
}
async function closeSinks(sinks) {
  let firstError;
  for (const sink of sinks) {
    try {
      await sink.close?.();
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError !== void 0)
    throw firstError;
}

// dist/core/operation.js
var HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
function operationLabel(method, path) {
  return `${method.toUpperCase()} ${path}`;
}

// dist/core/failure.js
function failureIdentity(failure3) {
  return `${failure3.check}\0${failure3.key}`;
}

// dist/hooks/hook-error.js
var HookError = class extends ApitestError {
  constructor(message, options) {
    super("usage", message, options);
    this.name = "HookError";
  }
};
function invokeHook(name, label, call) {
  try {
    return call();
  } catch (error) {
    throw hookFailure(name, label, error);
  }
}
async function invokeAsyncHook(name, label, call) {
  try {
    return await call();
  } catch (error) {
    throw hookFailure(name, label, error);
  }
}
function hookFailure(name, label, error) {
  if (error instanceof HookError)
    return error;
  const where = label === void 0 ? "" : ` for ${label}`;
  return new HookError(`The ${name} hook failed${where}: ${describeError(error)}. Fix the hook in your hooks module (or unregister it).`, { cause: error });
}

// dist/checks/ignored-auth.js
var IGNORED_AUTH = "ignored_auth";
var INVALID_TOKEN = "apitest-invalid-token";
var INVALID_KEY = "apitest-invalid-key";
var INVALID_BASIC = `Basic ${Buffer.from("apitest-invalid:apitest-invalid", "utf8").toString("base64")}`;
var ignoredAuth = {
  name: IGNORED_AUTH,
  run: () => void 0
};
function ignoredAuthProbes(operation, request) {
  const credentials = declaredCredentials(operation.security);
  if (credentials === void 0)
    return [];
  const declaresAuthorization = credentials.some((item) => item.location === "header" && item.name.toLowerCase() === "authorization");
  if (!declaresAuthorization && findHeader(request.headers, "authorization") !== void 0)
    return [];
  const stripped = credentials.reduce(removeCredential, request);
  const probes = [{ label: "no credentials", request: stripped }];
  for (const credential of credentials) {
    const spelling = credential.location === "header" ? findHeader(request.headers, credential.name) ?? credential.name : credential.name;
    probes.push({ label: "invalid credentials", request: setCredential(stripped, { ...credential, name: spelling }) });
  }
  return probes;
}
function judgeIgnoredAuth(probeLabel, response) {
  const status = response.statusCode;
  if (status < 200 || status > 299)
    return void 0;
  const sent = probeLabel === "no credentials" ? "without credentials" : "with invalid credentials";
  return {
    check: IGNORED_AUTH,
    title: "Authentication declared but not enforced",
    message: `Received: ${status} for the request ${sent}
Expected: 401 or 403`,
    key: probeLabel
  };
}
function declaredCredentials(security) {
  if (security.length === 0)
    return void 0;
  const found = /* @__PURE__ */ new Map();
  for (const alternative of security) {
    const strippable = alternative.map(credentialOf).filter((item) => item !== void 0);
    if (strippable.length === 0)
      return void 0;
    for (const credential of strippable) {
      const id = `${credential.location}:${credential.location === "header" ? credential.name.toLowerCase() : credential.name}`;
      if (!found.has(id))
        found.set(id, credential);
    }
  }
  return [...found.values()];
}
function credentialOf(scheme) {
  switch (scheme.type) {
    case "http":
      return { location: "header", name: "Authorization", invalid: invalidHttpValue(scheme.scheme) };
    case "apiKey":
      return { location: scheme.location, name: scheme.parameterName, invalid: INVALID_KEY };
    case "oauth2":
    case "openIdConnect":
      return { location: "header", name: "Authorization", invalid: `Bearer ${INVALID_TOKEN}` };
    case "other":
      return void 0;
  }
}
function invalidHttpValue(scheme) {
  const lower = scheme.trim().toLowerCase();
  if (lower === "basic")
    return INVALID_BASIC;
  if (lower === "bearer" || lower === "")
    return `Bearer ${INVALID_TOKEN}`;
  return `${lower.charAt(0).toUpperCase()}${lower.slice(1)} ${INVALID_TOKEN}`;
}
function removeCredential(request, credential) {
  switch (credential.location) {
    case "header":
      return { ...request, headers: withoutHeader(request.headers, credential.name) };
    case "query":
      return { ...request, url: editQuery(request.url, credential.name, void 0) };
    case "cookie":
      return { ...request, headers: editCookie(request.headers, credential.name, void 0) };
  }
}
function setCredential(request, credential) {
  switch (credential.location) {
    case "header":
      return { ...request, headers: { ...withoutHeader(request.headers, credential.name), [credential.name]: credential.invalid } };
    case "query":
      return { ...request, url: editQuery(request.url, credential.name, credential.invalid) };
    case "cookie":
      return { ...request, headers: editCookie(request.headers, credential.name, credential.invalid) };
  }
}
function findHeader(headers, name) {
  const wanted = name.toLowerCase();
  return Object.keys(headers).find((header) => header.toLowerCase() === wanted);
}
function withoutHeader(headers, name) {
  const wanted = name.toLowerCase();
  const out = {};
  for (const [header, value] of Object.entries(headers))
    if (header.toLowerCase() !== wanted)
      out[header] = value;
  return out;
}
function editQuery(url, name, value) {
  const hash = url.indexOf("#");
  const fragment = hash === -1 ? "" : url.slice(hash);
  const withoutFragment = hash === -1 ? url : url.slice(0, hash);
  const question = withoutFragment.indexOf("?");
  const base = question === -1 ? withoutFragment : withoutFragment.slice(0, question);
  const query = question === -1 ? "" : withoutFragment.slice(question + 1);
  const kept = query === "" ? [] : query.split("&").filter((part) => decodeQueryName(part) !== name);
  if (value !== void 0)
    kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${base}${kept.length === 0 ? "" : `?${kept.join("&")}`}${fragment}`;
}
function decodeQueryName(part) {
  const equals = part.indexOf("=");
  const raw = (equals === -1 ? part : part.slice(0, equals)).replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
function editCookie(headers, name, value) {
  const header = findHeader(headers, "cookie") ?? "Cookie";
  const current = headers[header] ?? "";
  const kept = current.split(";").map((pair) => pair.trim()).filter((pair) => pair !== "" && cookieName(pair) !== name);
  if (value !== void 0)
    kept.push(`${name}=${value}`);
  const out = withoutHeader(headers, "cookie");
  if (kept.length > 0)
    out[header] = kept.join("; ");
  return out;
}
function cookieName(pair) {
  const equals = pair.indexOf("=");
  return (equals === -1 ? pair : pair.slice(0, equals)).trim();
}

// dist/engine/case-id.js
var ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
function newCaseId() {
  let id = "";
  for (let i = 0; i < 10; i++)
    id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return id;
}
var CASE_ID_HEADER = "X-Apitest-Case-Id";

// dist/engine/auth-probes.js
async function probeIgnoredAuth(env, scope, request, meta) {
  if (!env.checkNames.includes(IGNORED_AUTH) || !scope.check(IGNORED_AUTH).enabled)
    return [];
  const found = [];
  for (const probe of ignoredAuthProbes(scope.operation, request)) {
    if (env.stopped())
      break;
    const caseId = newCaseId();
    const sent = { ...probe.request, headers: { ...probe.request.headers, [CASE_ID_HEADER]: caseId } };
    const timeout = scope.settings.requestTimeout;
    let response;
    try {
      response = await env.transport.send(sent, {
        ...timeout === void 0 ? {} : { timeout },
        ...env.signal === void 0 ? {} : { signal: env.signal }
      });
    } catch {
      continue;
    }
    const failure3 = judgeIgnoredAuth(probe.label, response);
    await env.emit({
      type: "interaction",
      phase: meta.phase,
      operation: scope.operation.label,
      caseId,
      meta,
      request: sent,
      response,
      failures: failure3 === void 0 ? [] : [failure3],
      checks: [IGNORED_AUTH]
    });
    if (failure3 !== void 0)
      found.push({ failure: failure3, caseId, request: sent, response });
  }
  return found;
}
function accepted(response) {
  return response.statusCode >= 200 && response.statusCode < 300;
}

// dist/checks/check-result.js
function isFailure(value) {
  if (value === null || typeof value !== "object")
    return false;
  const record2 = value;
  return typeof record2["check"] === "string" && typeof record2["title"] === "string" && typeof record2["message"] === "string" && typeof record2["key"] === "string";
}
function collectFailures(into, result) {
  if (result === void 0 || result === null)
    return;
  if (Array.isArray(result)) {
    for (const item of result)
      if (isFailure(item))
        into.push(item);
  } else if (isFailure(result)) {
    into.push(result);
  }
}
function errorFailure(check, title, error) {
  const text2 = describeError(error).trim();
  const message = text2 === "" ? `The check raised ${errorType(error)} without a message.` : text2;
  const firstLine3 = message.split("\n", 1)[0] ?? "";
  return {
    check,
    title,
    message,
    key: `${errorType(error)}:${firstLine3.replace(/[0-9]+/g, "").slice(0, 200)}`
  };
}
function errorType(error) {
  if (error instanceof Error)
    return error.name || "Error";
  return typeof error;
}

// dist/checks/run-checks.js
function runChecks(checks, ctxFor, response, caseData) {
  const failures = [];
  let pending;
  for (const check of checks) {
    let result;
    try {
      const ctx = ctxFor(check.name);
      if (!ctx.config.enabled)
        continue;
      result = check.run(ctx, response, caseData);
    } catch (error) {
      failures.push(crashed(check.name, error));
      continue;
    }
    if (isThenable(result)) {
      (pending ??= []).push({ at: failures.length, result: settle(check.name, result) });
    } else {
      collectFailures(failures, result);
    }
  }
  if (pending === void 0)
    return Promise.resolve(failures);
  const waiting = pending;
  return Promise.all(waiting.map((entry) => entry.result)).then((lists) => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const list3 = lists[i];
      const entry = waiting[i];
      if (list3 !== void 0 && entry !== void 0 && list3.length > 0)
        failures.splice(entry.at, 0, ...list3);
    }
    return failures;
  });
}
function isThenable(value) {
  return value !== null && typeof value === "object" && typeof value.then === "function";
}
function settle(name, result) {
  return Promise.resolve(result).then((value) => {
    const out = [];
    collectFailures(out, value);
    return out;
  }, (error) => [crashed(name, error)]);
}
function crashed(name, error) {
  return errorFailure(name, `Check \`${name}\` raised an error`, error);
}

// dist/serialization/media-type.js
function mediaTypeEssence(mediaType) {
  const semicolon = mediaType.indexOf(";");
  return (semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase();
}
function parseMediaType(mediaType) {
  const essence = mediaTypeEssence(mediaType);
  const slash = essence.indexOf("/");
  const type = slash === -1 ? essence : essence.slice(0, slash);
  const subtype = slash === -1 ? "" : essence.slice(slash + 1);
  const plus = subtype.lastIndexOf("+");
  return { essence, type, subtype, suffix: plus === -1 ? void 0 : subtype.slice(plus + 1) };
}
function isJsonMediaType(mediaType) {
  const { subtype, suffix } = parseMediaType(mediaType);
  return subtype === "json" || suffix === "json";
}
function sameMediaType(a, b) {
  return mediaTypeEssence(a) === mediaTypeEssence(b);
}

// dist/serialization/media-types/json.js
var UTF8 = new TextEncoder();
function refuse(mediaType, what) {
  throw new SerializationError(mediaType, `Cannot serialize the body as ${mediaType}: it contains ${what}, which JSON cannot represent. The case is skipped; register a custom serializer for this media type if it needs another encoding.`);
}
var PLAIN_DEPTH = 64;
function isPlainJson(value, depth) {
  switch (typeof value) {
    case "string":
    case "boolean":
    case "undefined":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object": {
      if (value === null)
        return true;
      if (depth >= PLAIN_DEPTH)
        return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
          if (!isPlainJson(value[i], depth + 1))
            return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null || "toJSON" in value)
        return false;
      for (const key in value)
        if (!isPlainJson(value[key], depth + 1))
          return false;
      return true;
    }
    default:
      return false;
  }
}
function toJsonText(value, mediaType) {
  if (isPlainJson(value === void 0 ? null : value, 0))
    return JSON.stringify(value === void 0 ? null : value);
  const text2 = JSON.stringify(value === void 0 ? null : value, function(key, item) {
    const original = this[key];
    if (original instanceof Uint8Array)
      return Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString("base64");
    switch (typeof item) {
      case "number":
        if (!Number.isFinite(item))
          refuse(mediaType, `the number ${String(item)}`);
        return item;
      case "bigint":
        return refuse(mediaType, "a bigint");
      case "function":
      case "symbol":
        return refuse(mediaType, `a ${typeof item}`);
      default:
        return item;
    }
  });
  return text2;
}
function serializeJson(value, ctx) {
  return { body: UTF8.encode(toJsonText(value, ctx.mediaType)), contentType: ctx.mediaType };
}

// dist/serialization/stringify-value.js
function stringifyAtom(value) {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "undefined":
      return "";
    default:
      if (value === null)
        return "";
      if (value instanceof Uint8Array)
        return new TextDecoder().decode(value);
      return JSON.stringify(value) ?? "";
  }
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
function isEmptyValue(value) {
  if (value === null || value === void 0 || value === "")
    return true;
  if (Array.isArray(value))
    return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

// dist/serialization/parameter-style.js
function atoms(value, encode) {
  if (Array.isArray(value))
    return value.map((item) => encode(stringifyAtom(item)));
  return [encode(stringifyAtom(value))];
}
function entries(value, encode) {
  return Object.entries(value).map(([key, item]) => [encode(key), encode(stringifyAtom(item))]);
}
function expandPath(name, value, style, explode, encode) {
  const key = encode(name);
  if (style === "matrix") {
    if (isEmptyValue(value))
      return `;${key}`;
    if (isPlainObject(value)) {
      const pairs = entries(value, encode);
      return explode ? pairs.map(([k, v]) => `;${k}=${v}`).join("") : `;${key}=${pairs.flat().join(",")}`;
    }
    const list3 = atoms(value, encode);
    return explode ? list3.map((v) => `;${key}=${v}`).join("") : `;${key}=${list3.join(",")}`;
  }
  if (style === "label") {
    if (isEmptyValue(value))
      return ".";
    if (isPlainObject(value)) {
      const pairs = entries(value, encode);
      return explode ? pairs.map(([k, v]) => `.${k}=${v}`).join("") : `.${pairs.flat().join(",")}`;
    }
    const list3 = atoms(value, encode);
    return `.${list3.join(explode ? "." : ",")}`;
  }
  return expandSimple(value, explode, encode);
}
function expandSimple(value, explode, encode) {
  if (isEmptyValue(value))
    return "";
  if (isPlainObject(value)) {
    const pairs = entries(value, encode);
    return explode ? pairs.map(([k, v]) => `${k}=${v}`).join(",") : pairs.flat().join(",");
  }
  return atoms(value, encode).join(",");
}
function delimiter(style, encode) {
  switch (style) {
    case "spaceDelimited":
      return encode(" ");
    case "pipeDelimited":
      return encode("|");
    case "tabDelimited":
      return encode("	");
    default:
      return ",";
  }
}
function deepPairs(prefix, value, encode, out) {
  const open = encode("[");
  const close = encode("]");
  if ((isPlainObject(value) || Array.isArray(value)) && isEmptyValue(value)) {
    out.push([prefix, ""]);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      deepPairs(`${prefix}${open}${encode(key)}${close}`, item, encode, out);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => deepPairs(`${prefix}${open}${index}${close}`, item, encode, out));
  } else {
    out.push([prefix, encode(stringifyAtom(value))]);
  }
}
function queryPairs(name, value, style, explode, encode) {
  const key = encode(name);
  if (isEmptyValue(value))
    return [[key, ""]];
  if (style === "deepObject") {
    const out = [];
    if (isPlainObject(value) || Array.isArray(value))
      deepPairs(key, value, encode, out);
    else
      out.push([key, encode(stringifyAtom(value))]);
    return out;
  }
  if (isPlainObject(value)) {
    const pairs = entries(value, encode);
    return explode ? pairs : [[key, pairs.flat().join(delimiter(style, encode))]];
  }
  const list3 = atoms(value, encode);
  return explode ? list3.map((v) => [key, v]) : [[key, list3.join(delimiter(style, encode))]];
}
function joinQuery(pairs) {
  let out = "";
  for (const [name, value] of pairs)
    out += `${out === "" ? "" : "&"}${name}=${value}`;
  return out;
}

// dist/serialization/percent-encode.js
var HEX = Array.from({ length: 256 }, (_, i) => `%${i.toString(16).toUpperCase().padStart(2, "0")}`);
var UTF82 = new TextEncoder();
var UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
var UNRESERVED_CHAR = /[A-Za-z0-9\-._~]/;
var RESERVED_KEPT = /[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=]/;
var COOKIE_OCTET = /[\x21\x23-\x24\x26-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]/;
var COOKIE_SAFE = /^[\x21\x23-\x24\x26-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;
var HEADER_SAFE = /^[\t\x20-\x7e]*$/;
var HEADER_CHAR = /[\t\x20-\x7e]/;
var LATIN1_HEADER_SAFE = /^[\t\x20-\x7e\x80-\xff]*$/;
var LATIN1_HEADER_CHAR = /[\t\x20-\x7e\x80-\xff]/;
var QUERY_LITERAL_CHAR = /[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=%]/;
function encodeWith(text2, keep) {
  let out = "";
  for (const char of text2) {
    if (char.length === 1 && keep.test(char)) {
      out += char;
    } else if (char.charCodeAt(0) < 128) {
      out += HEX[char.charCodeAt(0)];
    } else {
      for (const byte of UTF82.encode(char))
        out += HEX[byte];
    }
  }
  return out;
}
function encodeStrict(text2) {
  return UNRESERVED.test(text2) ? text2 : encodeWith(text2, UNRESERVED_CHAR);
}
function encodeAllowReserved(text2) {
  return UNRESERVED.test(text2) ? text2 : encodeWith(text2, RESERVED_KEPT);
}
function encodeCookie(text2) {
  return COOKIE_SAFE.test(text2) ? text2 : encodeWith(text2, COOKIE_OCTET);
}
function toHeaderValue(text2) {
  return HEADER_SAFE.test(text2) ? text2 : encodeWith(text2, HEADER_CHAR);
}
function toUserHeaderValue(text2) {
  return LATIN1_HEADER_SAFE.test(text2) ? text2 : encodeWith(text2, LATIN1_HEADER_CHAR);
}
function encodeQueryLiteral(text2) {
  return encodeWith(text2.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), QUERY_LITERAL_CHAR);
}
function encodeNothing(text2) {
  return text2;
}

// dist/serialization/expand-parameters.js
var DOT_SEGMENT = /^\.{1,2}$/;
var TEMPLATE_VARIABLE = /\{([^{}]+)\}/g;
function ordered(parameters, location, values2) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const parameter of parameters) {
    if (parameter.location !== location || !Object.hasOwn(values2, parameter.name))
      continue;
    seen.add(parameter.name);
    const value = values2[parameter.name];
    if (value !== void 0 && value !== NOT_SET)
      out.push([parameter.name, value, parameter]);
  }
  for (const [name, value] of Object.entries(values2)) {
    if (!seen.has(name) && value !== void 0 && value !== NOT_SET)
      out.push([name, value, void 0]);
  }
  return out;
}
function contentText(parameter, value) {
  const contentType = parameter?.contentType;
  if (contentType === void 0)
    return void 0;
  if (isJsonMediaType(contentType) || typeof value !== "string")
    return toJsonText(value, contentType);
  return value;
}
function formatPath(template, parameters, values2) {
  if (!template.includes("{"))
    return template;
  return template.replace(TEMPLATE_VARIABLE, (whole, name) => {
    const value = values2[name];
    if (!Object.hasOwn(values2, name) || value === void 0 || value === NOT_SET)
      return whole;
    const parameter = parameters.find((p) => p.location === "path" && p.name === name);
    const content = contentText(parameter, value);
    const expanded = content !== void 0 ? encodeStrict(content) : expandPath(name, value, parameter?.style ?? "simple", parameter?.explode ?? false, encodeStrict);
    return DOT_SEGMENT.test(expanded) ? expanded.replace(/\./g, "%2E") : expanded;
  });
}
function formatTemplateQuery(text2, parameters, values2) {
  let out = "";
  let last = 0;
  for (const match of text2.matchAll(TEMPLATE_VARIABLE)) {
    const name = match[1];
    out += encodeQueryLiteral(text2.slice(last, match.index));
    last = match.index + match[0].length;
    const value = values2[name];
    if (!Object.hasOwn(values2, name) || value === void 0 || value === NOT_SET) {
      out += match[0];
      continue;
    }
    const parameter = parameters.find((p) => p.location === "path" && p.name === name);
    const content = contentText(parameter, value);
    out += content !== void 0 ? encodeStrict(content) : expandSimple(value, parameter?.explode ?? false, encodeStrict);
  }
  return out + encodeQueryLiteral(text2.slice(last));
}
function formatQuery(parameters, values2) {
  const pairs = [];
  for (const [name, value, parameter] of ordered(parameters, "query", values2)) {
    const encode = parameter?.allowReserved === true ? encodeAllowReserved : encodeStrict;
    const content = contentText(parameter, value);
    if (content !== void 0)
      pairs.push([encode(name), encode(content)]);
    else
      pairs.push(...queryPairs(name, value, parameter?.style ?? "form", parameter?.explode ?? true, encode));
  }
  return joinQuery(pairs);
}
function formatHeaders(parameters, values2) {
  const out = [];
  for (const [name, value, parameter] of ordered(parameters, "header", values2)) {
    const content = contentText(parameter, value);
    const text2 = content ?? expandSimple(value, parameter?.explode ?? false, encodeNothing);
    out.push([name, toHeaderValue(text2)]);
  }
  return out;
}
function formatCookies(parameters, values2) {
  const pairs = [];
  for (const [name, value, parameter] of ordered(parameters, "cookie", values2)) {
    const content = contentText(parameter, value);
    if (content !== void 0)
      pairs.push([encodeCookie(name), encodeCookie(content)]);
    else
      pairs.push(...queryPairs(name, value, "form", parameter?.explode ?? true, encodeCookie));
  }
  if (pairs.length === 0)
    return void 0;
  return pairs.map(([name, value]) => `${name}=${value}`).join("; ");
}

// dist/serialization/header-list.js
var HeaderList = class {
  #names = /* @__PURE__ */ new Map();
  #values = /* @__PURE__ */ new Map();
  /** Sets a header, replacing any header of the same name (case-insensitively). */
  set(name, value) {
    const key = name.toLowerCase();
    this.#names.set(key, name);
    this.#values.set(key, value);
  }
  /** The value of a header (name is case-insensitive), or undefined. */
  get(name) {
    return this.#values.get(name.toLowerCase());
  }
  /** The spelling a header currently has (name is case-insensitive), or undefined. */
  nameOf(name) {
    return this.#names.get(name.toLowerCase());
  }
  /** Whether the header is present (name is case-insensitive). */
  has(name) {
    return this.#values.has(name.toLowerCase());
  }
  /** A plain record with the names as last spelled. */
  toRecord() {
    const out = {};
    for (const [key, name] of this.#names)
      out[name] = this.#values.get(key) ?? "";
    return out;
  }
};

// dist/serialization/path-template.js
function splitPathTemplate(template) {
  let depth = 0;
  let mark = -1;
  let hash = -1;
  for (let index = 0; index < template.length && hash === -1; index += 1) {
    const char = template[index];
    if (char === "{")
      depth += 1;
    else if (char === "}")
      depth = Math.max(0, depth - 1);
    else if (depth === 0 && char === "?" && mark === -1)
      mark = index;
    else if (depth === 0 && char === "#")
      hash = index;
  }
  const end = hash === -1 ? template.length : hash;
  return {
    path: template.slice(0, mark === -1 ? end : mark),
    query: mark === -1 ? "" : template.slice(mark + 1, end),
    fragment: hash === -1 ? void 0 : template.slice(hash + 1)
  };
}
function joinQueries(...parts) {
  return parts.filter((part) => part !== "").join("&");
}

// dist/serialization/media-types/binary.js
var UTF83 = new TextEncoder();
function serializeBinary(value, ctx) {
  if (value instanceof Uint8Array)
    return { body: value, contentType: ctx.mediaType };
  if (typeof value === "string")
    return { body: UTF83.encode(value), contentType: ctx.mediaType };
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return { body: UTF83.encode(String(value)), contentType: ctx.mediaType };
  }
  if (value === null || value === void 0)
    return { body: new Uint8Array(0), contentType: ctx.mediaType };
  throw new SerializationError(ctx.mediaType, `Cannot serialize the body as ${ctx.mediaType}: expected bytes or a string, got ${Array.isArray(value) ? "an array" : "an object"}. The case is skipped; register a custom serializer for this media type to encode structured data.`);
}

// dist/serialization/media-types/form-urlencoded.js
var UTF84 = new TextEncoder();
function propertyPairs(name, value, encoding, mediaType) {
  if (encoding?.contentType !== void 0 && isJsonMediaType(encoding.contentType)) {
    return [[name, toJsonText(value, mediaType)]];
  }
  if (encoding?.style !== void 0 || encoding?.explode !== void 0) {
    return queryPairs(name, value, encoding.style ?? "form", encoding.explode ?? (encoding.style ?? "form") === "form", encodeNothing);
  }
  if (Array.isArray(value)) {
    return value.map((item) => [name, isPlainObject(item) || Array.isArray(item) ? toJsonText(item, mediaType) : stringifyAtom(item)]);
  }
  if (isPlainObject(value))
    return [[name, toJsonText(value, mediaType)]];
  return [[name, stringifyAtom(value)]];
}
function serializeFormUrlencoded(value, ctx) {
  if (typeof value === "string")
    return { body: UTF84.encode(value), contentType: ctx.mediaType };
  if (value instanceof Uint8Array)
    return { body: value, contentType: ctx.mediaType };
  if (!isPlainObject(value)) {
    throw new SerializationError(ctx.mediaType, `Cannot serialize the body as ${ctx.mediaType}: form bodies need an object of fields, got ${Array.isArray(value) ? "an array" : String(value === null ? "null" : typeof value)}. The case is skipped.`);
  }
  const params = new URLSearchParams();
  for (const [name, item] of Object.entries(value)) {
    if (item === void 0)
      continue;
    for (const [key, text2] of propertyPairs(name, item, ctx.encoding?.[name], ctx.mediaType))
      params.append(key, text2);
  }
  return { body: UTF84.encode(params.toString()), contentType: ctx.mediaType };
}

// dist/serialization/media-types/multipart.js
import { createHash as createHash2 } from "node:crypto";
var UTF85 = new TextEncoder();
var CRLF = UTF85.encode("\r\n");
function quoteName(name) {
  return name.replace(/["\r\n]/g, (c) => c === '"' ? "%22" : c === "\r" ? "%0D" : "%0A");
}
function partContentType(encoding) {
  const first = encoding?.contentType?.split(",")[0]?.trim();
  if (first === void 0 || first === "")
    return void 0;
  return parseMediaType(first).subtype === "*" ? "application/octet-stream" : first;
}
function makePart(name, value, encoding, mediaType) {
  const declared = partContentType(encoding);
  let disposition = `Content-Disposition: form-data; name="${quoteName(name)}"`;
  let contentType = declared;
  let body;
  if (value instanceof Uint8Array) {
    disposition += `; filename="${quoteName(name)}"`;
    contentType ??= "application/octet-stream";
    body = value;
  } else if (declared !== void 0 && isJsonMediaType(declared) || isPlainObject(value) || Array.isArray(value)) {
    contentType ??= "application/json";
    body = UTF85.encode(toJsonText(value, mediaType));
  } else {
    body = UTF85.encode(stringifyAtom(value));
  }
  const head = `${disposition}\r
${contentType === void 0 ? "" : `Content-Type: ${contentType}\r
`}\r
`;
  return { head: UTF85.encode(head), body };
}
function contains(haystack, needle) {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).includes(needle);
}
function chooseBoundary(parts) {
  for (let attempt = 0; ; attempt++) {
    const hash = createHash2("sha256").update(String(attempt));
    for (const part of parts)
      hash.update(part.head).update(part.body);
    const boundary = `apitest-boundary-${hash.digest("hex").slice(0, 24)}`;
    const marker = Buffer.from(boundary);
    if (!parts.some((part) => contains(part.body, marker) || contains(part.head, marker)))
      return boundary;
  }
}
function concat(chunks) {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
function serializeMultipart(value, ctx) {
  if (!isPlainObject(value)) {
    throw new SerializationError(ctx.mediaType, `Cannot serialize the body as ${ctx.mediaType}: multipart bodies need an object of fields, got ${Array.isArray(value) ? "an array" : value === null ? "null" : typeof value}. The case is skipped.`);
  }
  const parts = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === void 0)
      continue;
    const encoding = ctx.encoding?.[name];
    const asFile = item instanceof Uint8Array;
    const items2 = Array.isArray(item) && !(encoding?.contentType !== void 0 && isJsonMediaType(encoding.contentType)) && !asFile ? item : [item];
    for (const one of items2)
      parts.push(makePart(name, one, encoding, ctx.mediaType));
  }
  const boundary = chooseBoundary(parts);
  const dash = UTF85.encode(`--${boundary}\r
`);
  const chunks = [];
  for (const part of parts)
    chunks.push(dash, part.head, part.body, CRLF);
  chunks.push(UTF85.encode(`--${boundary}--\r
`));
  const essence = parseMediaType(ctx.mediaType).essence;
  return { body: concat(chunks), contentType: `${essence}; boundary=${boundary}` };
}

// dist/serialization/media-types/text.js
var UTF86 = new TextEncoder();
function toText(value, mediaType) {
  if (typeof value === "string")
    return value;
  if (value === null || value === void 0)
    return "";
  if (typeof value === "object")
    return toJsonText(value, mediaType);
  return String(value);
}
function serializeText(value, ctx) {
  if (value instanceof Uint8Array)
    return { body: value, contentType: ctx.mediaType };
  return { body: UTF86.encode(toText(value, ctx.mediaType)), contentType: ctx.mediaType };
}

// dist/serialization/media-types/xml-schema.js
var EMPTY = {};
var MAX_REF_HOPS = 64;
function readXml(schema) {
  const xml = schema["xml"];
  if (typeof xml !== "object" || xml === null)
    return void 0;
  const raw = xml;
  const out = {};
  if (typeof raw["name"] === "string")
    out.name = raw["name"];
  if (typeof raw["namespace"] === "string")
    out.namespace = raw["namespace"];
  if (typeof raw["prefix"] === "string")
    out.prefix = raw["prefix"];
  if (raw["attribute"] === true)
    out.attribute = true;
  if (raw["wrapped"] === true)
    out.wrapped = true;
  return out;
}
function refName(ref) {
  const last = ref.split("/").pop();
  return last === void 0 || last === "" ? void 0 : decodeURIComponent(last.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function resolveXmlSchema(schema, resolver) {
  let current = schema;
  let xml;
  let name;
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    if (typeof current !== "object" || current === null)
      break;
    xml ??= readXml(current);
    const ref = current["$ref"];
    if (typeof ref !== "string" || resolver === void 0)
      break;
    name = refName(ref) ?? name;
    current = resolver.resolve(ref);
  }
  const resolved = typeof current === "object" && current !== null && typeof current["$ref"] !== "string" ? current : EMPTY;
  return { schema: resolved, xml: xml ?? readXml(resolved) ?? {}, refName: name };
}
function subschemas(schema) {
  const out = [];
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const list3 = schema[keyword];
    if (Array.isArray(list3))
      out.push(...list3);
  }
  return out;
}
function propertySchema(schema, name, resolver, depth = 0) {
  const properties = schema["properties"];
  if (typeof properties === "object" && properties !== null && Object.hasOwn(properties, name)) {
    return properties[name];
  }
  if (depth > 8)
    return void 0;
  for (const sub of subschemas(schema)) {
    const found = propertySchema(resolveXmlSchema(sub, resolver).schema, name, resolver, depth + 1);
    if (found !== void 0)
      return found;
  }
  return void 0;
}
function itemsSchema(schema, index, resolver, depth = 0) {
  const prefix = schema["prefixItems"];
  if (Array.isArray(prefix) && index < prefix.length)
    return prefix[index];
  const items2 = schema["items"];
  if (typeof items2 === "object" && items2 !== null && !Array.isArray(items2))
    return items2;
  if (depth > 8)
    return void 0;
  for (const sub of subschemas(schema)) {
    const found = itemsSchema(resolveXmlSchema(sub, resolver).schema, index, resolver, depth + 1);
    if (found !== void 0)
      return found;
  }
  return void 0;
}

// dist/serialization/media-types/xml.js
var UTF87 = new TextEncoder();
var XML_NAME = /^[A-Za-z_\u00C0-\uFFFD][A-Za-z0-9_.\-\u00B7\u00C0-\uFFFD]*$/;
var INVALID_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function refuse2(writer, why) {
  throw new SerializationError(writer.mediaType, `Cannot serialize the body as ${writer.mediaType}: ${why}. The case is skipped.`);
}
function qualified(writer, name, resolved) {
  if (!XML_NAME.test(name))
    refuse2(writer, `${JSON.stringify(name)} is not a valid XML element or attribute name`);
  const prefix = resolved.xml.prefix;
  return prefix === void 0 || prefix === "" ? name : `${prefix}:${name}`;
}
function text(writer, value) {
  const raw = value instanceof Uint8Array ? Buffer.from(value).toString("base64") : typeof value === "string" ? value : String(value);
  if (INVALID_CHAR.test(raw))
    refuse2(writer, "a value contains a control character that XML 1.0 cannot represent");
  return raw.replace(/[&<>"\r]/g, (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#13;");
}
function namespaceAttribute(resolved, writer) {
  const { namespace, prefix } = resolved.xml;
  if (namespace === void 0)
    return "";
  return ` xmlns${prefix === void 0 || prefix === "" ? "" : `:${prefix}`}="${text(writer, namespace)}"`;
}
function isPrimitive(value) {
  return value === null || typeof value !== "object" && value !== void 0;
}
function element(writer, name, value, resolved) {
  const tag = qualified(writer, name, resolved);
  let attributes = namespaceAttribute(resolved, writer);
  let children = "";
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (item === void 0)
        continue;
      const child = resolveXmlSchema(propertySchema(resolved.schema, key, writer.resolver), writer.resolver);
      if (child.xml.attribute === true && isPrimitive(item)) {
        attributes += ` ${qualified(writer, child.xml.name ?? key, child)}="${item === null ? "" : text(writer, item)}"`;
      } else {
        children += member(writer, key, item, child);
      }
    }
  } else if (Array.isArray(value)) {
    children = items(writer, name, value, resolved);
  } else if (value !== null && value !== void 0) {
    children = text(writer, value);
  }
  return children === "" ? `<${tag}${attributes}/>` : `<${tag}${attributes}>${children}</${tag}>`;
}
function items(writer, name, list3, resolved) {
  let out = "";
  list3.forEach((item, index) => {
    const itemResolved = resolveXmlSchema(itemsSchema(resolved.schema, index, writer.resolver), writer.resolver);
    out += element(writer, itemResolved.xml.name ?? name, item, itemResolved);
  });
  return out;
}
function member(writer, key, value, resolved) {
  if (!Array.isArray(value))
    return element(writer, resolved.xml.name ?? key, value, resolved);
  const inner = items(writer, key, value, resolved);
  if (resolved.xml.wrapped !== true)
    return inner;
  const tag = qualified(writer, resolved.xml.name ?? key, resolved);
  return `<${tag}${namespaceAttribute(resolved, writer)}>${inner}</${tag}>`;
}
function serializeXml(value, ctx) {
  if (value instanceof Uint8Array)
    return { body: value, contentType: ctx.mediaType };
  const writer = { mediaType: ctx.mediaType, resolver: ctx.resolver };
  const root = resolveXmlSchema(ctx.schema, ctx.resolver);
  const name = root.xml.name ?? root.refName ?? "data";
  let document;
  if (Array.isArray(value)) {
    const tag = qualified(writer, name, root);
    document = `<${tag}${namespaceAttribute(root, writer)}>${items(writer, name, value, root)}</${tag}>`;
  } else {
    document = element(writer, name, value, root);
  }
  return { body: UTF87.encode(`<?xml version="1.0" encoding="UTF-8"?>
${document}`), contentType: ctx.mediaType };
}

// dist/serialization/default-serializers.js
var BINARY_MEDIA_TYPES = [
  "application/octet-stream",
  "application/pdf",
  "application/zip",
  "application/gzip",
  "image/*",
  "audio/*",
  "video/*",
  "font/*"
];
function registerBuiltInSerializers(registry) {
  registry.register(["application/json", "text/json"], serializeJson);
  registry.register(["application/x-www-form-urlencoded"], serializeFormUrlencoded);
  registry.register(["multipart/form-data", "multipart/mixed", "multipart/*"], serializeMultipart);
  registry.register(["text/plain", "text/*"], serializeText);
  registry.register(["application/xml", "text/xml"], serializeXml);
  registry.register([...BINARY_MEDIA_TYPES], serializeBinary);
  return registry;
}

// dist/serialization/registry.js
var SerializerRegistry = class _SerializerRegistry {
  #byType = /* @__PURE__ */ new Map();
  /** Registers `fn` for each media type (`application/x-yaml`, `image/*`, `*\/*`); later registrations win. */
  register(mediaTypes, fn) {
    for (const mediaType of mediaTypes)
      this.#byType.set(mediaTypeEssence(mediaType), fn);
  }
  /** The serializer for a media type, or undefined when none fits. */
  find(mediaType) {
    const { essence, type, subtype, suffix } = parseMediaType(mediaType);
    const exact = this.#byType.get(essence);
    if (exact !== void 0)
      return exact;
    if (essence === "*/*")
      return this.#byType.get("application/json");
    if (subtype === "json" || suffix === "json") {
      const json = this.#byType.get("application/json");
      if (json !== void 0)
        return json;
    }
    if (subtype === "xml" || suffix === "xml") {
      const xml = this.#byType.get("application/xml");
      if (xml !== void 0)
        return xml;
    }
    const wildcard = this.#byType.get(`${type}/*`);
    if (wildcard !== void 0)
      return wildcard;
    if (subtype === "*") {
      for (const [key, fn] of this.#byType)
        if (key.startsWith(`${type}/`))
          return fn;
    }
    return this.#byType.get("*/*");
  }
  /** A copy that can be extended without touching this registry. */
  clone() {
    const copy = new _SerializerRegistry();
    for (const [key, fn] of this.#byType)
      copy.#byType.set(key, fn);
    return copy;
  }
};
function defaultSerializers() {
  return registerBuiltInSerializers(new SerializerRegistry());
}

// dist/serialization/prepare-request.js
var TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
var DEFAULT_MEDIA_TYPE = "application/json";
function joinUrl(baseUrl, path, query) {
  const hash = baseUrl.indexOf("#");
  const withoutFragment = hash === -1 ? baseUrl : baseUrl.slice(0, hash);
  const mark = withoutFragment.indexOf("?");
  const base = (mark === -1 ? withoutFragment : withoutFragment.slice(0, mark)).replace(/\/+$/, "");
  const baseQuery = mark === -1 ? "" : withoutFragment.slice(mark + 1);
  const fullQuery = joinQueries(baseQuery, query);
  const slashPath = path === "" || path.startsWith("/") ? path : `/${path}`;
  return fullQuery === "" ? `${base}${slashPath}` : `${base}${slashPath}?${fullQuery}`;
}
function checkHeaderName(name, mediaType) {
  if (!TOKEN.test(name)) {
    throw new SerializationError(mediaType, `Cannot send header ${JSON.stringify(name)}: a header name may only contain letters, digits and !#$%&'*+-.^_\`|~. Fix the parameter name in the schema (or the header you passed).`);
  }
}
function findBodyDefinition(operation, mediaType) {
  return operation.requestBody?.alternatives.find((alternative) => sameMediaType(alternative.mediaType, mediaType));
}
function serializeBody(caseData, operation, options) {
  if (caseData.body === NOT_SET || caseData.body === void 0)
    return void 0;
  const mediaType = caseData.mediaType ?? DEFAULT_MEDIA_TYPE;
  const registry = options.serializers ?? defaultSerializers();
  const serializer = registry.find(mediaType);
  if (serializer === void 0) {
    throw new SerializationError(mediaType, `No serializer for media type ${mediaType} (${operation.label}): the case is skipped. Register one with serializer(...) to test this media type.`);
  }
  const definition = findBodyDefinition(operation, mediaType);
  try {
    return serializer(caseData.body, {
      mediaType,
      case: caseData,
      ...definition === void 0 ? {} : { encoding: definition.encoding, schema: definition.schema },
      ...options.resolver === void 0 ? {} : { resolver: options.resolver }
    });
  } catch (error) {
    if (error instanceof SerializationError)
      throw error;
    throw new SerializationError(mediaType, `The serializer for ${mediaType} failed on a body of ${operation.label}: ${error instanceof Error ? error.message : String(error)}. The case is skipped.`, { cause: error });
  }
}
function contentTypeFor(caseHeader, serialized) {
  if (caseHeader === void 0)
    return serialized.contentType;
  if (parseMediaType(caseHeader).type === "multipart" && !/boundary=/i.test(caseHeader)) {
    const boundary = /boundary=([^;]+)/i.exec(serialized.contentType)?.[1];
    if (boundary !== void 0)
      return `${caseHeader}; boundary=${boundary}`;
  }
  return caseHeader;
}
function prepareRequest(caseData, operation, options) {
  const parameters = operation.parameters;
  const template = splitPathTemplate(operation.path);
  const path = formatPath(template.path, parameters, caseData.pathParameters);
  const query = joinQueries(formatTemplateQuery(template.query, parameters, caseData.pathParameters), formatQuery(parameters, caseData.query));
  const url = joinUrl(options.baseUrl, path, query);
  const mediaLabel = caseData.mediaType ?? "";
  const headers = new HeaderList();
  for (const [name, value] of formatHeaders(parameters, caseData.headers)) {
    checkHeaderName(name, mediaLabel);
    headers.set(name, value);
  }
  const cookies = formatCookies(parameters, caseData.cookies);
  if (cookies !== void 0) {
    const existing = headers.get("cookie");
    headers.set(headers.nameOf("cookie") ?? "Cookie", existing === void 0 || existing === "" ? cookies : `${existing}; ${cookies}`);
  }
  const serialized = serializeBody(caseData, operation, options);
  if (serialized !== void 0)
    headers.set(headers.nameOf("content-type") ?? "Content-Type", contentTypeFor(headers.get("content-type"), serialized));
  const extra = options.headers ?? {};
  const userAuthorization = Object.keys(extra).some((name) => name.toLowerCase() === "authorization");
  if (options.basicAuth !== void 0 && !userAuthorization) {
    const { username, password } = options.basicAuth;
    headers.set(headers.nameOf("authorization") ?? "Authorization", `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`);
  }
  for (const [name, value] of Object.entries(extra)) {
    checkHeaderName(name, mediaLabel);
    headers.set(name, toUserHeaderValue(value));
  }
  const request = {
    method: caseData.method.toUpperCase(),
    url,
    headers: headers.toRecord()
  };
  if (serialized !== void 0)
    request.body = serialized.body;
  return request;
}

// dist/hooks/hook-names.js
var CASE_PARTS = {
  Query: "query",
  PathParameters: "pathParameters",
  Headers: "headers",
  Cookies: "cookies",
  Body: "body",
  Case: "case"
};
var KINDS = ["filter", "map", "flatMap", "beforeGenerate"];
var HOOK_NAMES = [
  ...KINDS.flatMap((kind) => Object.keys(CASE_PARTS).map((suffix) => `${kind}${suffix}`)),
  "beforeCall",
  "afterCall",
  "beforeLoadSchema",
  "afterLoadSchema"
];
var KNOWN = new Set(HOOK_NAMES);
function checkHookName(name) {
  if (KNOWN.has(name))
    return name;
  const camel2 = name.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase()).replace(/^flatmap/, "flatMap");
  const hint2 = KNOWN.has(camel2) ? ` Did you mean "${camel2}"?` : "";
  throw new UsageError(`Unknown hook "${name}".${hint2} Known hooks: ${HOOK_NAMES.join(", ")}.`);
}

// dist/hooks/registry.js
var HookRegistry = class {
  #own = /* @__PURE__ */ new Map();
  #parent;
  constructor(parent) {
    this.#parent = parent;
  }
  /** Adds a hook under a (checked) name. */
  add(name, fn) {
    const list3 = this.#own.get(name) ?? [];
    list3.push(fn);
    this.#own.set(name, list3);
  }
  /** The hooks of a name: the parent's first, then this registry's own. */
  get(name) {
    const own = this.#own.get(name) ?? [];
    const inherited = this.#parent?.get(name) ?? [];
    return inherited.length === 0 ? own : [...inherited, ...own];
  }
  /** Forgets this registry's own hooks. */
  clear() {
    this.#own.clear();
  }
};
function hooksOf(set, name) {
  if (set.length === 1)
    return set[0].get(name);
  return set.flatMap((registry) => registry.get(name));
}
function registerHook(registry, args) {
  const [first, second] = args;
  if (typeof first === "string") {
    const name = checkHookName(first);
    if (second === void 0)
      return (fn) => registerHook(registry, [name, fn]);
    if (typeof second !== "function")
      throw new UsageError(`hook("${name}", \u2026) needs a function as its second argument.`);
    registry.add(name, second);
    return second;
  }
  if (typeof first !== "function")
    throw new UsageError("hook() needs a hook name, a named function (function filterQuery(ctx, query) { \u2026 }), or both.");
  const given = typeof second === "string" ? second : first.name;
  if (given === "" || given === "anonymous") {
    throw new UsageError('hook() got an anonymous function: name it after the hook (function filterQuery(ctx, query) { \u2026 }) or pass the name: hook("filterQuery", fn).');
  }
  registry.add(checkHookName(given), first);
  return first;
}

// dist/hooks/call-hooks.js
function hasCallHooks(hooks) {
  return hooks !== void 0 && (hooks.auth !== void 0 || hooks.set.some((registry) => registry.get("beforeCall").length > 0 || registry.get("afterCall").length > 0));
}
function mutableCase(data) {
  return {
    method: data.method,
    path: data.path,
    pathParameters: { ...data.pathParameters },
    query: { ...data.query },
    headers: { ...data.headers },
    cookies: { ...data.cookies },
    body: data.body,
    mediaType: data.mediaType
  };
}
async function runBeforeCall(hooks, operation, apiCase) {
  await hooks.auth?.apply(apiCase, { operation, app: hooks.app });
  const kwargs = { headers: {}, query: {}, cookies: {} };
  const ctx = { operation };
  for (const hook of hooksOf(hooks.set, "beforeCall"))
    await invokeAsyncHook("beforeCall", operation.label, () => hook(ctx, apiCase, kwargs));
  return kwargs;
}
async function runAfterCall(hooks, operation, apiCase, response) {
  const ctx = { operation };
  for (const hook of hooksOf(hooks.set, "afterCall"))
    await invokeAsyncHook("afterCall", operation.label, () => hook(ctx, apiCase, response));
}
function withKwargs(apiCase, kwargs) {
  return {
    ...apiCase,
    headers: { ...apiCase.headers, ...kwargs.headers },
    query: { ...apiCase.query, ...kwargs.query },
    cookies: { ...apiCase.cookies, ...kwargs.cookies }
  };
}

// dist/engine/check-contexts.js
var cache = /* @__PURE__ */ new WeakMap();
function makeContext(env, scope, meta, name, sequence) {
  const maxResponseTime2 = scope.settings.maxResponseTime;
  return {
    operation: scope.operation,
    validator: env.spec.validator,
    resolver: env.spec.resolver,
    config: scope.check(name),
    meta,
    ...maxResponseTime2 === void 0 ? {} : { maxResponseTime: maxResponseTime2 },
    ...sequence === void 0 ? {} : { sequence }
  };
}
function checkContexts(env, scope, meta, sequence) {
  if (sequence !== void 0)
    return (name) => makeContext(env, scope, meta, name, sequence);
  let byMeta = cache.get(scope);
  if (byMeta === void 0)
    cache.set(scope, byMeta = /* @__PURE__ */ new WeakMap());
  let byName = byMeta.get(meta);
  if (byName === void 0)
    byMeta.set(meta, byName = /* @__PURE__ */ new Map());
  const contexts = byName;
  return (name) => {
    let context = contexts.get(name);
    if (context === void 0)
      contexts.set(name, context = makeContext(env, scope, meta, name, void 0));
    return context;
  };
}

// dist/hooks/bounded-filter.js
var MAX_REJECTIONS = 1e3;
var FilterRejectedError = class extends HookError {
  constructor(message) {
    super(message);
    this.name = "FilterRejectedError";
  }
};
var BoundedFilterArbitrary = class extends Arbitrary {
  #source;
  #predicate;
  #explain;
  constructor(source, predicate, explain) {
    super();
    this.#source = source;
    this.#predicate = predicate;
    this.#explain = explain;
  }
  generate(random, biasFactor2) {
    for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
      const candidate = this.#source.generate(random, biasFactor2);
      if (this.#predicate(candidate.value_))
        return candidate;
    }
    throw new FilterRejectedError(this.#explain());
  }
  canShrinkWithoutContext(value) {
    return this.#source.canShrinkWithoutContext(value) && this.#predicate(value);
  }
  shrink(value, context) {
    return this.#source.shrink(value, context).filter((candidate) => this.#predicate(candidate.value_));
  }
};

// dist/hooks/case-stages.js
var IDENTITY = { get: (data) => data, set: (_, data) => data };
var ORDER = ["PathParameters", "Query", "Headers", "Cookies", "Body", "Case"];
function caseStages(set) {
  const stages = [];
  for (const suffix of ORDER) {
    for (const kind of ["filter", "map", "flatMap"]) {
      const name = `${kind}${suffix}`;
      const hooks = hooksOf(set, name);
      if (hooks.length > 0)
        stages.push({ kind, name, part: CASE_PARTS[suffix], hooks });
    }
  }
  return stages;
}
function partOf(data, part) {
  return part === "case" ? data : data[part];
}
function withPart(data, part, value) {
  if (part === "case")
    return value;
  return { ...data, [part]: value };
}
function applies(data, part) {
  return part !== "body" || data.body !== NOT_SET;
}
function keeps(stage, ctx, data) {
  if (!applies(data, stage.part))
    return true;
  const value = partOf(data, stage.part);
  return stage.hooks.every((hook) => Boolean(invokeHook(stage.name, ctx.operation.label, () => hook(ctx, value))));
}
function mapped(stage, ctx, data) {
  if (!applies(data, stage.part))
    return data;
  let value = partOf(data, stage.part);
  for (const hook of stage.hooks)
    value = invokeHook(stage.name, ctx.operation.label, () => hook(ctx, value));
  return withPart(data, stage.part, value);
}
function flatMapped(stage, ctx, data) {
  if (!applies(data, stage.part))
    return constant(data);
  let arbitrary = constant(partOf(data, stage.part));
  for (const hook of stage.hooks) {
    arbitrary = arbitrary.chain((value) => invokeHook(stage.name, ctx.operation.label, () => {
      const next = hook(ctx, value);
      if (typeof next?.generate !== "function")
        throw new TypeError(`it returned ${typeof next}, not a fast-check arbitrary`);
      return next;
    }));
  }
  return arbitrary.map((value) => withPart(data, stage.part, value));
}
function hookArbitrary(arbitrary, stages, ctx, lens) {
  let out = arbitrary;
  for (const stage of stages) {
    if (stage.kind === "filter") {
      const explain = () => `The ${stage.name} hook rejected ${MAX_REJECTIONS} generated cases in a row for ${ctx.operation.label}: it filters out (nearly) everything the schema allows. Loosen the filter, or use a map${stage.name.slice("filter".length)} hook to produce wanted values.`;
      out = new BoundedFilterArbitrary(out, (value) => keeps(stage, ctx, lens.get(value)), explain);
    } else if (stage.kind === "map") {
      out = out.map((value) => lens.set(value, mapped(stage, ctx, lens.get(value))));
    } else {
      out = out.chain((value) => flatMapped(stage, ctx, lens.get(value)).map((data) => lens.set(value, data)));
    }
  }
  return out;
}
function hookCase(data, stages, ctx, random) {
  let out = data;
  for (const stage of stages) {
    if (stage.kind === "filter") {
      if (!keeps(stage, ctx, out))
        return void 0;
    } else if (stage.kind === "map") {
      out = mapped(stage, ctx, out);
    } else {
      out = flatMapped(stage, ctx, out).generate(random, void 0).value;
    }
  }
  return out;
}
function shaper(set, name, ctx) {
  const hooks = hooksOf(set, name);
  if (hooks.length === 0)
    return void 0;
  return (arbitrary) => hooks.reduce((current, hook) => invokeHook(name, ctx.operation.label, () => hook(ctx, current)), arbitrary);
}
function hookedCaseArbitrary(operation, generation, set) {
  const ctx = { operation };
  const shapers = Object.fromEntries(["PathParameters", "Query", "Headers", "Cookies", "Body"].flatMap((suffix) => {
    const shape = shaper(set, `beforeGenerate${suffix}`, ctx);
    return shape === void 0 ? [] : [[CASE_PARTS[suffix], shape]];
  }));
  const shapeCase = shaper(set, "beforeGenerateCase", ctx);
  const stages = caseStages(set);
  if (Object.keys(shapers).length === 0 && shapeCase === void 0 && stages.length === 0)
    return caseArbitrary(operation, generation);
  let arbitrary = Object.keys(shapers).length === 0 ? caseArbitrary(operation, generation) : shapedCaseArbitrary(operation, generation, shapers);
  if (shapeCase !== void 0)
    arbitrary = shapeCase(arbitrary);
  return hookArbitrary(arbitrary, stages, ctx, IDENTITY);
}
function hookGenerated(set, operation, arbitrary) {
  const stages = caseStages(set);
  if (stages.length === 0)
    return arbitrary;
  return hookArbitrary(arbitrary, stages, { operation }, { get: (value) => value.data, set: (value, data) => ({ ...value, data }) });
}
function hookPlanned(set, operation, planned, seed) {
  const stages = caseStages(set);
  if (stages.length === 0)
    return planned;
  const random = new Random(xoroshiro128plus(seed));
  const ctx = { operation };
  return planned.flatMap((item) => {
    const hooked = hookCase(item.data, stages, ctx, random);
    return hooked === void 0 ? [] : [{ ...item, data: hooked }];
  });
}

// dist/engine/hook-steps.js
function positiveArbitrary(env, scope) {
  return hookedCaseArbitrary(scope.operation, env.generation, env.hooks?.set ?? []);
}
function hookedGenerated(env, scope, arbitrary) {
  return hookGenerated(env.hooks?.set ?? [], scope.operation, arbitrary);
}
function hookedPlanned(env, scope, planned, seed) {
  return hookPlanned(env.hooks?.set ?? [], scope.operation, planned, seed);
}
async function beforeCallStep(env, scope, ready) {
  if (!hasCallHooks(env.hooks))
    return { ready };
  const apiCase = mutableCase(ready.data);
  const kwargs = await runBeforeCall(env.hooks, scope.operation, apiCase);
  return { ready: prepareCase(env, scope, withKwargs(apiCase, kwargs), ready.caseId), apiCase };
}
async function afterCallStep(env, scope, apiCase, response) {
  if (apiCase === void 0 || !hasCallHooks(env.hooks))
    return;
  await runAfterCall(env.hooks, scope.operation, apiCase, response);
}
async function guardHooks(step2) {
  try {
    return await step2();
  } catch (error) {
    if (error instanceof HookError)
      return error;
    throw error;
  }
}
function errorTitle(error) {
  return error instanceof HookError ? "Hook error" : "Network error";
}

// dist/engine/scope.js
var ENABLED = { enabled: true };
function scopeFor(env, operation, phase) {
  const settings = env.operationSettings?.(operation, phase) ?? {
    enabled: true,
    generation: env.settings.generation,
    checks: env.settings.checks,
    ...env.settings.maxResponseTime === void 0 ? {} : { maxResponseTime: env.settings.maxResponseTime },
    ...env.settings.network.requestTimeout === void 0 ? {} : { requestTimeout: env.settings.network.requestTimeout },
    parameters: { path: {}, query: {}, header: {}, cookie: {} },
    phaseOptions: { fillMissing: false, generateDuplicateQueryParameters: false }
  };
  return {
    operation,
    phase,
    settings,
    check: (name) => settings.checks[name] ?? env.settings.checks[name] ?? ENABLED
  };
}
function withParameterOverrides(data, parameters) {
  const { path, query, header, cookie } = parameters;
  if (isEmpty(path) && isEmpty(query) && isEmpty(header) && isEmpty(cookie))
    return data;
  return {
    ...data,
    pathParameters: { ...data.pathParameters, ...path },
    query: { ...data.query, ...query },
    headers: { ...data.headers, ...header },
    cookies: { ...data.cookies, ...cookie }
  };
}
function isEmpty(record2) {
  for (const _ in record2)
    return false;
  return true;
}

// dist/engine/security-parameters.js
import { createHash as createHash3 } from "node:crypto";
function withSecurityParameters(data, operation, given) {
  const requirement = operation.security[0];
  if (requirement === void 0 || requirement.length === 0)
    return data;
  let headers = data.headers;
  let query = data.query;
  let cookies = data.cookies;
  const hasHeader = (name) => [...Object.keys(given.headers), ...Object.keys(headers)].some((key) => key.toLowerCase() === name.toLowerCase());
  const declared = (location, name) => operation.parameters.some((parameter) => parameter.location === location && (location === "header" ? parameter.name.toLowerCase() === name.toLowerCase() : parameter.name === name));
  for (const scheme of requirement) {
    const token = placeholder(operation.label, scheme.name);
    if (scheme.type === "apiKey") {
      if (declared(scheme.location, scheme.parameterName))
        continue;
      if (scheme.location === "header" && !hasHeader(scheme.parameterName))
        headers = { ...headers, [scheme.parameterName]: token };
      if (scheme.location === "query" && !(scheme.parameterName in query))
        query = { ...query, [scheme.parameterName]: token };
      if (scheme.location === "cookie" && !(scheme.parameterName in cookies) && !hasHeader("cookie"))
        cookies = { ...cookies, [scheme.parameterName]: token };
    } else if (scheme.type === "http" && !given.basicAuth && !hasHeader("authorization") && !declared("header", "authorization")) {
      const value = authorization(scheme, token);
      if (value !== void 0)
        headers = { ...headers, Authorization: value };
    }
  }
  return headers === data.headers && query === data.query && cookies === data.cookies ? data : { ...data, headers, query, cookies };
}
function authorization(scheme, token) {
  const kind = scheme.scheme.toLowerCase();
  if (kind === "bearer")
    return `Bearer ${token}`;
  if (kind === "basic")
    return `Basic ${Buffer.from(`user-${token.slice(0, 6)}:${token}`).toString("base64")}`;
  return void 0;
}
var placeholders = /* @__PURE__ */ new Map();
function placeholder(label, scheme) {
  const key = `${label}\0${scheme}`;
  let token = placeholders.get(key);
  if (token === void 0) {
    token = createHash3("sha256").update(key).digest("hex").slice(0, 24);
    placeholders.set(key, token);
  }
  return token;
}

// dist/engine/execute-case.js
var METHOD_CHECKS = /* @__PURE__ */ new Set(["not_a_server_error", "unsupported_method", "max_response_time"]);
function prepareCase(env, scope, generated, caseId = newCaseId()) {
  const auth = env.settings.network.basicAuth;
  const overridden = withParameterOverrides(generated, scope.settings.parameters);
  const data = scope.settings.generation.withSecurityParameters ? withSecurityParameters(overridden, scope.operation, { headers: env.headers, basicAuth: auth !== void 0 }) : overridden;
  try {
    const request = prepareRequest(data, scope.operation, {
      baseUrl: env.settings.baseUrl,
      headers: { ...env.headers, [CASE_ID_HEADER]: caseId },
      serializers: env.serializers,
      resolver: env.spec.resolver,
      ...auth === void 0 ? {} : { basicAuth: auth }
    });
    return { caseId, request, data };
  } catch (error) {
    if (error instanceof SerializationError)
      return { skipped: error.message };
    throw error;
  }
}
async function executeCase(env, scope, generated, meta, prepared, sequence) {
  const first = prepared ?? prepareCase(env, scope, generated);
  if ("skipped" in first)
    return { kind: "skipped", reason: first.skipped };
  const callHooks = hasCallHooks(env.hooks);
  const hooked = callHooks ? await guardHooks(() => beforeCallStep(env, scope, first)) : { ready: first, apiCase: void 0 };
  if (hooked instanceof Error)
    return { kind: "error", caseId: first.caseId, request: first.request, error: hooked };
  const { ready, apiCase } = hooked;
  if ("skipped" in ready)
    return { kind: "skipped", reason: ready.skipped };
  const { caseId, request, data } = ready;
  const label = scope.operation.label;
  let response;
  try {
    const timeout = scope.settings.requestTimeout;
    response = await env.transport.send(request, {
      ...timeout === void 0 ? {} : { timeout },
      ...env.signal === void 0 ? {} : { signal: env.signal }
    });
  } catch (error) {
    if (env.signal?.aborted === true)
      return { kind: "skipped", reason: "interrupted" };
    const emitted2 = env.emit({ type: "interaction", phase: meta.phase, operation: label, caseId, meta, request, error: describeError(error), failures: [] });
    if (emitted2 !== void 0)
      await emitted2;
    return { kind: "error", caseId, request, error };
  }
  const afterError = callHooks ? await guardHooks(() => afterCallStep(env, scope, apiCase, response)) : void 0;
  if (afterError instanceof Error)
    return { kind: "error", caseId, request, error: afterError };
  const contextFor = checkContexts(env, scope, meta, sequence);
  const checks = meta.violation?.kind === "unexpected-method" ? env.checks.filter((check) => METHOD_CHECKS.has(check.name)) : env.checks;
  const failures = await runChecks(checks, contextFor, response, data);
  const emitted = env.emit({ type: "interaction", phase: meta.phase, operation: label, caseId, meta, request, response, failures, checks: env.checkNames });
  if (emitted !== void 0)
    await emitted;
  return { kind: "sent", caseId, request, response, failures };
}

// dist/serialization/shell-quote.js
function shellQuote(text2) {
  return /^[A-Za-z0-9_\-./:=@%+,]+$/.test(text2) ? text2 : `'${text2.replace(/'/g, `'\\''`)}'`;
}
function printfFormat(bytes) {
  let out = "";
  for (const [index, byte] of bytes.entries()) {
    if (index === 0 && byte === 45)
      out += "\\055";
    else if (byte === 92)
      out += "\\\\";
    else if (byte === 37)
      out += "%%";
    else if (byte === 39)
      out += `'\\''`;
    else if (byte >= 32 && byte < 127)
      out += String.fromCharCode(byte);
    else
      out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `'${out}'`;
}

// dist/serialization/curl.js
var STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
var PLAIN_TEXT = /^[^\x00-\x08\x0A-\x1F\x7F]*$/;
var GLOB_CHARS = /[[\]{}]/;
function textBody(body) {
  try {
    const text2 = STRICT_UTF8.decode(body);
    return PLAIN_TEXT.test(text2) ? text2 : void 0;
  } catch {
    return void 0;
  }
}
var NON_ASCII = /[\x80-\xff]/;
function headerArgument(name, value) {
  const header = value === "" ? `${name};` : `${name}: ${value}`;
  if (NON_ASCII.test(header))
    return `-H "$(printf ${printfFormat(Buffer.from(header, "latin1"))})"`;
  return `-H ${shellQuote(header)}`;
}
function renderCurl(request, options) {
  const args = ["curl"];
  args.push(request.method === "HEAD" ? "--head" : `-X ${shellQuote(request.method)}`);
  let hasContentType = false;
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === "content-type")
      hasContentType = true;
    args.push(headerArgument(name, value));
  }
  let prefix = "";
  const body = request.body;
  if (body !== void 0) {
    if (!hasContentType)
      args.push("-H 'Content-Type:'");
    const text2 = textBody(body);
    if (text2 === void 0) {
      prefix = `printf ${printfFormat(body)} | `;
      args.push("--data-binary @-");
    } else {
      args.push(`${text2.startsWith("@") ? "--data-raw" : "-d"} ${shellQuote(text2)}`);
    }
  }
  if (options?.verify === false)
    args.push("--insecure");
  if (GLOB_CHARS.test(request.url))
    args.push("-g");
  args.push(shellQuote(request.url));
  return prefix + args.join(" ");
}

// dist/engine/failure-report.js
function reproduction(env, request) {
  const sanitization = env.settings.output.sanitization;
  const verify = env.settings.network.tlsVerify !== false;
  if (!sanitization.enabled)
    return renderCurl(request, { verify });
  const curl = renderCurl(sanitizeRequest(request, sanitization), { verify });
  return sanitizeText(curl, env.secrets, sanitization.replacement);
}
function failureReport(env, failure3, caseData, meta, caseId, request, response) {
  return {
    failure: failure3,
    caseData,
    meta,
    caseId,
    request,
    ...response === void 0 ? {} : { response },
    curl: reproduction(env, request)
  };
}

// dist/engine/fingerprint.js
function requestFingerprint(request) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  const mix = (text2) => {
    for (let i = 0; i < text2.length; i++) {
      const code = text2.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  };
  mix(request.method);
  mix(" ");
  mix(request.url);
  for (const name in request.headers) {
    if (name === CASE_ID_HEADER)
      continue;
    mix("\n");
    mix(name);
    mix(":");
    mix(request.headers[name] ?? "");
  }
  if (request.body !== void 0) {
    mix("\n\n");
    const body = request.body;
    for (let i = 0; i < body.length; i++) {
      h1 = Math.imul(h1 ^ body[i], 2654435761);
      h2 = Math.imul(h2 ^ body[i], 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507) ^ Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507) ^ Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

// dist/engine/operation-result.js
var ResultCollector = class {
  failures = [];
  errors = [];
  statuses = {};
  cases = 0;
  #seenFailures = /* @__PURE__ */ new Set();
  #seenErrors = /* @__PURE__ */ new Set();
  #skipReasons = /* @__PURE__ */ new Set();
  /** True when this failure was not recorded yet. */
  isNew(failure3) {
    return !this.#seenFailures.has(failureIdentity(failure3));
  }
  addFailure(report) {
    const identity = failureIdentity(report.failure);
    if (this.#seenFailures.has(identity))
      return false;
    this.#seenFailures.add(identity);
    this.failures.push(report);
    return true;
  }
  addError(error) {
    const identity = `${error.title}\0${error.message}`;
    if (this.#seenErrors.has(identity))
      return;
    this.#seenErrors.add(identity);
    this.errors.push(error);
  }
  /**
   * Counts a response. Only positive cases feed the status counts behind warnings: a 4xx to
   * invalid data or to an undeclared method is the API working, not a sign of a mismatch.
   */
  countStatus(status, mode) {
    this.cases++;
    if (mode === "positive")
      this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }
  skip(reason) {
    this.#skipReasons.add(reason);
  }
  result() {
    const skipReason = [...this.#skipReasons].join("; ");
    const status = this.failures.length > 0 ? "failed" : this.errors.length > 0 ? "errored" : this.cases === 0 && skipReason !== "" ? "skipped" : "passed";
    return {
      status,
      failures: this.failures,
      errors: this.errors,
      cases: this.cases,
      statuses: this.statuses,
      ...skipReason === "" ? {} : { skipReason }
    };
  }
};

// dist/engine/seed.js
function operationSeed(runSeed, label) {
  let hash = 2166136261 ^ (runSeed | 0);
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash | 0;
}
function randomSeed() {
  return Math.floor(Math.random() * 2147483647);
}
var DETERMINISTIC_SEED = 0;
function runSeedFor(seed, deterministic) {
  return seed ?? (deterministic ? DETERMINISTIC_SEED : randomSeed());
}

// dist/engine/shrink.js
var DEFAULT_SHRINK_BUDGET = { maxAttempts: 150, maxMillis: 1e4 };
async function shrinkValue(arbitrary, failing, stillFails, budget = DEFAULT_SHRINK_BUDGET, shouldStop = () => false) {
  const now = budget.now ?? (() => performance.now());
  const deadline = { at: now() + budget.maxMillis, now };
  let attempts = 0;
  let current = failing;
  let improved = true;
  while (improved) {
    improved = false;
    const candidates = arbitrary.shrink(current.value_, current.context)[Symbol.iterator]();
    for (; ; ) {
      if (attempts >= budget.maxAttempts || shouldStop())
        return current;
      const candidate = pullBeforeDeadline(candidates, deadline);
      if (candidate === "deadline")
        return current;
      if (candidate === "done")
        break;
      attempts++;
      if (await stillFails(candidate.value) === "still-fails") {
        current = candidate;
        improved = true;
        break;
      }
    }
  }
  return current;
}

// dist/hooks/metric-registry.js
var RESPONSE_TIME = "response_time";
var KEY = /* @__PURE__ */ Symbol.for("apitest.customMetrics");
function store() {
  const holder = globalThis;
  holder[KEY] ??= /* @__PURE__ */ new Map();
  return holder[KEY];
}
function metricNames() {
  return [RESPONSE_TIME, ...store().keys()];
}
function assertKnownMetrics(names, where = "generation.maximize") {
  const known = metricNames();
  const unknown = names.find((name) => !known.includes(name));
  if (unknown === void 0)
    return;
  const custom = known.slice(1);
  const registered = custom.length === 0 ? "No custom metric is registered: register one with metric() in the hooks module (--hooks, hooks in apitest.toml or APITEST_HOOKS)." : `Registered custom metrics: ${custom.join(", ")}.`;
  throw new UsageError(`Invalid value for ${where}: '${unknown}' is not a metric apitest can maximize. Use response_time or a registered metric. ${registered}`);
}
function resolveMetrics(names) {
  assertKnownMetrics(names);
  return names.map((name) => {
    if (name === RESPONSE_TIME)
      return (_data, response) => response.elapsed;
    const fn = store().get(name);
    return (data, response, label) => {
      let score;
      try {
        score = fn({ case: data, response });
      } catch (error) {
        throw new HookError(`The metric ${name} failed for ${label}: ${describeError(error)}. Fix the metric in your hooks module (or leave it out of generation.maximize).`, { cause: error });
      }
      if (typeof score !== "number") {
        const got = score instanceof Promise ? "a Promise (metrics are synchronous)" : typeof score;
        throw new HookError(`The metric ${name} returned ${got} for ${label}, not a number: a metric returns a number that is larger for the cases to steer towards.`);
      }
      return score;
    };
  });
}

// dist/validation/coerce.js
var NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
var TYPE_MESSAGE = /^must be ([a-z,]+)$/;
var MAX_STEPS = 64;
function coercedIssues(tree, schema, validator, options = {}) {
  const texts = /* @__PURE__ */ new Map();
  collectTexts(tree, "", texts);
  const tried = /* @__PURE__ */ new Map();
  let value = tree;
  let issues = validator.validate(schema, value);
  for (let steps = 0; steps < MAX_STEPS && issues.length > 0; steps += 1) {
    const step2 = nextStep(issues, texts, tried, options);
    if (step2 === void 0)
      break;
    value = replaceAt(value, step2.pointer, step2.replacement);
    issues = validator.validate(schema, value);
  }
  return issues;
}
function candidateIssues(candidates, schema, validator) {
  let fallback;
  for (const candidate of candidates) {
    const issues = coercedIssues(candidate, schema, validator, { structuralRoot: false });
    if (issues.length === 0)
      return [];
    if (fallback === void 0 || rootTypeIssue(fallback) && !rootTypeIssue(issues))
      fallback = issues;
  }
  return fallback ?? [];
}
function rootTypeIssue(issues) {
  return issues.some((issue) => issue.instancePath === "" && issue.keyword === "type");
}
function nextStep(issues, texts, tried, options) {
  for (const issue of issues) {
    const pointer = issue.instancePath;
    const text2 = texts.get(pointer);
    if (text2 === void 0)
      continue;
    let seen = tried.get(pointer);
    if (seen === void 0) {
      seen = /* @__PURE__ */ new Set([JSON.stringify(text2)]);
      tried.set(pointer, seen);
    }
    const structural = pointer !== "" || options.structuralRoot !== false;
    for (const alternative of readings(text2, expectedTypes(issue), options.splitter?.(pointer), structural)) {
      const key = JSON.stringify(alternative.value);
      if (seen.has(key))
        continue;
      seen.add(key);
      for (const [suffix, leaf] of alternative.leaves)
        texts.set(`${pointer}${suffix}`, leaf);
      return { pointer, replacement: alternative.value };
    }
  }
  return void 0;
}
function expectedTypes(issue) {
  if (issue.keyword === "type")
    return TYPE_MESSAGE.exec(issue.message)?.[1]?.split(",") ?? [];
  if (issue.keyword === "enum" || issue.keyword === "const")
    return ["number", "boolean", "null"];
  return ["null"];
}
function readings(text2, types, split, structural) {
  const out = [];
  for (const type of types) {
    if (!structural && (type === "array" || type === "object"))
      continue;
    switch (type) {
      case "integer":
      case "number":
        if (NUMERIC.test(text2))
          out.push({ value: Number(text2), leaves: [] });
        break;
      case "boolean":
        if (text2 === "true" || text2 === "false")
          out.push({ value: text2 === "true", leaves: [] });
        break;
      case "null":
        if (text2 === "")
          out.push({ value: null, leaves: [] });
        break;
      case "array": {
        if (text2 === "")
          out.push({ value: [], leaves: [] });
        if (split !== void 0) {
          const parts = text2 === "" ? [] : text2.split(split);
          out.push({ value: parts, leaves: parts.map((part, index) => [`/${index}`, part]) });
        }
        out.push({ value: [text2], leaves: [["/0", text2]] });
        const parsed = text2.startsWith("[") ? parseJson(text2) : void 0;
        if (Array.isArray(parsed))
          out.push({ value: parsed, leaves: [] });
        break;
      }
      case "object": {
        if (text2 === "")
          out.push({ value: {}, leaves: [] });
        const parsed = text2.startsWith("{") ? parseJson(text2) : void 0;
        if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed))
          out.push({ value: parsed, leaves: [] });
        break;
      }
      default:
        break;
    }
  }
  return out;
}
function parseJson(text2) {
  try {
    return JSON.parse(text2);
  } catch {
    return void 0;
  }
}
function escapeSegment(key) {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}
function collectTexts(value, pointer, texts) {
  if (typeof value === "string")
    texts.set(pointer, value);
  else if (Array.isArray(value))
    value.forEach((item, index) => collectTexts(item, `${pointer}/${index}`, texts));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      collectTexts(item, `${pointer}/${escapeSegment(key)}`, texts);
}
function replaceAt(value, pointer, replacement) {
  if (pointer === "")
    return replacement;
  const segments = pointer.slice(1).split("/").map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
  return replaceIn(value, segments, replacement);
}
function replaceIn(value, segments, replacement) {
  const [head, ...rest] = segments;
  if (head === void 0)
    return replacement;
  if (Array.isArray(value)) {
    const copy2 = [...value];
    copy2[Number(head)] = replaceIn(copy2[Number(head)], rest, replacement);
    return copy2;
  }
  if (value === null || typeof value !== "object")
    return value;
  const copy = { ...value };
  Object.defineProperty(copy, head, { value: replaceIn(value[head], rest, replacement), enumerable: true, writable: true, configurable: true });
  return copy;
}

// dist/validation/parameter-reading.js
var ABSENT_READING = { present: false, readings: [], exact: false, sent: "" };
function contentReading(text2, contentType) {
  if (!/json/i.test(contentType))
    return { present: true, readings: [text2], exact: true, sent: text2 };
  try {
    return { present: true, readings: [JSON.parse(text2)], exact: true, sent: text2 };
  } catch {
    return { present: true, readings: [], exact: true, sent: text2, problem: `is not valid JSON (${contentType})` };
  }
}

// dist/validation/percent-decode.js
var UTF8_ENCODER = new TextEncoder();
var UTF8_DECODER = new TextDecoder("utf-8", { fatal: false });
var ESCAPE = /%([0-9A-Fa-f]{2})/y;
function percentDecode(text2) {
  if (!text2.includes("%"))
    return text2;
  const bytes = [];
  for (let index = 0; index < text2.length; ) {
    ESCAPE.lastIndex = index;
    const match = ESCAPE.exec(text2);
    if (match !== null) {
      bytes.push(Number.parseInt(match[1], 16));
      index += 3;
      continue;
    }
    const char = String.fromCodePoint(text2.codePointAt(index));
    for (const byte of UTF8_ENCODER.encode(char))
      bytes.push(byte);
    index += char.length;
  }
  return UTF8_DECODER.decode(new Uint8Array(bytes));
}
function keepText(text2) {
  return text2;
}

// dist/validation/styled-readings.js
function listReadings(raw, delimiter2, decode, keyValueItems) {
  if (raw === "")
    return ["", [], [""], {}];
  const parts = raw.split(delimiter2);
  const out = [decode(raw), parts.map(decode)];
  const object = keyValueItems ? keyValueObject(parts, decode) : pairObject(parts, decode);
  if (object !== void 0)
    out.push(object);
  return out;
}
function simpleReadings(raw, explode, decode) {
  return listReadings(raw, /,/, decode, explode);
}
function labelReadings(raw, explode, decode) {
  if (!raw.startsWith("."))
    return [];
  return listReadings(raw.slice(1), explode ? /\./ : /,/, decode, explode);
}
function matrixReadings(raw, name, explode, decode) {
  if (!raw.startsWith(";"))
    return [];
  const segments = raw.slice(1).split(";").map((segment) => {
    const equals = segment.indexOf("=");
    return equals === -1 ? [decode(segment), void 0] : [decode(segment.slice(0, equals)), segment.slice(equals + 1)];
  });
  const own = segments.filter(([key]) => key === name);
  const out = [];
  if (segments.length === 1 && own.length === 1)
    out.push(...listReadings(own[0]?.[1] ?? "", /,/, decode, false));
  if (explode && segments.length > 0) {
    if (own.length === segments.length)
      out.push(own.map(([, value]) => decode(value ?? "")));
    out.push(Object.fromEntries(segments.map(([key, value]) => [key, decode(value ?? "")])));
  }
  return out;
}
function keyValueObject(parts, decode) {
  const entries2 = [];
  for (const part of parts) {
    const equals = part.indexOf("=");
    if (equals === -1)
      return void 0;
    entries2.push([decode(part.slice(0, equals)), decode(part.slice(equals + 1))]);
  }
  return Object.fromEntries(entries2);
}
function pairObject(parts, decode) {
  if (parts.length % 2 !== 0)
    return void 0;
  const entries2 = [];
  for (let index = 0; index < parts.length; index += 2)
    entries2.push([decode(parts[index]), decode(parts[index + 1])]);
  return Object.fromEntries(entries2);
}

// dist/validation/pair-readings.js
var QUERY_DELIMITERS = { form: /,/, spaceDelimited: /%20| /i, pipeDelimited: /%7C|\|/i, tabDelimited: /%09|\t/i };
function splitPairs(text2, separator = /&/) {
  const out = [];
  for (const piece of text2.split(separator)) {
    const part = piece.trim();
    if (part === "")
      continue;
    const equals = part.indexOf("=");
    out.push(equals === -1 ? { name: percentDecode(part), value: "" } : { name: percentDecode(part.slice(0, equals)), value: part.slice(equals + 1) });
  }
  return out;
}
function pairReading(pairs, parameter, claimed, delimiters, objectAllowed) {
  const { name, style, explode } = parameter;
  const own = pairs.filter((pair) => pair.name === name);
  const sent = own.map((pair) => pair.value).join("&");
  if (parameter.contentType !== void 0) {
    if (own.length === 0)
      return ABSENT_READING;
    const reading = contentReading(percentDecode(own[0]?.value ?? ""), parameter.contentType);
    return own.length > 1 ? { ...reading, problem: `was sent ${own.length} times` } : reading;
  }
  if (style === "deepObject")
    return deepObjectReading(pairs, name, own, sent);
  if (style === "form" && explode) {
    if (own.length === 0) {
      const unclaimed = pairs.filter((pair) => !claimed.has(pair.name) && !pair.name.includes("["));
      if (unclaimed.length === 0 || !objectAllowed())
        return ABSENT_READING;
      const object = Object.fromEntries(unclaimed.map((pair) => [pair.name, percentDecode(pair.value)]));
      return { present: true, readings: [object], exact: false, sent: unclaimed.map((pair) => `${pair.name}=${pair.value}`).join("&") };
    }
    const values2 = own.map((pair) => percentDecode(pair.value));
    const first = values2[0];
    const readings3 = values2.length > 1 ? [values2, first, values2[values2.length - 1]] : first === "" ? ["", [], [""], {}] : [first, [first]];
    return { present: true, readings: readings3, exact: false, sent };
  }
  if (own.length === 0)
    return ABSENT_READING;
  const delimiter2 = delimiters[style] ?? /,/;
  const readings2 = listReadings(own[0]?.value ?? "", delimiter2, percentDecode, false);
  return own.length > 1 ? { present: true, readings: readings2, exact: false, sent, problem: `was sent ${own.length} times, but style ${style} without explode sends one value` } : { present: true, readings: readings2, exact: false, sent };
}
function deepObjectReading(pairs, name, own, sent) {
  const prefix = `${name}[`;
  const nested = pairs.filter((pair) => pair.name.startsWith(prefix));
  if (nested.length === 0) {
    if (own.length === 0)
      return ABSENT_READING;
    const value = percentDecode(own[0]?.value ?? "");
    return { present: true, readings: value === "" ? ["", {}, []] : [value], exact: false, sent };
  }
  const tree = {};
  for (const pair of nested) {
    const keys = [...pair.name.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]);
    setPath(tree, keys, percentDecode(pair.value));
  }
  return { present: true, readings: [tree, arrayify(tree)], exact: false, sent: nested.map((pair) => `${pair.name}=${pair.value}`).join("&") };
}
function setPath(tree, keys, value) {
  let node = tree;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      define(node, key, value);
      return;
    }
    const next = Object.hasOwn(node, key) ? node[key] : void 0;
    if (next !== null && typeof next === "object") {
      node = next;
      return;
    }
    const created = {};
    define(node, key, created);
    node = created;
  });
}
function define(node, key, value) {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}
function arrayify(value) {
  if (value === null || typeof value !== "object")
    return value;
  const entries2 = Object.entries(value).map(([key, item]) => [key, arrayify(item)]);
  const indexed = entries2.length > 0 && entries2.every(([key]) => /^(?:0|[1-9]\d{0,5})$/.test(key));
  if (indexed)
    return entries2.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  const out = {};
  for (const [key, item] of entries2)
    define(out, key, item);
  return out;
}

// dist/validation/parameter-issues.js
var SENT_PREVIEW = 80;
function parameterIssues(parameter, reading, validator) {
  const { location, name } = parameter;
  const what = `${location} parameter ${JSON.stringify(name)}`;
  const issue = (detail) => [{ location, name, message: `${what} ${detail}` }];
  if (!reading.present)
    return parameter.required ? issue("is required but was not sent") : [];
  const sent = `(sent ${JSON.stringify(reading.sent.slice(0, SENT_PREVIEW))}${reading.sent.length > SENT_PREVIEW ? "\u2026" : ""})`;
  if (reading.problem !== void 0)
    return issue(`${reading.problem} ${sent}`);
  if (reading.readings.length === 0)
    return issue(`cannot be read as style ${parameter.style}${parameter.explode ? " (explode)" : ""} ${sent}`);
  const issues = reading.exact ? exactIssues(reading.readings, parameter, validator) : candidateIssues(reading.readings, parameter.schema, validator);
  const last = issues[issues.length - 1];
  return last === void 0 ? [] : issue(`${describeIssue(last)} ${sent}`);
}
function describeIssue(issue) {
  return issue.instancePath === "" ? issue.message : `${issue.message} at ${issue.instancePath}`;
}
function exactIssues(readings2, parameter, validator) {
  let first;
  for (const reading of readings2) {
    const issues = validator.validate(parameter.schema, reading);
    if (issues.length === 0)
      return [];
    first ??= issues;
  }
  return first ?? [];
}

// dist/validation/validate-body.js
var FORM = "application/x-www-form-urlencoded";
var FORM_DELIMITERS = { form: /,/, spaceDelimited: / /, pipeDelimited: /\|/, tabDelimited: /\t/ };
var UTF88 = new TextDecoder("utf-8", { fatal: false });
function bodyIssues(request, operation, validator) {
  const requestBody = operation.requestBody;
  if (requestBody === void 0 || requestBody.alternatives.length === 0)
    return [];
  if (request.body === void 0)
    return requestBody.required ? [{ location: "body", message: "the required request body is missing" }] : [];
  const contentType = Object.entries(request.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
  if (contentType === void 0)
    return [{ location: "body", message: "the body is sent without a Content-Type header" }];
  const alternative = findAlternative(requestBody.alternatives, contentType);
  if (alternative === void 0) {
    const declared = requestBody.alternatives.map((entry) => entry.mediaType).join(", ");
    return [{ location: "body", message: `the body is sent as ${contentType}, which the operation does not accept (it declares ${declared})` }];
  }
  const text2 = UTF88.decode(request.body);
  const issues = readBody(text2, contentType, alternative, validator);
  if (issues === void 0)
    return [];
  const last = issues[issues.length - 1];
  return last === void 0 ? [] : [{ location: "body", message: `body (${mediaTypeEssence(contentType)}): ${describeIssue(last)}` }];
}
function findAlternative(alternatives, contentType) {
  const exact = alternatives.find((entry) => sameMediaType(entry.mediaType, contentType));
  if (exact !== void 0)
    return exact;
  const sent = parseMediaType(contentType);
  return alternatives.find((entry) => {
    const declared = parseMediaType(entry.mediaType);
    return declared.essence === "*/*" || declared.subtype === "*" && declared.type === sent.type;
  });
}
function readBody(text2, contentType, alternative, validator) {
  const essence = mediaTypeEssence(contentType);
  if (isJsonMediaType(contentType) || essence === "*/*") {
    let value;
    try {
      value = JSON.parse(text2);
    } catch {
      return essence === "*/*" ? void 0 : [{ instancePath: "", schemaPath: "", keyword: "json", message: "is not valid JSON" }];
    }
    return validator.validate(alternative.schema, value);
  }
  if (essence === FORM) {
    const issues = formIssues(text2, alternative, validator);
    return issues.length === 0 || coercedIssues(text2, alternative.schema, validator, { structuralRoot: false }).length > 0 ? issues : [];
  }
  if (parseMediaType(contentType).type === "text" && !essence.endsWith("xml"))
    return coercedIssues(text2, alternative.schema, validator);
  return void 0;
}
function formIssues(text2, alternative, validator) {
  const pairs = splitPairs(text2.replaceAll("+", "%20"));
  const encoding = alternative.encoding;
  const fields = /* @__PURE__ */ new Map();
  const deep = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    const bracket = pair.name.indexOf("[");
    const base = bracket === -1 ? pair.name : pair.name.slice(0, bracket);
    if (bracket > 0 && encodingOf(encoding, base)?.style === "deepObject") {
      const keys = [...pair.name.slice(bracket).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]);
      deep.set(base, [...deep.get(base) ?? [], [keys, percentDecode(pair.value)]]);
      continue;
    }
    fields.set(pair.name, [...fields.get(pair.name) ?? [], percentDecode(pair.value)]);
  }
  const entries2 = [];
  const splitters = /* @__PURE__ */ new Map();
  for (const [name, values2] of fields) {
    const field = encodingOf(encoding, name);
    const style = field?.style ?? "form";
    const explode = field?.explode ?? style === "form";
    if (!explode) {
      const delimiter2 = FORM_DELIMITERS[style];
      if (delimiter2 !== void 0)
        splitters.set(`/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`, delimiter2);
    }
    entries2.push([name, values2.length === 1 ? values2[0] : values2]);
  }
  const splitter = (pointer) => splitters.get(pointer);
  const nested = [...deep].map(([name, leaves]) => [name, nest(leaves)]);
  const asArrays = coercedIssues(Object.fromEntries([...entries2, ...nested.map(([name, value]) => [name, arrayify(value)])]), alternative.schema, validator, { splitter });
  if (asArrays.length === 0 || nested.length === 0)
    return asArrays;
  return coercedIssues(Object.fromEntries([...entries2, ...nested]), alternative.schema, validator, { splitter }).length === 0 ? [] : asArrays;
}
function encodingOf(encoding, name) {
  return Object.hasOwn(encoding, name) ? encoding[name] : void 0;
}
function nest(leaves) {
  const root = {};
  for (const [keys, value] of leaves) {
    let node = root;
    keys.forEach((key, index) => {
      const next = index === keys.length - 1 ? value : Object.hasOwn(node, key) && typeof node[key] === "object" ? node[key] : {};
      Object.defineProperty(node, key, { value: next, enumerable: true, writable: true, configurable: true });
      if (typeof next === "object")
        node = next;
    });
  }
  return root;
}

// dist/validation/validate-query.js
function queryIssues(rawQuery, operation, validator) {
  const templateNames = splitPairs(splitPathTemplate(operation.path).query).map((pair) => pair.name);
  return pairIssues(splitPairs(rawQuery), "query", operation, validator, QUERY_DELIMITERS, templateNames);
}
function pairIssues(pairs, location, operation, validator, delimiters, alsoClaimed = []) {
  const parameters = operation.parameters.filter((parameter) => parameter.location === location);
  const claimed = /* @__PURE__ */ new Set([...parameters.map((parameter) => parameter.name), ...alsoClaimed]);
  const seen = /* @__PURE__ */ new Set();
  const issues = [];
  for (const parameter of parameters) {
    if (seen.has(parameter.name))
      continue;
    seen.add(parameter.name);
    const reading = pairReading(pairs, parameter, claimed, delimiters, () => acceptsObjects(parameter.schema, validator));
    issues.push(...parameterIssues(parameter, reading, validator));
  }
  return issues;
}
function acceptsObjects(schema, validator) {
  const issues = validator.validate(schema, {});
  return issues.length === 0 || issues.some((issue) => issue.keyword !== "type");
}

// dist/validation/validate-headers.js
var COOKIE_DELIMITERS = { form: /,/ };
function headerIssues(headers, operation, validator) {
  const byName = lowerCased(headers);
  const seen = /* @__PURE__ */ new Set();
  const issues = [];
  for (const parameter of operation.parameters) {
    const key = parameter.name.toLowerCase();
    if (parameter.location !== "header" || seen.has(key))
      continue;
    seen.add(key);
    const value = byName.get(key);
    let reading = ABSENT_READING;
    if (value !== void 0) {
      const text2 = value.trim();
      reading = parameter.contentType === void 0 ? { present: true, readings: simpleReadings(text2, parameter.explode, keepText), exact: false, sent: text2 } : contentReading(text2, parameter.contentType);
    }
    issues.push(...parameterIssues(parameter, reading, validator));
  }
  return issues;
}
function cookieIssues(headers, operation, validator) {
  const cookie = lowerCased(headers).get("cookie") ?? "";
  return pairIssues(splitPairs(cookie, /;/), "cookie", operation, validator, COOKIE_DELIMITERS);
}
function lowerCased(headers) {
  const out = /* @__PURE__ */ new Map();
  for (const [name, value] of Object.entries(headers))
    out.set(name.toLowerCase(), value);
  return out;
}

// dist/validation/validate-path.js
var VARIABLE = /\{([^{}]+)\}/g;
function pathIssues(rawPath, operation, validator, basePath) {
  const prefix = basePath.replace(/\/+$/, "");
  const underBase = rawPath === prefix || rawPath.startsWith(`${prefix}/`);
  if (!underBase)
    return [{ location: "path", message: `the URL path ${JSON.stringify(rawPath)} is not under the base path ${JSON.stringify(prefix)}` }];
  const rest = rawPath.slice(prefix.length) || "/";
  const template = operation.path.split(/[?#]/)[0] || "/";
  const { regex: regex2, names } = compileTemplate(template, operation.parameters);
  const match = regex2.exec(rest);
  if (match === null)
    return [{ location: "path", message: `the URL path ${JSON.stringify(rest)} does not match the template ${template}` }];
  const issues = [];
  const seen = /* @__PURE__ */ new Set();
  for (const parameter of operation.parameters) {
    if (parameter.location !== "path" || seen.has(parameter.name))
      continue;
    seen.add(parameter.name);
    const index = names.indexOf(parameter.name);
    if (index === -1)
      continue;
    issues.push(...parameterIssues(parameter, pathReading(match[index + 1] ?? "", parameter), validator));
  }
  return issues;
}
function pathReading(raw, parameter) {
  if (parameter.contentType !== void 0)
    return contentReading(percentDecode(raw), parameter.contentType);
  const { style, explode, name } = parameter;
  const readings2 = style === "matrix" ? matrixReadings(raw, name, explode, percentDecode) : style === "label" ? labelReadings(raw, explode, percentDecode) : simpleReadings(raw, explode, percentDecode);
  return { present: true, readings: readings2, exact: false, sent: raw };
}
function compileTemplate(template, parameters) {
  const names = [];
  let source = "";
  let last = 0;
  for (const match of template.matchAll(VARIABLE)) {
    source += escapeRegExp(template.slice(last, match.index));
    names.push(match[1]);
    const style = parameters.find((parameter) => parameter.location === "path" && parameter.name === match[1])?.style;
    source += style === "matrix" ? "((?:;[^/;]*)*)" : "([^/;]*)";
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return { regex: new RegExp(`^${source}$`), names };
}
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// dist/validation/validate-request.js
var SCHEME_AND_AUTHORITY = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/;
function validateRequest(request, operation, validator, options) {
  const issues = [];
  if (request.method.toUpperCase() !== operation.method.toUpperCase()) {
    issues.push({ location: "method", message: `the request uses ${request.method.toUpperCase()}, but the operation is ${operation.label}` });
  }
  const { path, query } = splitUrl(request.url);
  issues.push(...pathIssues(path, operation, validator, options.basePath));
  issues.push(...queryIssues(query, operation, validator));
  issues.push(...headerIssues(request.headers, operation, validator));
  issues.push(...cookieIssues(request.headers, operation, validator));
  issues.push(...bodyIssues(request, operation, validator));
  return issues;
}
function isNegativeOnTheWire(request, operation, validator, options, violation) {
  if (violation.kind === "unexpected-method")
    return true;
  const location = violation.kind === "duplicate-query-parameter" ? "query" : violation.location;
  return validateRequest(request, operation, validator, options).some((issue) => issue.location === location && (violation.name === void 0 || issue.name === void 0 || issue.name === violation.name));
}
function splitUrl(url) {
  const hash = url.indexOf("#");
  const withoutFragment = (hash === -1 ? url : url.slice(0, hash)).replace(SCHEME_AND_AUTHORITY, "");
  const mark = withoutFragment.indexOf("?");
  const path = mark === -1 ? withoutFragment : withoutFragment.slice(0, mark);
  return { path: path === "" ? "/" : path, query: mark === -1 ? "" : withoutFragment.slice(mark + 1) };
}

// dist/engine/targeted.js
var POOL_SIZE = 5;
var EXPLORATION = 0.4;
var FRESH_EVERY = 4;
var MUTATION_TRIES = 8;
function plainSource(arbitrary, random, bias) {
  return { next: (attempt) => ({ value: arbitrary.generate(random, bias(attempt)), shrinkable: true }), observe: () => void 0 };
}
function targetedSource(env, scope, plain, random, budget, metrics) {
  const pool = [];
  const origins = /* @__PURE__ */ new WeakMap();
  const basePath = new URL(env.settings.baseUrl).pathname.replace(/\/$/, "");
  let drawn = 0;
  const valid = (data) => {
    const prepared = prepareCase(env, scope, data);
    return !("skipped" in prepared) && validateRequest(prepared.request, scope.operation, env.spec.validator, { basePath }).length === 0;
  };
  const mutated = () => {
    const parent = random.nextInt(0, 1) === 0 ? pool[0] : pool[random.nextInt(0, pool.length - 1)];
    for (let tries = 0; tries < MUTATION_TRIES; tries++) {
      const repeat = tries === 0 && parent.step !== void 0 && random.nextInt(0, 1) === 0 ? parent.step : void 0;
      const result = mutateCase(parent.generated.data, random, repeat);
      if (result === void 0 || !valid(result.data))
        continue;
      const child = { ...parent.generated, data: result.data };
      origins.set(child, { step: result.step, parentScore: parent.score });
      return child;
    }
    return void 0;
  };
  return {
    next(attempt) {
      drawn++;
      const exploring = drawn <= Math.ceil(budget * EXPLORATION) || pool.length === 0 || drawn % FRESH_EVERY === 0;
      const child = exploring ? void 0 : mutated();
      return child === void 0 ? plain.next(attempt) : { value: new Value(child, void 0), shrinkable: false };
    },
    observe(generated, response, sent = generated.data) {
      if (generated.meta.mode !== "positive")
        return;
      const score = metrics.reduce((sum, metric) => sum + metric(sent, response, scope.operation.label), 0);
      if (!Number.isFinite(score))
        return;
      if (pool.length >= POOL_SIZE && score <= pool[pool.length - 1].score)
        return;
      const origin = origins.get(generated);
      const step2 = origin !== void 0 && score > origin.parentScore ? origin.step : void 0;
      pool.push({ generated, score, ...step2 === void 0 ? {} : { step: step2 } });
      pool.sort((a, b) => b.score - a.score);
      pool.length = Math.min(pool.length, POOL_SIZE);
    }
  };
}
function mutateCase(data, random, step2) {
  const leaves = [];
  for (const part of ["pathParameters", "query", "headers", "cookies"]) {
    for (const name of Object.keys(data[part])) {
      collect(data[part][name], (value) => ({ ...data, [part]: { ...data[part], [name]: value } }), leaves);
    }
  }
  if (data.body !== NOT_SET)
    collect(data.body, (value) => ({ ...data, body: value }), leaves);
  if (leaves.length === 0)
    return void 0;
  const chosen = step2 !== void 0 && step2.leaf < leaves.length ? step2 : { leaf: random.nextInt(0, leaves.length - 1), change: random.nextInt(0, CHANGES - 1) };
  const leaf = leaves[chosen.leaf];
  const changed = mutateValue(leaf.get(), chosen.change);
  return changed === void 0 ? void 0 : { data: leaf.set(changed), step: chosen };
}
function collect(value, set, out) {
  if (typeof value === "number" || typeof value === "string")
    out.push({ get: () => value, set });
  else if (Array.isArray(value)) {
    out.push({ get: () => value, set });
    value.forEach((item, index) => collect(item, (next) => set(value.map((old, at) => at === index ? next : old)), out));
  } else if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) {
    for (const [key, item] of Object.entries(value))
      collect(item, (next) => set({ ...value, [key]: next }), out);
  }
}
var CHANGES = 4;
function mutateValue(value, change) {
  if (typeof value === "number") {
    const integer = Number.isInteger(value);
    const base = value === 0 ? 1 : value;
    const candidates = [base * 2, base / 2, value + 1, value - 1].map((next2) => integer ? Math.round(next2) : next2);
    const next = candidates[change];
    return Number.isSafeInteger(next) || !integer && Number.isFinite(next) ? next : void 0;
  }
  if (typeof value === "string") {
    if (value === "")
      return "a";
    return change === 0 ? value + value : change === 3 ? value.slice(0, -1) : value + value.slice(0, 1);
  }
  if (Array.isArray(value))
    return value.length === 0 ? void 0 : change === 3 ? value.slice(0, -1) : [...value, ...value];
  return void 0;
}
function caseSource(env, scope, arbitrary, random, bias) {
  const plain = plainSource(arbitrary, random, bias);
  const metrics = resolveMetrics(scope.settings.generation.maximize ?? []);
  return metrics.length === 0 ? plain : targetedSource(env, scope, plain, random, scope.settings.generation.maxExamples, metrics);
}

// dist/engine/wire-judge.js
var TRUSTING_JUDGE = {
  isNegative: () => true,
  confirmed: (_operation, failures) => failures
};
function createWireJudge(spec, baseUrl) {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, "");
  const options = { basePath };
  return {
    isNegative(operation, request, meta) {
      const violation = meta.violation;
      if (violation === void 0)
        return true;
      if (!sameRoute(operation.path, request.url, basePath))
        return false;
      if (violation.kind === "unexpected-method" || violation.kind === "duplicate-query-parameter")
        return true;
      return isNegativeOnTheWire(request, operation, spec.validator, options, violation);
    },
    confirmed(operation, failures, request, meta) {
      if (meta.mode !== "positive" || !failures.some((failure3) => failure3.check === "positive_data_acceptance"))
        return failures;
      if (validateRequest(request, operation, spec.validator, options).length === 0)
        return failures;
      return failures.filter((failure3) => failure3.check !== "positive_data_acceptance");
    }
  };
}
function sameRoute(template, url, basePath) {
  const path = new URL(url).pathname;
  const own = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  const expected = template.split("?")[0].split("#")[0].split("/");
  const actual = own.split("/");
  if (expected.length !== actual.length)
    return false;
  return actual.every((segment, index) => segment !== "" || expected[index] === "");
}

// dist/engine/fuzz-operation.js
var POSITIVE = { phase: "fuzzing", mode: "positive" };
var EXHAUSTED_AFTER_DUPLICATES = 100;
function biasFactor(run) {
  return 2 + Math.floor(Math.log(run + 1) / Math.log(10));
}
async function arbitraryFor(env, scope, mode) {
  if (mode === "positive")
    return positiveArbitrary(env, scope).map((data) => ({ data, meta: POSITIVE }));
  const { negativeCaseArbitrary } = await import("./negative-case-4JK4FMJ2.js");
  const negative = negativeCaseArbitrary(scope.operation, env.generation)?.map(({ data, violation, description }) => ({
    data,
    meta: { phase: "fuzzing", mode: "negative", violation, description }
  }));
  return negative === void 0 ? void 0 : hookedGenerated(env, scope, negative);
}
async function fuzzOperation(env, scope, runSeed, judge = TRUSTING_JUDGE, modes = ["positive"]) {
  const collector = new ResultCollector();
  const health = new HealthMonitor();
  for (const mode of modes) {
    if (env.stopped())
      break;
    let arbitrary;
    try {
      arbitrary = await arbitraryFor(env, scope, mode);
    } catch (error) {
      collector.addError({ title: "Cannot generate test data", message: describeError(error) });
      continue;
    }
    if (arbitrary === void 0)
      continue;
    const stop = await fuzzMode(env, scope, arbitrary, operationSeed(runSeed, `${mode} ${scope.operation.label}`), judge, collector, health);
    if (stop)
      break;
  }
  for (const error of env.health?.record(scope.operation.label, health) ?? [])
    collector.addError(error);
  return collector.result();
}
async function fuzzMode(env, scope, arbitrary, seed, judge, collector, health) {
  const { operation } = scope;
  const { maxExamples, noShrink } = scope.settings.generation;
  const window = Math.max(1, env.settings.workers);
  const random = new Random(xoroshiro128plus(seed));
  const source = caseSource(env, scope, arbitrary, random, biasFactor);
  const sent = /* @__PURE__ */ new Set();
  const queue = [];
  let cases = 0;
  let wastedInARow = 0;
  let attempts = 0;
  let exhausted = false;
  let probed = false;
  const nextCase = () => {
    while (cases < maxExamples && attempts < maxExamples * 10 && !env.stopped()) {
      attempts++;
      const began = performance.now();
      let drawn;
      try {
        drawn = source.next(attempts);
      } catch (error) {
        if (!(error instanceof HookError))
          throw error;
        collector.addError({ title: "Hook error", message: error.message });
        return void 0;
      }
      const { value, shrinkable } = drawn;
      const generated = value.value;
      const { meta } = generated;
      const prepared = prepareCase(env, scope, generated.data);
      health.generated(performance.now() - began, "skipped" in prepared ? void 0 : requestBytes(prepared.request));
      if ("skipped" in prepared) {
        health.reject();
        collector.skip(prepared.skipped);
        continue;
      }
      const fingerprint = requestFingerprint(prepared.request);
      if (sent.has(fingerprint) || meta.mode === "negative" && !judge.isNegative(operation, prepared.request, meta)) {
        if (!sent.has(fingerprint))
          health.reject();
        if (++wastedInARow >= EXHAUSTED_AFTER_DUPLICATES)
          return void 0;
        continue;
      }
      wastedInARow = 0;
      sent.add(fingerprint);
      cases++;
      return { value, generated, prepared, shrinkable };
    }
    return void 0;
  };
  const fill = () => {
    while (!exhausted && queue.length < window) {
      const next = nextCase();
      if (next === void 0) {
        exhausted = true;
        return;
      }
      queue.push({ ...next, outcome: executeCase(env, scope, next.prepared.data, next.generated.meta, next.prepared) });
    }
  };
  const drain = async () => {
    await Promise.allSettled(queue.splice(0).map((item) => item.outcome));
  };
  fill();
  while (queue.length > 0) {
    const { value, generated, prepared, outcome: pending, shrinkable } = queue.shift();
    const outcome = await pending;
    const { meta } = generated;
    if (outcome.kind === "error") {
      collector.addError({ title: errorTitle(outcome.error), message: describeError(outcome.error), curl: reproduction(env, outcome.request) });
      await drain();
      return true;
    }
    if (outcome.kind === "sent") {
      collector.countStatus(outcome.response.statusCode, meta.mode);
      try {
        source.observe(generated, outcome.response, prepared.data);
      } catch (error) {
        if (!(error instanceof HookError))
          throw error;
        collector.addError({ title: "Hook error", message: error.message });
        await drain();
        return true;
      }
      if (!probed && meta.mode === "positive" && accepted(outcome.response)) {
        probed = true;
        for (const probe of await probeIgnoredAuth(env, scope, outcome.request, meta)) {
          collector.addFailure(failureReport(env, probe.failure, prepared.data, meta, probe.caseId, probe.request, probe.response));
        }
      }
      const fresh = judge.confirmed(operation, outcome.failures, outcome.request, meta).filter((failure3) => collector.isNew(failure3));
      if (fresh.length > 0) {
        await drain();
        const minimal = noShrink || !shrinkable ? { data: prepared.data, meta, outcome } : await shrinkFailure(env, scope, arbitrary, value, outcome, prepared.data, judge);
        const shown = minimal.outcome.kind === "sent" ? minimal.outcome : outcome;
        for (const failure3 of judge.confirmed(operation, shown.failures, shown.request, minimal.meta)) {
          if (!collector.isNew(failure3))
            continue;
          collector.addFailure(failureReport(env, failure3, minimal.data, minimal.meta, shown.caseId, shown.request, shown.response));
        }
        if (!env.settings.continueOnFailure)
          return true;
      }
    }
    if (env.stopped()) {
      await drain();
      break;
    }
    fill();
  }
  return false;
}
async function shrinkFailure(env, scope, arbitrary, failing, outcome, sentData, judge) {
  const target = failureIdentity(outcome.failures[0]);
  let best = { data: sentData, meta: failing.value.meta, outcome };
  await shrinkValue(arbitrary, failing, async (candidate) => {
    const prepared = prepareCase(env, scope, candidate.data);
    if ("skipped" in prepared || candidate.meta.mode === "negative" && !judge.isNegative(scope.operation, prepared.request, candidate.meta))
      return "passes";
    const result = await executeCase(env, scope, candidate.data, candidate.meta, prepared);
    if (result.kind === "sent" && result.failures.some((failure3) => failureIdentity(failure3) === target)) {
      best = { data: prepared.data, meta: candidate.meta, outcome: result };
      return "still-fails";
    }
    return "passes";
  }, DEFAULT_SHRINK_BUDGET, env.stopped);
  return best;
}

// dist/engine/run-planned.js
async function runPlanned(env, scope, planned, judge, collector = new ResultCollector()) {
  const sent = /* @__PURE__ */ new Set();
  for (const { data, meta } of planned) {
    if (env.stopped())
      break;
    const prepared = prepareCase(env, scope, data);
    if ("skipped" in prepared) {
      collector.skip(prepared.skipped);
      continue;
    }
    const fingerprint = requestFingerprint(prepared.request);
    if (sent.has(fingerprint))
      continue;
    sent.add(fingerprint);
    if (meta.mode === "negative" && !judge.isNegative(scope.operation, prepared.request, meta))
      continue;
    const outcome = await executeCase(env, scope, data, meta, prepared);
    if (outcome.kind === "skipped") {
      collector.skip(outcome.reason);
      continue;
    }
    if (outcome.kind === "error") {
      collector.addError({ title: errorTitle(outcome.error), message: describeError(outcome.error), curl: reproduction(env, outcome.request) });
      break;
    }
    collector.countStatus(outcome.response.statusCode, meta.mode);
    for (const failure3 of judge.confirmed(scope.operation, outcome.failures, outcome.request, meta)) {
      if (!collector.isNew(failure3))
        continue;
      collector.addFailure(failureReport(env, failure3, prepared.data, meta, outcome.caseId, outcome.request, outcome.response));
    }
  }
  return collector;
}

// dist/engine/replay-stored.js
async function replayStoredExamples(env, scope, judge) {
  const store4 = env.exampleStore;
  if (store4 === void 0)
    return void 0;
  const stored = await store4.take(scope.operation.label);
  if (stored.length === 0)
    return void 0;
  const collector = await runPlanned(env, scope, stored, judge);
  const result = collector.result();
  await env.emit({ type: "examples-replayed", phase: scope.phase, operation: scope.operation.label, count: stored.length, failing: result.failures.length });
  return { replayed: stored.length, result };
}
function merged(replay, phase) {
  const collector = new ResultCollector();
  for (const part of [replay, phase]) {
    for (const report of part.failures)
      collector.addFailure(report);
    for (const error of part.errors)
      collector.addError(error);
    for (const [status, count] of Object.entries(part.statuses))
      collector.statuses[Number(status)] = (collector.statuses[Number(status)] ?? 0) + count;
    collector.cases += part.cases;
    const nothingOfItsOwn = part === phase && part.cases === 0 && replay.cases > 0;
    if (part.skipReason !== void 0 && !nothingOfItsOwn)
      collector.skip(part.skipReason);
  }
  return collector.result();
}
function storable(headers, secretValues, parameters, failures) {
  const secrets = { headerNames: Object.keys(headers), values: secretValues };
  const seen = /* @__PURE__ */ new Set();
  return failures.flatMap((report) => {
    if (report.steps !== void 0 || seen.has(failureIdentity(report.failure)))
      return [];
    seen.add(failureIdentity(report.failure));
    return [{ data: generatedPart(report.caseData, parameters, secrets), meta: report.meta }];
  });
}
async function withStoredExamples(env, scope, replay, phase) {
  const result = replay === void 0 ? phase : merged(replay.result, phase);
  await env.exampleStore?.keep(scope.operation.label, storable(env.headers, env.secrets, scope.settings.parameters, result.failures), replay?.replayed ?? 0);
  return result;
}

// dist/engine/operation-phase.js
function modesOf(mode) {
  return mode === "all" ? ["positive", "negative"] : [mode];
}
function unexpectedMethodsFor(env, operation, configured) {
  const onPath = env.spec.operations.filter((other) => other.path === operation.path);
  if (onPath[0] !== operation)
    return [];
  if (configured !== void 0)
    return configured;
  const declared = new Set(onPath.map((other) => other.method.toLowerCase()));
  return HTTP_METHODS.filter((method) => !declared.has(method)).map((method) => method.toUpperCase());
}
async function runOperationPhase(env, scope, runSeed, judge) {
  const replay = await replayStoredExamples(env, scope, judge);
  return withStoredExamples(env, scope, replay, await runPhaseCases(env, scope, runSeed, judge));
}
async function runPhaseCases(env, scope, runSeed, judge) {
  const { operation, settings } = scope;
  switch (scope.phase) {
    case "fuzzing":
      return fuzzOperation(env, scope, runSeed, judge, modesOf(settings.generation.mode));
    case "examples":
    case "coverage": {
      const collector = new ResultCollector();
      try {
        const unhooked = scope.phase === "examples" ? (await import("./plan-examples-MG3UOORQ.js")).planExamples(operation, env.generation, { fillMissing: settings.phaseOptions.fillMissing, seed: operationSeed(runSeed, operation.label) }) : (await import("./plan-coverage-SZBXZ6BX.js")).planCoverage(operation, env.generation, {
          modes: modesOf(settings.generation.mode),
          unexpectedMethods: unexpectedMethodsFor(env, operation, settings.phaseOptions.unexpectedMethods),
          duplicateQueryParameters: settings.phaseOptions.generateDuplicateQueryParameters
        });
        const planned = hookedPlanned(env, scope, unhooked, operationSeed(runSeed, `hooks ${operation.label}`));
        if (planned.length === 0) {
          collector.skip(unhooked.length > 0 ? "the filter hooks reject every planned case" : scope.phase === "examples" ? "the schema gives no examples" : "nothing to cover");
          return collector.result();
        }
        await runPlanned(env, scope, planned, judge, collector);
      } catch (error) {
        if (!(error instanceof ApitestError))
          throw error;
        collector.addError({ title: "Cannot generate test data", message: describeError(error) });
      }
      return collector.result();
    }
    case "stateful":
      return new ResultCollector().result();
  }
}

// dist/engine/limiter.js
async function forEachConcurrent(items2, concurrency, task, shouldStop = () => false) {
  let next = 0;
  const lane = async () => {
    while (next < items2.length && !shouldStop()) {
      const index = next++;
      await task(items2[index], index);
    }
  };
  const lanes = [];
  for (let i = 0; i < Math.max(1, Math.min(concurrency, items2.length)); i++)
    lanes.push(lane());
  await Promise.all(lanes);
}

// dist/engine/phase-report.js
var ReportedFailures = class {
  #byOperation = /* @__PURE__ */ new Map();
  /** True when this operation already reported this failure. */
  has(label, failure3) {
    return this.#byOperation.get(label)?.has(failureIdentity(failure3)) === true;
  }
  /** The phase's result without the failures reported earlier for the operation; records the new ones. */
  fresh(label, raw) {
    const seen = this.#byOperation.get(label) ?? /* @__PURE__ */ new Set();
    this.#byOperation.set(label, seen);
    const fresh = raw.failures.filter((report) => !seen.has(failureIdentity(report.failure)));
    for (const report of fresh)
      seen.add(failureIdentity(report.failure));
    if (fresh.length === raw.failures.length)
      return raw;
    return { ...raw, failures: fresh, status: fresh.length > 0 ? raw.status : raw.errors.length > 0 ? "errored" : "passed" };
  }
};
function operationFinished(phase, label, result) {
  return {
    type: "operation-finished",
    phase,
    operation: label,
    status: result.status,
    failures: result.failures,
    errors: result.errors,
    stats: { cases: result.cases, statuses: result.statuses },
    ...result.skipReason === void 0 ? {} : { skipReason: result.skipReason }
  };
}
function maxFailuresReason(failures, maxFailures) {
  if (maxFailures === void 0 || failures < maxFailures)
    return void 0;
  return `stopped after ${failures} failure${failures === 1 ? "" : "s"} (--max-failures ${maxFailures})`;
}

// dist/stateful/extract-regex.js
function compileExtraction(pattern) {
  const source = pattern.replace(/\(\?P</g, "(?<").replace(/\(\?P=(\w+)\)/g, "\\k<$1>");
  let regex2;
  try {
    regex2 = new RegExp(source, "u");
  } catch (unicodeError) {
    try {
      regex2 = new RegExp(source);
    } catch {
      return { error: `regex ${JSON.stringify(pattern)} is invalid (${unicodeError.message})` };
    }
  }
  const groups = countGroups(regex2);
  if (groups !== 1) {
    return {
      error: `regex ${JSON.stringify(pattern)} has ${groups} capturing groups; it needs exactly one, whose match becomes the value (use (?:\u2026) for the other groups)`
    };
  }
  return { regex: regex2 };
}
function extractWithRegex(regex2, value) {
  return regex2.exec(value)?.[1] ?? "";
}
function countGroups(regex2) {
  const probe = new RegExp(`${regex2.source}|`, regex2.flags);
  return (probe.exec("")?.length ?? 1) - 1;
}

// dist/schema/json-pointer.js
function escapePointerSegment(key) {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}
function appendPointer(pointer, key) {
  return `${pointer}/${escapePointerSegment(String(key))}`;
}
function parsePointer(pointer) {
  if (pointer === "" || pointer === "/")
    return pointer === "/" ? [""] : [];
  const body = pointer.startsWith("/") ? pointer.slice(1) : pointer;
  return body.split("/").map((segment) => {
    let decoded = segment;
    if (segment.includes("%")) {
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        decoded = segment;
      }
    }
    return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
  });
}
function getAtPointer(root, pointer) {
  let current = root;
  for (const key of parsePointer(pointer)) {
    if (current === null || typeof current !== "object")
      return void 0;
    if (!Object.hasOwn(current, key))
      return void 0;
    current = current[key];
  }
  return current;
}

// dist/stateful/message-values.js
function headerValue(headers, name) {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted)
      continue;
    return typeof value === "string" ? value : value[0];
  }
  return void 0;
}
function queryValue(context, name) {
  if (Object.hasOwn(context.query, name))
    return context.query[name];
  try {
    return new URL(context.request.url).searchParams.get(name) ?? void 0;
  } catch {
    return void 0;
  }
}
function messageBody(content, headers) {
  if (content === void 0 || content.byteLength === 0)
    return void 0;
  const text2 = new TextDecoder().decode(content);
  try {
    return JSON.parse(text2);
  } catch {
    const type = headerValue(headers, "content-type") ?? "";
    return /json/i.test(type) ? void 0 : text2;
  }
}
function readPointer(root, pointer) {
  let current = root;
  for (const key of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(key))
        return void 0;
      current = current[Number(key)];
    } else if (current !== null && typeof current === "object" && Object.hasOwn(current, key)) {
      current = current[key];
    } else {
      return void 0;
    }
    if (current === void 0)
      return void 0;
  }
  return current;
}

// dist/stateful/expressions.js
var REGEX_MARK = "#regex:";
function parseRuntimeValue(text2) {
  if (/^\$[A-Za-z]/.test(text2)) {
    const reference = parseReference(text2);
    if (typeof reference === "string")
      return { kind: "invalid", message: reference };
    return { kind: "parsed", expression: { kind: "expression", source: text2, reference } };
  }
  if (!text2.includes("{$"))
    return { kind: "literal", value: text2 };
  const parts = [];
  let rest = text2;
  while (rest.length > 0) {
    const start = rest.indexOf("{$");
    if (start === -1) {
      parts.push(rest);
      break;
    }
    if (start > 0)
      parts.push(rest.slice(0, start));
    const end = rest.indexOf("}", start);
    if (end === -1)
      return { kind: "invalid", message: `runtime expression ${JSON.stringify(text2)} has an unclosed "{$"; close it with "}"` };
    const reference = parseReference(rest.slice(start + 1, end));
    if (typeof reference === "string")
      return { kind: "invalid", message: reference };
    parts.push(reference);
    rest = rest.slice(end + 1);
  }
  return { kind: "parsed", expression: { kind: "template", source: text2, parts } };
}
function parseReference(text2) {
  const bad = (why) => `runtime expression ${JSON.stringify(text2)} is invalid: ${why}; expected $url, $method, $statusCode, $request.{path,query,header}.<name>, $request.body#/<pointer>, $response.header.<name> or $response.body#/<pointer>`;
  if (text2 === "$url")
    return { kind: "url" };
  if (text2 === "$method")
    return { kind: "method" };
  if (text2 === "$statusCode")
    return { kind: "statusCode" };
  const match = /^\$(request|response)\.(body|path|query|header)(.*)$/s.exec(text2);
  if (match === null)
    return bad("unknown source");
  const [, side, location = "", tail = ""] = match;
  if (location === "body") {
    if (tail !== "" && !tail.startsWith("#"))
      return bad('"body" may only be followed by "#/<json pointer>"');
    const pointer = tail.slice(1);
    if (pointer !== "" && !pointer.startsWith("/"))
      return bad(`JSON pointer ${JSON.stringify(pointer)} must start with "/"`);
    if (/~[^01]|~$/.test(pointer))
      return bad(`JSON pointer ${JSON.stringify(pointer)} has a "~" not followed by 0 or 1`);
    return side === "request" ? { kind: "request-body", pointer } : { kind: "response-body", pointer };
  }
  if (side === "response" && location !== "header")
    return bad(`a response has no ${location} parameters`);
  if (!tail.startsWith(".") || tail.length === 1)
    return bad(`a name must follow "${location}."`);
  let name = tail.slice(1);
  let regex2;
  const mark = name.indexOf(REGEX_MARK);
  if (mark !== -1) {
    const compiled = compileExtraction(name.slice(mark + REGEX_MARK.length));
    if ("error" in compiled)
      return bad(compiled.error);
    regex2 = compiled.regex;
    name = name.slice(0, mark);
    if (name === "")
      return bad(`a name must come before "${REGEX_MARK}"`);
  }
  if (location === "header" && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
    return bad(`${JSON.stringify(name)} is not a valid header name`);
  const withRegex2 = regex2 === void 0 ? {} : { regex: regex2 };
  return side === "request" ? { kind: "request-parameter", location, name, ...withRegex2 } : { kind: "response-header", name, ...withRegex2 };
}
function evaluate(expression2, context) {
  if (expression2.kind === "expression")
    return evaluateReference(expression2.reference, context);
  let text2 = "";
  for (const part of expression2.parts) {
    if (typeof part === "string") {
      text2 += part;
      continue;
    }
    const value = evaluateReference(part, context);
    if (value === void 0)
      return void 0;
    text2 += typeof value === "string" ? value : JSON.stringify(value);
  }
  return text2;
}
function evaluateReference(reference, context) {
  switch (reference.kind) {
    case "url":
      return context.request.url;
    case "method":
      return context.request.method;
    case "statusCode":
      return context.response.statusCode;
    case "request-body":
      return readPointer(messageBody(context.request.body, context.request.headers), reference.pointer);
    case "response-body":
      return readPointer(messageBody(context.response.content, context.response.headers), reference.pointer);
    case "response-header":
      return withRegex(context.response.header(reference.name), reference.regex);
    case "request-parameter": {
      const value = reference.location === "path" ? context.pathParameters[reference.name] : reference.location === "query" ? queryValue(context, reference.name) : headerValue(context.request.headers, reference.name);
      return withRegex(value, reference.regex);
    }
  }
}
function withRegex(value, regex2) {
  if (value === void 0 || regex2 === void 0)
    return value;
  return extractWithRegex(regex2, typeof value === "string" ? value : JSON.stringify(value));
}

// dist/stateful/schema-properties.js
function schemaProperties(schema, resolver, depth = 0) {
  if (schema === void 0 || typeof schema === "boolean" || depth > 8)
    return [];
  const ref = schema["$ref"];
  const names = typeof ref === "string" ? schemaProperties(resolver.resolve(ref), resolver, depth + 1) : [];
  const properties = schema["properties"];
  if (properties !== null && typeof properties === "object" && !Array.isArray(properties))
    names.push(...Object.keys(properties));
  const allOf = schema["allOf"];
  if (Array.isArray(allOf)) {
    for (const member2 of allOf)
      names.push(...schemaProperties(member2, resolver, depth + 1));
  }
  return [...new Set(names)];
}

// dist/stateful/infer-links.js
var SOURCE_METHODS = /* @__PURE__ */ new Set(["POST", "PUT"]);
var TARGET_METHODS = /* @__PURE__ */ new Set(["GET", "PUT", "PATCH", "DELETE"]);
function inferLinks(spec) {
  const links = [];
  for (const source of spec.operations) {
    if (!SOURCE_METHODS.has(source.method))
      continue;
    const collection = source.path.replace(/\/+$/, "");
    for (const target of spec.operations) {
      if (!TARGET_METHODS.has(target.method) || !target.path.startsWith(`${collection}/`))
        continue;
      const parameter = /^\{([^{}/]+)\}$/.exec(target.path.slice(collection.length + 1))?.[1];
      if (parameter === void 0)
        continue;
      const shared = sharedPathParameters(source, target, parameter);
      if (shared === void 0)
        continue;
      for (const response of source.responses) {
        if (!/^2(\d\d|XX)$/.test(response.status))
          continue;
        const property = idProperty(response, spec.resolver, parameter, collection);
        if (property !== void 0) {
          links.push(inferred(source, response, target, `$response.body#/${property}`, parameter, shared));
        }
        if (hasLocation(response)) {
          links.push(inferred(source, response, target, `$response.header.Location#regex:${locationPattern(target.path, parameter)}`, parameter, shared));
        }
      }
    }
  }
  return links;
}
function sharedPathParameters(source, target, own) {
  const names = [...target.path.matchAll(/\{([^{}/]+)\}/g)].map((match) => match[1] ?? "").filter((name) => name !== own);
  return names.every((name) => source.path.includes(`{${name}}`)) ? names : void 0;
}
function idProperty(response, resolver, parameter, collection) {
  const resource = singular(collection.split("/").filter((segment) => segment !== "" && !segment.startsWith("{")).at(-1) ?? "");
  const wanted = [parameter, "id", `${resource}id`, `${resource}_id`].map((name) => name.toLowerCase());
  for (const content of response.content) {
    if (!/[/+]json\b/i.test(content.mediaType))
      continue;
    const properties = schemaProperties(content.schema, resolver);
    for (const name of wanted) {
      const found = properties.find((property) => property.toLowerCase() === name);
      if (found !== void 0)
        return found.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
  return void 0;
}
function singular(word) {
  if (/ies$/i.test(word))
    return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/i.test(word))
    return word.slice(0, -2);
  if (/[^s]s$/i.test(word))
    return word.slice(0, -1);
  return word;
}
function hasLocation(response) {
  return response.status === "201" || response.headers.some((header) => header.name.toLowerCase() === "location");
}
function locationPattern(path, parameter) {
  const parts = path.split(/(\{[^{}/]+\})/).map((part) => {
    if (part === `{${parameter}}`)
      return "([^/?#]+)";
    if (/^\{[^{}/]+\}$/.test(part))
      return "[^/?#]+";
    return part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  });
  return `${parts.join("")}/?(?:[?#]|$)`;
}
function inferred(source, response, target, text2, parameter, shared) {
  const parameters = [{ location: "path", name: parameter, value: expression(text2) }];
  for (const name of shared)
    parameters.push({ location: "path", name, value: expression(`$request.path.${name}`) });
  return { source, status: response.status, name: `${target.label} via ${text2}`, target, parameters, inferred: true };
}
function expression(text2) {
  const parsed = parseRuntimeValue(text2);
  if (parsed.kind !== "parsed")
    throw new ApitestError("internal", `apitest built an invalid link expression ${JSON.stringify(text2)}`);
  return { kind: "expression", expression: parsed.expression };
}

// dist/stateful/link-value.js
function parseLinkValue(raw, nested) {
  const errors = [];
  const value = walk(raw, nested, "", errors);
  return errors.length > 0 ? { errors } : { value };
}
function walk(raw, nested, at, errors) {
  if (typeof raw === "string") {
    const parsed = parseRuntimeValue(raw);
    if (parsed.kind === "invalid")
      errors.push(at === "" ? parsed.message : `at ${at}: ${parsed.message}`);
    return parsed.kind === "parsed" ? { kind: "expression", expression: parsed.expression } : { kind: "literal", value: raw };
  }
  if (nested && Array.isArray(raw)) {
    return { kind: "array", items: raw.map((item, index) => walk(item, nested, `${at}/${index}`, errors)) };
  }
  if (nested && raw !== null && typeof raw === "object") {
    const entries2 = Object.entries(raw).map(([key, item]) => [key, walk(item, nested, `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, errors)]);
    return { kind: "object", entries: entries2 };
  }
  return { kind: "literal", value: raw };
}

// dist/stateful/resolve-target.js
function indexOperations(operations) {
  const byId = /* @__PURE__ */ new Map();
  const byPointer = /* @__PURE__ */ new Map();
  for (const operation of operations) {
    if (operation.operationId !== void 0 && !byId.has(operation.operationId))
      byId.set(operation.operationId, operation);
    byPointer.set(pointerKey(operation.pointer), operation);
  }
  return { byId, byPointer };
}
function resolveTarget(link, index) {
  const operationId = link["operationId"];
  const operationRef = link["operationRef"];
  if (operationId !== void 0 && operationRef !== void 0) {
    return { error: "sets both operationId and operationRef; keep only one" };
  }
  if (typeof operationId === "string") {
    const target = index.byId.get(operationId);
    if (target !== void 0)
      return { target };
    return { error: `targets operationId ${JSON.stringify(operationId)}, which no operation has; fix the operationId or use operationRef` };
  }
  if (typeof operationRef === "string")
    return resolveRef(operationRef, index);
  if (operationId !== void 0 || operationRef !== void 0)
    return { error: "has an operationId or operationRef that is not a string" };
  return { error: "names no target; add operationId or operationRef" };
}
function resolveRef(ref, index) {
  const hash = ref.indexOf("#");
  const base = hash === -1 ? ref : ref.slice(0, hash);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(base) || base.startsWith("//")) {
    return { error: `has operationRef ${JSON.stringify(ref)}, which points to another document; only references into this document are supported (use "#/paths/\u2026")` };
  }
  const fragment = hash === -1 ? "" : ref.slice(hash + 1);
  if (!fragment.startsWith("/paths/")) {
    return { error: `has operationRef ${JSON.stringify(ref)}, which is not a "#/paths/<path>/<method>" reference` };
  }
  const target = index.byPointer.get(pointerKey(fragment));
  if (target !== void 0)
    return { target };
  return { error: `has operationRef ${JSON.stringify(ref)}, which matches no operation; write it as "#/paths/<path with / as ~1>/<method>"` };
}
function pointerKey(pointer) {
  const keys = parsePointer(pointer);
  const last = keys.length - 1;
  return JSON.stringify(keys.map((key, at) => at === last ? key.toLowerCase() : key));
}

// dist/stateful/links.js
var LOCATIONS2 = ["path", "query", "header", "cookie"];
function collectLinks(spec) {
  const index = indexOperations(spec.operations);
  const links = [];
  const errors = [];
  for (const source of spec.operations) {
    for (const response of source.responses) {
      for (const [name, raw] of Object.entries(response.links)) {
        const problems = [];
        const link = parseLink(source, response.status, name, raw, index, problems);
        if (link !== void 0 && problems.length === 0) {
          links.push(link);
          continue;
        }
        const where = `Link ${JSON.stringify(name)} of ${source.label} (response ${response.status})`;
        for (const problem of problems)
          errors.push({ source, status: response.status, name, message: `${where} ${problem}` });
      }
    }
  }
  return { links, errors };
}
function parseLink(source, status, name, raw, index, problems) {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    problems.push("is not a link object; give it operationId (or operationRef) and parameters");
    return void 0;
  }
  const object = raw;
  if (typeof object["$ref"] === "string") {
    problems.push(`is a $ref (${object["$ref"]}) that does not resolve; point it at a link under components/links`);
    return void 0;
  }
  const resolved = resolveTarget(object, index);
  if ("error" in resolved) {
    problems.push(resolved.error);
    return void 0;
  }
  const { target } = resolved;
  const parameters = parseParameters(object["parameters"], target, problems);
  const body = object["requestBody"] === void 0 ? void 0 : parseLinkValue(object["requestBody"], true);
  if (body !== void 0 && "errors" in body) {
    for (const error of body.errors)
      problems.push(`has an invalid requestBody: ${error}`);
  }
  return {
    source,
    status,
    name,
    target,
    parameters,
    ...body === void 0 || !("value" in body) ? {} : { requestBody: body.value },
    inferred: false
  };
}
function parseParameters(raw, target, problems) {
  if (raw === void 0)
    return [];
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    problems.push("has parameters that are not an object; map parameter names to values or expressions");
    return [];
  }
  const parameters = [];
  for (const [key, value] of Object.entries(raw)) {
    const found = findParameter(key, target);
    if (typeof found === "string") {
      problems.push(found);
      continue;
    }
    const parsed = parseLinkValue(value, false);
    if ("errors" in parsed) {
      for (const error of parsed.errors)
        problems.push(`has an invalid value for parameter ${JSON.stringify(key)}: ${error}`);
      continue;
    }
    parameters.push({ ...found, value: parsed.value });
  }
  return parameters;
}
function findParameter(key, target) {
  const dot = key.indexOf(".");
  const prefix = dot === -1 ? "" : key.slice(0, dot);
  if (LOCATIONS2.includes(prefix)) {
    const location = prefix;
    const name = key.slice(dot + 1);
    const match = target.parameters.find((parameter) => parameter.location === location && sameName(parameter.name, name, location));
    if (match !== void 0)
      return { location, name: match.name };
  }
  const matches = target.parameters.filter((parameter) => sameName(parameter.name, key, parameter.location));
  const first = matches[0];
  if (first === void 0) {
    const known = target.parameters.map((parameter) => `${parameter.location}.${parameter.name}`).join(", ");
    const hint2 = target.requestBody === void 0 ? "fix the name" : "fix the name, or set body fields with requestBody";
    return `sets parameter ${JSON.stringify(key)}, which ${target.label} does not have (its parameters: ${known === "" ? "none" : known}); ${hint2}`;
  }
  if (matches.length > 1) {
    const options = matches.map((parameter) => `"${parameter.location}.${parameter.name}"`).join(" or ");
    return `sets parameter ${JSON.stringify(key)}, which ${target.label} has in several locations; write ${options}`;
  }
  return { location: first.location, name: first.name };
}
function sameName(declared, wanted, location) {
  return location === "header" ? declared.toLowerCase() === wanted.toLowerCase() : declared === wanted;
}

// dist/engine/ordered-concurrent.js
async function orderedConcurrent(options) {
  const width = Math.max(1, options.concurrency);
  const inFlight = /* @__PURE__ */ new Map();
  let started = 0;
  let startsAllowed = true;
  const fill = (consumed) => {
    while (startsAllowed && started < consumed + width) {
      if (!options.mayStart(started)) {
        startsAllowed = false;
        break;
      }
      const index = started++;
      inFlight.set(index, options.start(index).then((value) => ({ ok: true, value }), (error) => ({ ok: false, error })));
    }
  };
  const settle2 = async () => {
    await Promise.all(inFlight.values());
  };
  try {
    for (let next = 0; ; next++) {
      fill(next);
      const pending = inFlight.get(next);
      if (pending === void 0)
        return;
      const settled = await pending;
      inFlight.delete(next);
      if (!settled.ok)
        throw settled.error;
      if (!await options.consume(settled.value, next, settle2))
        return;
    }
  } finally {
    startsAllowed = false;
    await settle2();
  }
}

// dist/stateful/apply-link.js
var MISSING = /* @__PURE__ */ Symbol("missing");
var FIELDS = {
  path: "pathParameters",
  query: "query",
  header: "headers",
  cookie: "cookies"
};
function applyLink(link, context) {
  const values2 = {};
  for (const parameter of link.parameters) {
    const value = resolveValue(parameter.value, context);
    if (value === MISSING)
      return void 0;
    const field = FIELDS[parameter.location];
    values2[field] = { ...values2[field], [parameter.name]: value };
  }
  if (link.requestBody === void 0)
    return values2;
  const body = resolveValue(link.requestBody, context);
  if (body === MISSING)
    return void 0;
  const mediaType = bodyMediaType(link);
  return { ...values2, body, ...mediaType === void 0 ? {} : { mediaType } };
}
function resolveValue(value, context) {
  switch (value.kind) {
    case "literal":
      return value.value;
    case "expression": {
      const result = evaluate(value.expression, context);
      return result === void 0 ? MISSING : result;
    }
    case "array": {
      const items2 = [];
      for (const item of value.items) {
        const resolved = resolveValue(item, context);
        if (resolved === MISSING)
          return MISSING;
        items2.push(resolved);
      }
      return items2;
    }
    case "object": {
      const object = {};
      for (const [key, item] of value.entries) {
        const resolved = resolveValue(item, context);
        if (resolved === MISSING)
          return MISSING;
        object[key] = resolved;
      }
      return object;
    }
  }
}
function bodyMediaType(link) {
  const alternatives = link.target.requestBody?.alternatives ?? [];
  const json = alternatives.find((alternative) => /[/+]json\b/i.test(alternative.mediaType));
  return (json ?? alternatives[0])?.mediaType;
}

// dist/stateful/select-links.js
function statusMatches(status, code) {
  if (status === "default")
    return true;
  if (/^[1-5]XX$/i.test(status))
    return String(code)[0] === status[0];
  return status === String(code);
}
function matchingStatus(operation, code) {
  const statuses = operation.responses.map((response) => response.status);
  const exact = String(code);
  if (statuses.includes(exact))
    return exact;
  const range = statuses.find((status) => /^[1-5]XX$/i.test(status) && statusMatches(status, code));
  if (range !== void 0)
    return range;
  return statuses.includes("default") ? "default" : void 0;
}
function linksFor(links, source, code) {
  const status = matchingStatus(source, code);
  if (status === void 0)
    return [];
  return links.filter((link) => link.source === source && link.status === status);
}

// dist/engine/stateful-sequence.js
var LINK_PREFERENCE = 8;
var MAX_TRIES_PER_STEP = 5;
function buildModel(links, arbitraryOf) {
  const arbitraries = /* @__PURE__ */ new Map();
  const failures = /* @__PURE__ */ new Map();
  const problem = (operation) => {
    if (arbitraries.has(operation))
      return void 0;
    if (!failures.has(operation)) {
      try {
        arbitraries.set(operation, arbitraryOf(operation));
        return void 0;
      } catch (error) {
        failures.set(operation, describeError(error));
      }
    }
    return failures.get(operation);
  };
  const kept = [];
  const dropped = [];
  for (const link of links) {
    const reason = problem(link.source) ?? problem(link.target);
    if (reason === void 0)
      kept.push(link);
    else
      dropped.push({ link, reason });
  }
  const used = new Set(kept.flatMap((link) => [link.source, link.target]));
  for (const operation of [...arbitraries.keys()])
    if (!used.has(operation))
      arbitraries.delete(operation);
  const starts = [...new Set(kept.map((link) => link.source))];
  return { links: kept, starts, arbitraries, dropped };
}
async function runNewSequence(model, runner, random, maxSteps, shouldStop = () => false) {
  const steps = [];
  await runner.setup?.();
  try {
    for (let tries = 0; steps.length < maxSteps && tries < maxSteps * MAX_TRIES_PER_STEP && !shouldStop(); tries++) {
      const planned = nextStep2(model, random, steps);
      if (planned === void 0)
        break;
      const outcome = await sendPlanned(runner, planned, steps);
      if (outcome === void 0)
        continue;
      if (outcome.kind === "error")
        return { kind: "error", steps, operation: planned.operation, ...outcome.request === void 0 ? {} : { request: outcome.request }, error: outcome.error };
      if (outcome.kind === "skipped")
        continue;
      steps.push({ ...outcome, planned });
      if (outcome.failures.length > 0)
        return { kind: "failed", steps };
    }
    return { kind: "passed", steps };
  } finally {
    await runner.teardown?.();
  }
}
async function replaySequence(runner, plan) {
  const steps = [];
  await runner.setup?.();
  try {
    for (const planned of plan) {
      const outcome = await sendPlanned(runner, planned, steps);
      if (outcome === void 0 || outcome.kind === "skipped")
        return { kind: "invalid", steps };
      if (outcome.kind === "error")
        return { kind: "error", steps, operation: planned.operation, ...outcome.request === void 0 ? {} : { request: outcome.request }, error: outcome.error };
      steps.push({ ...outcome, planned });
      if (outcome.failures.length > 0)
        return { kind: "failed", steps };
    }
    return { kind: "passed", steps };
  } finally {
    await runner.teardown?.();
  }
}
function nextStep2(model, random, steps) {
  const available = /* @__PURE__ */ new Map();
  steps.forEach((step2, index) => {
    for (const link of linksFor(model.links, step2.planned.operation, step2.response.statusCode)) {
      if (!model.links.includes(link))
        continue;
      available.set(link, [...available.get(link) ?? [], index]);
    }
  });
  const linked = [...available.entries()];
  const follow = linked.length > 0 && (model.starts.length === 0 || random.nextInt(0, 9) < LINK_PREFERENCE);
  if (follow) {
    const [link, sources] = linked[random.nextInt(0, linked.length - 1)];
    const source = sources[random.nextInt(0, sources.length - 1)];
    return { ...generate(model, link.target, random), via: { link, source } };
  }
  if (model.starts.length === 0)
    return void 0;
  const operation = model.starts[random.nextInt(0, model.starts.length - 1)];
  return generate(model, operation, random);
}
function generate(model, operation, random) {
  const generated = model.arbitraries.get(operation).generate(random, void 0);
  return { operation, data: generated.value, generated };
}
async function sendPlanned(runner, planned, previous) {
  let data = planned.data;
  const history = previous.map((step2) => ({ operation: step2.planned.operation, request: step2.request, response: step2.response }));
  if (planned.via !== void 0) {
    const { link, source } = planned.via;
    const from = previous[source];
    if (from === void 0 || !linksFor([link], from.planned.operation, from.response.statusCode).includes(link))
      return void 0;
    const values2 = applyLink(link, { request: from.request, response: from.response, pathParameters: from.data.pathParameters, query: from.data.query });
    if (values2 === void 0)
      return void 0;
    data = withLinkedValues(data, values2);
    return runner.send(planned.operation, data, { steps: history, linkedFrom: source });
  }
  return runner.send(planned.operation, data, { steps: history });
}
function withLinkedValues(data, values2) {
  return {
    ...data,
    pathParameters: { ...data.pathParameters, ...values2.pathParameters },
    query: { ...data.query, ...values2.query },
    headers: { ...data.headers, ...values2.headers },
    cookies: { ...data.cookies, ...values2.cookies },
    ..."body" in values2 ? { body: values2.body, mediaType: values2.mediaType ?? data.mediaType } : {}
  };
}
function planOf(steps) {
  return steps.map((step2) => step2.planned);
}

// dist/engine/stateful-shrink.js
import { isDeepStrictEqual } from "node:util";

// dist/stateful/unlinked-parts.js
var FIELDS2 = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" };
function unlinkedParts(data, link) {
  const without2 = (location) => {
    const values2 = { ...data[FIELDS2[location]] };
    for (const parameter of link.parameters)
      if (parameter.location === location)
        delete values2[parameter.name];
    return values2;
  };
  return {
    pathParameters: without2("path"),
    query: without2("query"),
    headers: without2("header"),
    cookies: without2("cookie"),
    ...link.requestBody === void 0 ? { body: { value: data.body, mediaType: data.mediaType } } : {}
  };
}

// dist/engine/stateful-shrink.js
async function shrinkSequence(runner, failing, failure3, budget = DEFAULT_SHRINK_BUDGET, shouldStop = () => false, arbitraryOf = () => void 0) {
  const now = budget.now ?? (() => performance.now());
  const deadline = { at: now() + budget.maxMillis, now };
  const operation = failing.steps.at(-1).planned.operation;
  const identity = failureIdentity(failure3);
  let best = failing;
  let attempts = 0;
  const tryPlan = async (plan) => {
    attempts++;
    const outcome = await replaySequence(runner, plan);
    if (outcome.kind !== "failed" || !showsFailure(outcome, operation, identity))
      return false;
    best = outcome;
    return true;
  };
  const exhausted = () => attempts >= budget.maxAttempts || now() > deadline.at || shouldStop();
  let improved = true;
  while (improved) {
    improved = false;
    const plan = planOf(best.steps);
    for (let index = plan.length - 2; index >= 0 && !improved; index--) {
      if (exhausted())
        return best;
      const candidate = withoutStep(plan, index);
      if (candidate.at(-1)?.data !== plan.at(-1)?.data)
        continue;
      improved = await tryPlan(candidate);
    }
  }
  for (let index = 0; index < best.steps.length; index++) {
    let smaller = true;
    while (smaller) {
      smaller = false;
      const plan = planOf(best.steps);
      const step2 = plan[index];
      const arbitrary = step2 === void 0 ? void 0 : arbitraryOf(step2.operation);
      if (step2?.generated === void 0 || arbitrary === void 0)
        break;
      const link = step2.via?.link;
      const kept = link === void 0 ? void 0 : unlinkedParts(step2.data, link);
      const candidates = arbitrary.shrink(step2.generated.value_, step2.generated.context)[Symbol.iterator]();
      for (; ; ) {
        if (exhausted())
          return best;
        const candidate = pullBeforeDeadline(candidates, deadline);
        if (candidate === "deadline")
          return best;
        if (candidate === "done")
          break;
        const data = candidate.value;
        if (link !== void 0 && isDeepStrictEqual(unlinkedParts(data, link), kept))
          continue;
        smaller = await tryPlan(plan.map((each, at) => at === index ? { ...each, data, generated: candidate } : each));
        if (smaller)
          break;
      }
    }
  }
  return best;
}
function showsFailure(outcome, operation, identity) {
  const last = outcome.steps.at(-1);
  return last !== void 0 && last.planned.operation === operation && last.failures.some((failure3) => failureIdentity(failure3) === identity);
}
function withoutStep(plan, index) {
  const dropped = /* @__PURE__ */ new Set([index]);
  plan.forEach((step2, at) => {
    if (step2.via !== void 0 && dropped.has(step2.via.source))
      dropped.add(at);
  });
  const renumbered = /* @__PURE__ */ new Map();
  const kept = [];
  plan.forEach((step2, at) => {
    if (dropped.has(at))
      return;
    renumbered.set(at, kept.length);
    kept.push(step2.via === void 0 ? step2 : { ...step2, via: { link: step2.via.link, source: renumbered.get(step2.via.source) } });
  });
  return kept;
}

// dist/engine/stateful-phase.js
var DEFAULT_MAX_STEPS = 10;
var TRIES_PER_SEQUENCE = 3;
var META = { phase: "stateful", mode: "positive" };
function statefulLinks(spec, operations) {
  const selected = new Set(operations);
  const between = (links) => links.filter((link) => selected.has(link.source) && selected.has(link.target));
  const collected = collectLinks(spec);
  const declared = between(collected.links);
  if (declared.length > 0)
    return { links: declared, errors: collected.errors, inferred: false };
  return { links: between(inferLinks(spec)), errors: collected.errors, inferred: true };
}
var NO_LINKS_WARNING = {
  type: "warning",
  name: "no_links",
  message: "The stateful phase has nothing to run: the selected operations have no links, and none could be inferred",
  hint: "declare links under responses.<status>.links (x-links in OpenAPI 2.0), or run the other phases",
  operations: []
};
function hasStatefulWork(links) {
  return links.links.length > 0 || links.errors.length > 0;
}
function planStatefulPhase(env, links) {
  const enabled = (operation) => scopeFor(env, operation, "stateful").settings.enabled;
  const model = buildModel(links.links.filter((link) => enabled(link.source) && enabled(link.target)), (operation) => caseArbitrary(operation, env.generation));
  return { links, model, operations: [...model.arbitraries.keys()] };
}
async function runStatefulPhase(env, plan, runSeed, limits = {}) {
  const { links, model } = plan;
  await announceLinks(env, links);
  if (model.dropped.length > 0) {
    await env.emit({
      type: "warning",
      name: "unusable_links",
      message: `${model.dropped.length} link${model.dropped.length === 1 ? "" : "s"} cannot be followed: the data of ${model.dropped.length === 1 ? "its" : "their"} operations cannot be generated`,
      hint: "fix the schemas the messages name, or register a custom format",
      operations: model.dropped.map(({ link, reason }) => `${link.source.label} -> ${link.target.label} (${link.name}): ${reason}`)
    });
  }
  const collectors = /* @__PURE__ */ new Map();
  for (const operation of plan.operations)
    collectors.set(operation, new ResultCollector());
  const first = model.starts[0];
  if (first === void 0)
    return results(collectors);
  const settings = scopeFor(env, first, "stateful").settings;
  const maxSteps = settings.phaseOptions.maxSteps ?? DEFAULT_MAX_STEPS;
  const { maxExamples, noShrink } = settings.generation;
  const runner = new EngineStepRunner(env);
  const seen = /* @__PURE__ */ new Set();
  let newFailures = 0;
  const budgetReached = () => limits.failuresLeft !== void 0 && newFailures >= limits.failuresLeft;
  await orderedConcurrent({
    concurrency: env.settings.workers,
    mayStart: (index) => index < maxExamples * TRIES_PER_SEQUENCE && !env.stopped() && !budgetReached(),
    start: (index) => runNewSequence(model, runner, sequenceRandom(runSeed, index), maxSteps, env.stopped),
    consume: async (outcome, _index, settle2) => {
      for (const step2 of outcome.steps) {
        collectors.get(step2.planned.operation)?.countStatus(step2.response.statusCode, "negative");
      }
      seen.add(sequenceKey(outcome.steps));
      if (outcome.kind === "error") {
        collectors.get(outcome.operation)?.addError({
          title: "Network error",
          message: describeError(outcome.error),
          ...outcome.request === void 0 ? {} : { curl: reproduction(env, outcome.request) }
        });
        return false;
      }
      if (outcome.kind === "failed") {
        await settle2();
        newFailures += await reportFailure(env, runner, collectors, outcome, noShrink ? void 0 : model, limits.reportedBefore);
      }
      return seen.size < maxExamples && !env.stopped() && !budgetReached();
    }
  });
  return results(collectors);
}
function sequenceRandom(runSeed, index) {
  return new Random(xoroshiro128plus(operationSeed(runSeed, `stateful sequence ${index}`)));
}
async function reportFailure(env, runner, collectors, outcome, model, reportedBefore = () => false) {
  const failing = outcome.steps.at(-1);
  const operation = failing.planned.operation;
  const collector = collectors.get(operation);
  const fresh = failing.failures.filter((failure3) => collector?.isNew(failure3) === true);
  if (collector === void 0 || fresh.length === 0)
    return 0;
  const shrunk = model === void 0 ? outcome : await shrinkSequence(runner, outcome, fresh[0], DEFAULT_SHRINK_BUDGET, env.stopped, (each) => model.arbitraries.get(each));
  let counted = 0;
  for (const sequence of [shrunk, outcome]) {
    const last = sequence.steps.at(-1);
    for (const failure3 of last.failures) {
      if (!collector.isNew(failure3))
        continue;
      collector.addFailure(withSteps(env, failureReport(env, failure3, last.data, META, last.caseId, last.request, last.response), sequence.steps));
      if (!reportedBefore(operation, failure3))
        counted++;
    }
  }
  return counted;
}
function withSteps(env, report, steps) {
  return { ...report, steps: steps.map((step2) => ({ label: step2.planned.operation.label, curl: reproduction(env, step2.request) })) };
}
var EngineStepRunner = class {
  #env;
  constructor(env) {
    this.#env = env;
  }
  async send(...[operation, data, sequence]) {
    const scope = scopeFor(this.#env, operation, "stateful");
    const prepared = prepareCase(this.#env, scope, data);
    if ("skipped" in prepared)
      return { kind: "skipped", reason: prepared.skipped };
    const from = sequence.linkedFrom === void 0 ? void 0 : sequence.steps[sequence.linkedFrom];
    const linked = from === void 0 ? "" : `, values from step ${sequence.linkedFrom + 1} (${from.operation.label}, ${from.response.statusCode})`;
    const meta = { ...META, description: `stateful sequence step ${sequence.steps.length + 1}${linked}` };
    const outcome = await executeCase(this.#env, scope, prepared.data, meta, prepared, sequence);
    if (outcome.kind === "skipped")
      return outcome;
    if (outcome.kind === "error")
      return { kind: "error", request: outcome.request, error: outcome.error };
    return { ...outcome, data: prepared.data };
  }
};
async function announceLinks(env, links) {
  if (links.errors.length > 0) {
    await env.emit({
      type: "warning",
      name: "invalid_links",
      message: `${links.errors.length} link${links.errors.length === 1 ? "" : "s"} in the schema cannot be used; the stateful phase skips ${links.errors.length === 1 ? "it" : "them"}`,
      hint: "fix each link as its message says",
      operations: links.errors.map((error) => error.message)
    });
  }
  if (links.inferred && links.links.length > 0) {
    await env.emit({
      type: "warning",
      name: "inferred_links",
      message: "The schema declares no links, so the stateful phase follows links apitest inferred",
      hint: "declare links under responses.<status>.links (x-links in OpenAPI 2.0) to choose which calls are chained",
      operations: links.links.map((link) => `${link.source.label} (${link.status}) -> ${link.name}`)
    });
  }
}
function sequenceKey(steps) {
  return steps.map((step2) => `${step2.planned.via?.link.name ?? ""}@${step2.planned.via?.source ?? ""}:${requestFingerprint(step2.request)}`).join(",");
}
function results(collectors) {
  return new Map([...collectors].map(([operation, collector]) => [operation, collector.result()]));
}

// dist/engine/warning-filter.js
function withoutDisabledWarnings(emit, enabled) {
  if (enabled === void 0)
    return emit;
  const shown = new Set(enabled);
  return (event) => {
    if (event.type === "warning" && isWarningName(event.name) && !shown.has(event.name))
      return void 0;
    return emit(event);
  };
}

// dist/engine/warnings.js
var WARNING_TEXT = {
  missing_auth: {
    message: "Most responses were 401 Unauthorized or 403 Forbidden: the credentials are missing, invalid or insufficient",
    hint: "provide credentials with --auth user:password or -H 'Authorization: Bearer <token>'"
  },
  missing_test_data: {
    message: "Many responses were 404 Not Found: the generated identifiers do not exist on the server",
    hint: "provide known valid parameter values in the configuration file ([parameters])"
  },
  validation_mismatch: {
    message: "Many responses were 4xx validation errors: the schema's constraints are looser than the API's validation",
    hint: "align the schema with the validation the API really performs"
  }
};
function warningsFor(statuses, smallSample = false) {
  let total = 0;
  let auth = 0;
  let notFound = 0;
  let otherClientErrors = 0;
  for (const key in statuses) {
    const status = Number(key);
    const count = statuses[status] ?? 0;
    total += count;
    if (status === 401 || status === 403)
      auth += count;
    else if (status === 404)
      notFound += count;
    else if (status >= 400 && status < 500)
      otherClientErrors += count;
  }
  if (total === 0)
    return [];
  const found = [];
  if (auth / total >= 0.9)
    found.push("missing_auth");
  if (smallSample)
    return found;
  if (notFound / total >= 0.1)
    found.push("missing_test_data");
  if (otherClientErrors / total >= 0.1)
    found.push("validation_mismatch");
  return found;
}

// dist/engine/run.js
var MIN_CASES_FOR_WARNINGS = 5;
async function runTests(options) {
  const { spec, settings } = options;
  assertKnownMetrics(settings.generation.maximize ?? []);
  const started = performance.now();
  const seed = runSeedFor(settings.seed, settings.generation.deterministic);
  const emit = withoutDisabledWarnings(createEmitter(options.sinks), options.warnings);
  let stopReason;
  let failures = 0;
  const stopped = () => stopReason !== void 0 || options.signal?.aborted === true;
  const env = {
    spec,
    settings,
    transport: options.transport,
    checks: options.checks,
    checkNames: options.checks.map((check) => check.name),
    generation: options.generation,
    serializers: options.serializers,
    headers: options.headers,
    secrets: options.secrets ?? [],
    emit,
    stopped,
    ...options.signal === void 0 ? {} : { signal: options.signal },
    ...options.operationSettings === void 0 ? {} : { operationSettings: options.operationSettings },
    health: new HealthLog(options.suppressHealthChecks),
    ...options.database === void 0 ? {} : { exampleStore: new ExampleStore(options.database, `${spec.title}\0${spec.apiVersion}`) },
    ...options.hooks === void 0 ? {} : { hooks: options.hooks }
  };
  const isSelected = options.isSelected;
  const operations = isSelected === void 0 ? spec.operations : spec.operations.filter((operation) => isSelected(operation));
  const links = settings.phases.includes("stateful") ? statefulLinks(spec, operations) : void 0;
  const phases = settings.phases.filter((phase) => phase !== "stateful" || links !== void 0 && hasStatefulWork(links));
  const judge = options.judge ?? TRUSTING_JUDGE;
  const failedOperations = /* @__PURE__ */ new Set();
  const erroredOperations = /* @__PURE__ */ new Set();
  let errors = 0;
  let cases = 0;
  const warned = /* @__PURE__ */ new Map();
  const reported = new ReportedFailures();
  const enabledWarnings = new Set(options.warnings ?? Object.keys(WARNING_TEXT));
  try {
    await emit({
      type: "run-started",
      title: spec.title,
      specVersion: spec.specVersion,
      baseUrl: settings.baseUrl,
      operations: operations.length,
      phases,
      seed
    });
    if (links !== void 0 && !hasStatefulWork(links) && settings.phases.length === 1)
      await emit(NO_LINKS_WARNING);
    for (const phase of phases) {
      if (stopped())
        break;
      const plan = phase === "stateful" && links !== void 0 ? planStatefulPhase(env, links) : void 0;
      await emit({ type: "phase-started", phase, operations: plan?.operations.length ?? operations.length });
      const sequences = plan === void 0 ? void 0 : await runStatefulPhase(env, plan, seed, {
        failuresLeft: settings.maxFailures === void 0 ? void 0 : settings.maxFailures - failures,
        reportedBefore: (operation, failure3) => reported.has(operation.label, failure3)
      });
      await forEachConcurrent(
        sequences === void 0 ? operations : [...sequences.keys()],
        settings.workers,
        async (operation) => {
          const scope = scopeFor(env, operation, phase);
          if (!scope.settings.enabled)
            return;
          const raw = sequences?.get(operation) ?? await runOperationPhase(env, scope, seed, judge);
          const result = reported.fresh(operation.label, raw);
          cases += result.cases;
          errors += result.errors.length;
          failures += result.failures.length;
          if (result.status === "failed")
            failedOperations.add(operation.label);
          if (result.status === "errored")
            erroredOperations.add(operation.label);
          const smallSample = result.status !== "passed" && result.cases < MIN_CASES_FOR_WARNINGS;
          for (const name of warningsFor(result.statuses, smallSample)) {
            const affected = warned.get(name) ?? [];
            if (enabledWarnings.has(name) && !affected.includes(operation.label))
              warned.set(name, [...affected, operation.label]);
          }
          await emit(operationFinished(phase, operation.label, result));
          stopReason ??= maxFailuresReason(failures, settings.maxFailures);
        },
        // The stateful phase's results are all in: every involved operation reports, even after a stop.
        sequences === void 0 ? stopped : void 0
      );
      await emit({ type: "phase-finished", phase });
    }
    for (const [name, affected] of warned) {
      await emit({ type: "warning", name, message: WARNING_TEXT[name].message, hint: WARNING_TEXT[name].hint, operations: affected });
    }
    for (const event of env.health?.events() ?? [])
      await emit(event);
  } finally {
    const interrupted = options.signal?.aborted === true;
    const durationSeconds = (performance.now() - started) / 1e3;
    try {
      await emit({
        type: "run-finished",
        durationSeconds,
        interrupted,
        ...stopReason === void 0 ? {} : { stopReason }
      });
    } finally {
      await closeSinks(options.sinks);
    }
  }
  const responses = cases;
  return {
    seed,
    operations: operations.length,
    failedOperations: failedOperations.size,
    erroredOperations: [...erroredOperations].filter((label) => !failedOperations.has(label)).length,
    failures,
    errors,
    cases,
    responses,
    durationSeconds: (performance.now() - started) / 1e3,
    interrupted: options.signal?.aborted === true,
    ...stopReason === void 0 ? {} : { stopReason }
  };
}

// dist/serialization/layered-registry.js
var LayeredSerializerRegistry = class _LayeredSerializerRegistry extends SerializerRegistry {
  #base;
  #overlay;
  constructor(base, overlay) {
    super();
    this.#base = base;
    this.#overlay = overlay;
  }
  /** Registers on the base registry (the overlay belongs to its supplier). */
  register(mediaTypes, fn) {
    this.#base.register(mediaTypes, fn);
  }
  /** The overlay's serializer for the media type, else the base's. */
  find(mediaType) {
    return this.#overlay().find(mediaType) ?? this.#base.find(mediaType);
  }
  /** A copy of the base under the same overlay. */
  clone() {
    return new _LayeredSerializerRegistry(this.#base.clone(), this.#overlay);
  }
};

// dist/api/custom-serializers.js
var KEY2 = /* @__PURE__ */ Symbol.for("apitest.customSerializers");
function customSerializers() {
  const holder = globalThis;
  holder[KEY2] ??= new SerializerRegistry();
  return holder[KEY2];
}
function withCustomSerializers(base) {
  return new LayeredSerializerRegistry(base, customSerializers);
}
var UTF89 = new TextEncoder();

// dist/api/custom-generation.js
var FORMATS = /* @__PURE__ */ Symbol.for("apitest.customFormats");
var MEDIA_TYPES = /* @__PURE__ */ Symbol.for("apitest.customMediaTypes");
function customFormats() {
  const holder = globalThis;
  holder[FORMATS] ??= /* @__PURE__ */ new Map();
  return holder[FORMATS];
}
function customMediaTypes() {
  const holder = globalThis;
  holder[MEDIA_TYPES] ??= /* @__PURE__ */ new Map();
  return holder[MEDIA_TYPES];
}

// dist/specs/openapi/load-spec.js
import { fileURLToPath } from "node:url";

// dist/schema/bundle-external.js
import { basename } from "node:path";

// dist/schema/ref-scan.js
var NAMED_MAPS = /* @__PURE__ */ new Set(["properties", "patternProperties", "definitions", "$defs", "schemas", "dependentSchemas"]);
var STRUCTURAL_EXTENSIONS = /* @__PURE__ */ new Set(["x-ms-paths", "x-links"]);
function isDataKey(key, parentKey, grandParentKey) {
  if (parentKey !== void 0 && NAMED_MAPS.has(parentKey))
    return false;
  if (key === "example" || key === "enum" || key === "const")
    return true;
  if (key === "default")
    return parentKey !== "responses";
  if (key.startsWith("x-"))
    return !STRUCTURAL_EXTENSIONS.has(key);
  if (key === "value" && grandParentKey === "examples")
    return true;
  return false;
}
function scanRefs(document) {
  const found = [];
  const active = /* @__PURE__ */ new Set();
  const visit = (node, pointer, key, parentKey) => {
    if (node === null || typeof node !== "object" || active.has(node))
      return;
    active.add(node);
    if (Array.isArray(node)) {
      if (key !== "examples")
        node.forEach((item, index) => visit(item, appendPointer(pointer, index), key, parentKey));
    } else {
      const record2 = node;
      const ref = record2["$ref"];
      if (typeof ref === "string" && (key === void 0 || !NAMED_MAPS.has(key)))
        found.push({ ref, pointer });
      for (const [childKey, child] of Object.entries(record2)) {
        if (childKey === "$ref" || isDataKey(childKey, key, parentKey))
          continue;
        visit(child, appendPointer(pointer, childKey), childKey, key);
      }
    }
    active.delete(node);
  };
  visit(document, "", void 0, void 0);
  return found;
}
function isExternalRef(ref) {
  return !ref.startsWith("#");
}

// dist/schema/bundle-external.js
async function bundleExternalRefs(source) {
  const external = scanRefs(source.document).filter((use) => isExternalRef(use.ref));
  if (external.length === 0)
    return source.document;
  const { $RefParser } = await import("./lib-PSQJZI4Y.js");
  const parser = new $RefParser();
  try {
    const base = source.location ?? "";
    const { document, hidden } = hideData(source.document);
    const bundled = await parser.bundle(base, document, {
      bundle: { excludedPathMatcher: isDataPath },
      // The user chose this schema; its references to local dev servers (127.0.0.1) are legitimate.
      resolve: { external: true, http: { safeUrlResolver: false } },
      continueOnError: false
    });
    return restoreData(bundled, hidden);
  } catch (error) {
    throw new SchemaError("reference_error", describeBundleError(error, external, source.location), { cause: error });
  }
}
var PLACEHOLDER = "x-apitest-hidden-data";
function hideData(document) {
  const hidden = [];
  const copy = (node, key, parentKey) => {
    if (node === null || typeof node !== "object")
      return node;
    if (Array.isArray(node)) {
      if (key === "examples")
        return placeholder2(node);
      return node.map((item) => copy(item, key, parentKey));
    }
    const out = {};
    for (const [childKey, child] of Object.entries(node)) {
      out[childKey] = isDataKey(childKey, key, parentKey) && child !== null && typeof child === "object" ? placeholder2(child) : copy(child, childKey, key);
    }
    return out;
  };
  const placeholder2 = (value) => {
    hidden.push(value);
    return { [PLACEHOLDER]: hidden.length - 1 };
  };
  return { document: copy(document, void 0, void 0), hidden };
}
function restoreData(node, hidden) {
  if (node === null || typeof node !== "object")
    return node;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++)
      node[i] = restoreData(node[i], hidden);
    return node;
  }
  const record2 = node;
  const index = record2[PLACEHOLDER];
  if (typeof index === "number" && Object.keys(record2).length === 1)
    return hidden[index];
  for (const [key, child] of Object.entries(record2))
    record2[key] = restoreData(child, hidden);
  return record2;
}
function isDataPath(path) {
  const hash = path.indexOf("#");
  const keys = parsePointer(hash === -1 ? path : path.slice(hash + 1));
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key !== void 0 && isDataKey(key, keys[i - 1], keys[i - 2]))
      return true;
  }
  return false;
}
function describeBundleError(error, external, location) {
  const message = error instanceof Error ? error.message : String(error);
  const culprit = external.find((use) => {
    const file = use.ref.split("#")[0] ?? "";
    return file !== "" && (message.includes(file) || message.includes(basename(file)));
  });
  const where = location === void 0 ? "the schema" : location;
  if (culprit !== void 0) {
    return `The reference "${culprit.ref}" at ${culprit.pointer || "/"} in ${where} cannot be resolved: ${firstLine(message)}. Make sure the referenced file exists next to the schema (or is reachable), or bundle the schema into one file.`;
  }
  return `An external reference in ${where} cannot be resolved (${external.length} external reference(s), first "${external[0]?.ref ?? ""}" at ${external[0]?.pointer ?? ""}): ${firstLine(message)}. Make sure the referenced files exist (or are reachable), or bundle the schema into one file.`;
}
function firstLine(text2) {
  return (text2.split("\n")[0] ?? text2).replace(/[.\s]+$/, "");
}

// dist/schema/read-source.js
import { readFile as readFile3 } from "node:fs/promises";
import { resolve as resolvePath } from "node:path";

// dist/schema/parse-text.js
import { createRequire } from "node:module";
var require2 = createRequire(import.meta.url);
var yamlParser = () => require2("yaml");
function parseSchemaText(text2, sourceName) {
  const content = text2.startsWith("\uFEFF") ? text2.slice(1) : text2;
  const trimmed = content.trim();
  if (trimmed === "") {
    throw new SchemaError("schema_unreadable", `The schema at ${sourceName} is empty. Point apitest at a file or URL that contains an OpenAPI document (JSON or YAML).`);
  }
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      return JSON.parse(content);
    } catch (jsonError) {
      try {
        return parseYamlText(content);
      } catch {
        throw new SchemaError("schema_unreadable", `The schema at ${sourceName} is not valid JSON: ${describeJsonError(jsonError, content)}. Fix the syntax error (or check that the file is the schema you meant).`, { cause: jsonError });
      }
    }
  }
  try {
    return parseYamlText(content);
  } catch (yamlError) {
    throw new SchemaError("schema_unreadable", `The schema at ${sourceName} is neither valid JSON nor valid YAML: ${describeYamlError(yamlError)}. Fix the syntax error (or check that the file is the schema you meant).`, { cause: yamlError });
  }
}
var FAST_SCHEMA = CORE_SCHEMA.withTags(mergeTag);
function parseYamlText(text2) {
  try {
    return load(text2, { schema: FAST_SCHEMA, json: true, maxAliases: -1, maxTotalMergeKeys: -1 });
  } catch {
    return parseYamlStrictly(text2);
  }
}
function parseYamlStrictly(text2) {
  return yamlParser().parse(text2, {
    version: "1.2",
    schema: "core",
    merge: true,
    uniqueKeys: false,
    maxAliasCount: -1,
    prettyErrors: true,
    strict: false
  });
}
function describeYamlError(error) {
  if (error instanceof Error && error.name === "YAMLParseError") {
    const { linePos } = error;
    const firstLine3 = error.message.split("\n")[0] ?? error.message;
    const pos = linePos?.[0];
    if (pos !== void 0 && !/line \d+/.test(firstLine3))
      return `${firstLine3} (line ${pos.line}, column ${pos.col})`;
    return firstLine3;
  }
  return error instanceof Error ? error.message : String(error);
}
function describeJsonError(error, text2) {
  const message = error instanceof Error ? error.message : String(error);
  if (/line \d+ column \d+/.test(message))
    return message;
  const position = /position (\d+)/.exec(message);
  if (position?.[1] === void 0)
    return message;
  const offset = Number(position[1]);
  const before = text2.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `${message} (line ${line}, column ${column})`;
}

// dist/schema/read-source.js
async function readSchemaFromPath(path, options = {}) {
  let text2;
  try {
    text2 = await readFile3(path, { encoding: options.encoding ?? "utf8" });
  } catch (error) {
    throw new SchemaError("schema_unreadable", describeFileError(path, error), { cause: error });
  }
  const location = resolvePath(path);
  return { document: asDocument(parseSchemaText(text2, path), path), location };
}
async function readSchemaFromUrl(url, options = {}) {
  const { fetchSchemaText } = await import("./fetch-url-EJJPRSJP.js");
  const fetched = await fetchSchemaText(url, options);
  return { document: asDocument(parseSchemaText(fetched.text, url), url), location: fetched.url };
}
function asDocument(value, sourceName) {
  if (value !== null && typeof value === "object" && !Array.isArray(value))
    return value;
  const found = value === null ? "null" : Array.isArray(value) ? "a list" : `a single ${typeof value} value`;
  throw new SchemaError("schema_invalid", `The schema at ${sourceName} is not an OpenAPI document: it contains ${found}, not an object. apitest supports OpenAPI 2.0, 3.0 and 3.1 (and GraphQL).`);
}
function describeFileError(path, error) {
  const code = error?.code;
  if (code === "ENOENT")
    return `The schema file ${path} does not exist (looked for ${resolvePath(path)}). Check the path.`;
  if (code === "EISDIR")
    return `The schema path ${path} is a directory. Give the path of the schema file inside it.`;
  if (code === "EACCES" || code === "EPERM")
    return `The schema file ${path} cannot be read: permission denied.`;
  return `The schema file ${path} cannot be read: ${errorMessage(error)}.`;
}
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

// dist/specs/openapi/convert-context.js
function createConvertContext(family) {
  return { family, refs: [], schemaPointers: /* @__PURE__ */ new WeakMap(), active: /* @__PURE__ */ new Set() };
}
function setRef(holder, ref, pointer, context) {
  holder["$ref"] = ref.startsWith("#") ? documentRef(ref.slice(1)) : ref;
  context.refs.push({ ref, pointer, holder });
  return holder;
}
function isRecord2(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// dist/specs/openapi/resolve-ref.js
var DOC_PREFIX = `${DOCUMENT_URI}#`;
var MAX_HOPS = 32;
function refToPointer(ref) {
  if (ref.startsWith(DOC_PREFIX))
    return ref.slice(DOC_PREFIX.length);
  if (ref.startsWith("#"))
    return ref.slice(1);
  return void 0;
}
function resolvePointer(document, pointer) {
  return resolveWithin(document, pointer, 0);
}
function resolveWithin(document, pointer, depth) {
  if (depth > MAX_HOPS)
    return void 0;
  const direct = getAtPointer(document, pointer);
  if (direct !== void 0)
    return { value: direct, pointer };
  let current = document;
  let at = "";
  for (const key of parsePointer(pointer)) {
    let next = stepInto(current, key);
    for (let hops = 0; next === void 0 && hops < MAX_HOPS; hops++) {
      const detour = detourOf(document, current, at, depth);
      if (detour === void 0)
        return void 0;
      current = detour.value;
      at = detour.pointer;
      next = stepInto(current, key);
    }
    if (next === void 0)
      return void 0;
    current = next;
    at = appendPointer(at, key);
  }
  return { value: current, pointer: at };
}
function followRefs(document, node, pointer) {
  let current = { value: node, pointer };
  for (let hops = 0; hops < MAX_HOPS; hops++) {
    const ref = isRecord2(current.value) ? current.value["$ref"] : void 0;
    if (typeof ref !== "string")
      return current;
    const target = refToPointer(ref);
    if (target === void 0)
      return void 0;
    const found = resolvePointer(document, target);
    if (found === void 0)
      return void 0;
    current = found;
  }
  return void 0;
}
function stepInto(node, key) {
  if (node === null || typeof node !== "object" || !Object.hasOwn(node, key))
    return void 0;
  return node[key];
}
function detourOf(document, node, pointer, depth) {
  if (!isRecord2(node))
    return void 0;
  const ref = node["$ref"];
  if (typeof ref === "string") {
    const target = refToPointer(ref);
    return target === void 0 ? void 0 : resolveWithin(document, target, depth + 1);
  }
  const anyOf = node["anyOf"];
  if (Array.isArray(anyOf) && anyOf.length === 2 && isRecord2(anyOf[1]) && anyOf[1]["type"] === "null") {
    return { value: anyOf[0], pointer: appendPointer(appendPointer(pointer, "anyOf"), 0) };
  }
  return void 0;
}

// dist/specs/openapi/build-context.js
var UnreadableOperation = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UnreadableOperation";
  }
};
function derefObject(context, node, pointer, what) {
  const found = followRefs(context.document, node, pointer);
  if (found === void 0 || !isRecord2(found.value)) {
    throw new UnreadableOperation(`its ${what} at ${pointer} is not an object (or its $ref does not lead to one)`);
  }
  return found.value;
}
function tryDeref(context, node, pointer) {
  const found = followRefs(context.document, node, pointer);
  return found !== void 0 && isRecord2(found.value) ? found.value : void 0;
}
function stringList(value) {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : void 0;
}
function collectExamples(context, node, pointer) {
  const found = [];
  if (node["example"] !== void 0)
    found.push(node["example"]);
  const examples = node["examples"];
  if (Array.isArray(examples))
    found.push(...examples);
  else if (isRecord2(examples)) {
    for (const [name, entry] of Object.entries(examples)) {
      const example = tryDeref(context, entry, `${pointer}/examples/${name}`);
      if (example !== void 0 && example["value"] !== void 0)
        found.push(example["value"]);
    }
  }
  if (node["x-example"] !== void 0)
    found.push(node["x-example"]);
  const vendor = node["x-examples"];
  if (isRecord2(vendor))
    found.push(...Object.values(vendor));
  else if (Array.isArray(vendor))
    found.push(...vendor);
  return found;
}

// dist/specs/openapi/check-refs.js
function checkRefs(document, refs, sourceName) {
  const resolved = /* @__PURE__ */ new Map();
  const cycles = /* @__PURE__ */ new Map();
  const broken = [];
  for (const use of refs) {
    const pointer = refToPointer(use.ref);
    if (pointer === void 0) {
      broken.push(use);
      continue;
    }
    let target;
    if (resolved.has(pointer))
      target = resolved.get(pointer);
    else {
      target = resolvePointer(document, pointer)?.pointer;
      resolved.set(pointer, target);
    }
    if (target === void 0)
      broken.push(use);
    else {
      if (target !== pointer)
        use.holder["$ref"] = documentRef(target);
      const loop = cycles.has(target) ? cycles.get(target) : pureRefCycle(document, target);
      cycles.set(target, loop);
      if (loop !== void 0) {
        throw new SchemaError("reference_error", `The reference "${use.ref}" used at ${use.pointer || "/"} in ${sourceName} only leads back to itself (${loop.join(" \u2192 ")}): it describes no value. Give the schema a type or properties, or point the reference at one that has them.`);
      }
    }
  }
  const first = broken[0];
  if (first === void 0)
    return;
  const more = broken.length > 1 ? ` (${broken.length - 1} more reference(s) are broken too)` : "";
  const why = refToPointer(first.ref) === void 0 ? "it points outside the document and was not bundled" : "nothing exists at that location";
  throw new SchemaError("reference_error", `The reference "${first.ref}" used at ${first.pointer || "/"} in ${sourceName} cannot be resolved: ${why}${more}. Fix the reference or add the missing definition.`);
}
var ANNOTATIONS = /* @__PURE__ */ new Set(["$ref", "description", "summary", "title", "$comment"]);
function pureRefCycle(document, start) {
  const chain = [start];
  let pointer = start;
  for (; ; ) {
    const node = resolvePointer(document, pointer)?.value;
    if (typeof node !== "object" || node === null || Array.isArray(node))
      return void 0;
    const keys = Object.keys(node);
    const ref = node["$ref"];
    if (typeof ref !== "string" || !keys.every((key) => ANNOTATIONS.has(key)))
      return void 0;
    const next = refToPointer(ref);
    if (next === void 0)
      return void 0;
    if (chain.includes(next))
      return [...chain, next];
    chain.push(next);
    pointer = next;
  }
}

// dist/specs/openapi/convert-schema.js
var SCHEMA_MAPS = /* @__PURE__ */ new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
var SCHEMA_SINGLE = /* @__PURE__ */ new Set([
  "additionalProperties",
  "additionalItems",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contentSchema"
]);
var SCHEMA_LISTS = /* @__PURE__ */ new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
var NUMERIC2 = /* @__PURE__ */ new Set(["minimum", "maximum", "multipleOf", "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"]);
var CONSUMED = /* @__PURE__ */ new Set(["nullable", "x-nullable", "$schema", "$id"]);
var KEPT_IN_31 = /* @__PURE__ */ new Set(["x-nullable", "$id"]);
var COMPOSITION = ["allOf", "anyOf", "oneOf", "not", "$ref"];
function convertSchema(schema, pointer, context) {
  if (!isRecord2(schema) || context.active.has(schema))
    return schema;
  context.active.add(schema);
  try {
    const converted = convertObject(schema, pointer, context);
    context.schemaPointers.set(converted, pointer);
    return converted;
  } finally {
    context.active.delete(schema);
  }
}
function convertObject(schema, pointer, context) {
  const legacy = context.family !== "3.1";
  const nullable = legacy && (schema["nullable"] === true || schema["x-nullable"] === true);
  const ref = schema["$ref"];
  if (legacy && typeof ref === "string") {
    const reference = setRef({}, ref, pointer, context);
    return nullable ? { anyOf: [reference, { type: "null" }] } : reference;
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (CONSUMED.has(key) && (legacy || !KEPT_IN_31.has(key)))
      continue;
    const at = appendPointer(pointer, key);
    if (key === "$ref" && typeof value === "string")
      setRef(out, value, pointer, context);
    else if (SCHEMA_MAPS.has(key) && isRecord2(value))
      out[key] = convertMap(value, at, context);
    else if (SCHEMA_SINGLE.has(key))
      out[key] = convertSchema(value, at, context);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value))
      out[key] = value.map((item, i) => convertSchema(item, appendPointer(at, i), context));
    else if (key === "items")
      convertItems(value, pointer, out, context);
    else if (key === "required") {
      if (Array.isArray(value))
        out[key] = value.filter((name) => typeof name === "string");
    } else if (NUMERIC2.has(key) && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
      out[key] = Number(value);
    else
      out[key] = value;
  }
  convertExclusiveBounds(out);
  if (out["type"] === "file") {
    out["type"] = "string";
    out["format"] = "binary";
  }
  return nullable ? makeNullable(out) : out;
}
function convertMap(map, pointer, context) {
  const out = {};
  for (const [name, value] of Object.entries(map))
    out[name] = convertSchema(value, appendPointer(pointer, name), context);
  return out;
}
function convertItems(value, pointer, out, context) {
  if (Array.isArray(value)) {
    const at = appendPointer(pointer, "prefixItems");
    out["prefixItems"] = value.map((item, i) => convertSchema(item, appendPointer(at, i), context));
    return;
  }
  out["items"] = convertSchema(value, appendPointer(pointer, "items"), context);
}
function convertExclusiveBounds(out) {
  for (const [exclusive, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"]
  ]) {
    const flag = out[exclusive];
    if (typeof flag !== "boolean")
      continue;
    delete out[exclusive];
    if (flag && typeof out[bound] === "number") {
      out[exclusive] = out[bound];
      delete out[bound];
    }
  }
}
function makeNullable(out) {
  const type = out["type"];
  const hasComposition = COMPOSITION.some((key) => key in out);
  if (!hasComposition && (typeof type === "string" || Array.isArray(type))) {
    const types = typeof type === "string" ? [type] : [...type];
    if (!types.includes("null"))
      types.push("null");
    out["type"] = types;
    const values2 = out["enum"];
    if (Array.isArray(values2) && !values2.includes(null))
      out["enum"] = [...values2, null];
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}

// dist/specs/openapi/convert-document.js
var PARAMETER_FIELDS = /* @__PURE__ */ new Set(["name", "in", "required", "description", "allowEmptyValue", "collectionFormat", "x-example", "x-examples"]);
function convertDocument(document, family) {
  const context = createConvertContext(family);
  const converted = convertNode(document, "", context);
  return { document: converted, refs: context.refs, schemaPointers: context.schemaPointers };
}
function convertNode(node, pointer, context) {
  if (node === null || typeof node !== "object" || context.active.has(node))
    return node;
  if (Array.isArray(node))
    return node.map((item, i) => convertNode(item, appendPointer(pointer, i), context));
  context.active.add(node);
  try {
    return convertObject2(node, pointer, context);
  } finally {
    context.active.delete(node);
  }
}
function convertObject2(node, pointer, context) {
  const ref = node["$ref"];
  if (typeof ref === "string")
    return convertReference(node, ref, pointer, context);
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    const at = appendPointer(pointer, key);
    out[key] = convertField(key, value, at, context);
  }
  return out;
}
function convertField(key, value, at, context) {
  switch (key) {
    case "schema":
      return convertSchema(value, at, context);
    case "schemas":
    case "definitions":
      return mapValues(value, at, (item, itemAt) => convertSchema(item, itemAt, context));
    case "parameters":
      return Array.isArray(value) ? value.map((item, i) => convertParameter(item, appendPointer(at, i), context)) : mapValues(value, at, (item, itemAt) => convertParameter(item, itemAt, context));
    case "headers":
      return mapValues(value, at, (item, itemAt) => context.family === "2.0" ? convertSchema(item, itemAt, context) : convertNode(item, itemAt, context));
    case "links":
    case "x-links":
      return mapValues(value, at, (item, itemAt) => convertLink(item, itemAt, context));
    case "examples":
      return context.family === "2.0" || !isRecord2(value) ? value : mapValues(value, at, (item, itemAt) => convertExample(item, itemAt, context));
    // `default` is not listed: in a responses map it is the default response, not data.
    case "example":
    case "enum":
    case "const":
      return value;
    case "x-ms-paths":
      return convertNode(value, at, context);
    default:
      return key.startsWith("x-") ? value : convertNode(value, at, context);
  }
}
function convertReference(node, ref, pointer, context) {
  const holder = {};
  if (context.family === "3.1") {
    if (node["summary"] !== void 0)
      holder["summary"] = node["summary"];
    if (node["description"] !== void 0)
      holder["description"] = node["description"];
  }
  return setRef(holder, ref, pointer, context);
}
function convertParameter(parameter, pointer, context) {
  if (context.family !== "2.0" || !isRecord2(parameter) || typeof parameter["$ref"] === "string" || parameter["in"] === "body") {
    return convertNode(parameter, pointer, context);
  }
  const schemaPart = {};
  const out = {};
  for (const [key, value] of Object.entries(parameter)) {
    if (PARAMETER_FIELDS.has(key))
      out[key] = value;
    else
      schemaPart[key] = value;
  }
  const converted = convertSchema(schemaPart, pointer, context);
  return isRecord2(converted) ? { ...converted, ...out } : out;
}
function convertExample(example, pointer, context) {
  if (!isRecord2(example))
    return example;
  const ref = example["$ref"];
  if (typeof ref === "string" && !("value" in example))
    return convertReference(example, ref, pointer, context);
  return example;
}
function convertLink(link, pointer, context) {
  if (!isRecord2(link))
    return link;
  const ref = link["$ref"];
  return typeof ref === "string" ? convertReference(link, ref, pointer, context) : link;
}
function mapValues(value, pointer, convert) {
  if (!isRecord2(value))
    return value;
  const out = {};
  for (const [name, item] of Object.entries(value))
    out[name] = convert(item, appendPointer(pointer, name));
  return out;
}

// dist/specs/openapi/detect-version.js
var SUPPORTED = "apitest supports OpenAPI 2.0, 3.0 and 3.1 (and GraphQL).";
function detectVersion(document, sourceName) {
  const swagger = document["swagger"];
  const openapi = document["openapi"];
  if (swagger !== void 0) {
    const version = typeof swagger === "number" ? swagger.toFixed(1) : String(swagger);
    if (version === "2.0")
      return { specVersion: version, family: "2.0" };
    throw unsupported(sourceName, "swagger", swagger);
  }
  if (openapi !== void 0) {
    const version = typeof openapi === "number" ? Number.isInteger(openapi) ? openapi.toFixed(1) : String(openapi) : String(openapi);
    if (/^3\.0(\.\d+)?(-[\w.]+)?$/.test(version))
      return { specVersion: version, family: "3.0" };
    if (/^3\.1(\.\d+)?(-[\w.]+)?$/.test(version))
      return { specVersion: version, family: "3.1" };
    throw unsupported(sourceName, "openapi", openapi);
  }
  const data = document["data"];
  if ("__schema" in document || data !== null && typeof data === "object" && "__schema" in data) {
    throw new SchemaError("schema_invalid", `The schema at ${sourceName} is a GraphQL introspection result, not an OpenAPI document. Load it with the GraphQL loader instead.`);
  }
  throw new SchemaError("schema_invalid", `The schema at ${sourceName} is not an OpenAPI document: it has no "openapi" or "swagger" field. ${SUPPORTED}`);
}
function unsupported(sourceName, field, value) {
  return new SchemaError("schema_unsupported", `The schema at ${sourceName} declares ${field}: ${JSON.stringify(value)}, a version apitest does not support. ${SUPPORTED} Convert the document to one of those versions.`);
}

// dist/specs/openapi/parameters.js
var LOCATIONS3 = /* @__PURE__ */ new Set(["path", "query", "header", "cookie"]);
var STYLES = /* @__PURE__ */ new Set(["matrix", "label", "form", "simple", "spaceDelimited", "pipeDelimited", "deepObject"]);
var IGNORED_HEADERS = /* @__PURE__ */ new Set(["accept", "content-type", "authorization"]);
var IGNORED_HEADERS_V2 = /* @__PURE__ */ new Set(["content-type"]);
function isIgnoredHeader(family, name) {
  return (family === "2.0" ? IGNORED_HEADERS_V2 : IGNORED_HEADERS).has(name.toLowerCase());
}
var PARAMETER_FIELDS2 = /* @__PURE__ */ new Set([
  "name",
  "in",
  "required",
  "description",
  "allowEmptyValue",
  "collectionFormat",
  "x-example",
  "x-examples"
]);
function mergeParameters(context, pathLevel, pathPointer, operationLevel, operationPointer) {
  const merged2 = /* @__PURE__ */ new Map();
  for (const [list3, pointer] of [
    [pathLevel, pathPointer],
    [operationLevel, operationPointer]
  ]) {
    if (list3 === void 0)
      continue;
    if (!Array.isArray(list3))
      throw new UnreadableOperation(`its parameters at ${pointer} are not a list`);
    list3.forEach((item, index) => {
      const at = appendPointer(pointer, index);
      const node = derefObject(context, item, at, "parameter");
      merged2.set(`${String(node["in"])}:${String(node["name"])}`, { node, pointer: at });
    });
  }
  return [...merged2.values()];
}
function buildParameter(context, raw) {
  const { node, pointer } = raw;
  const name = node["name"];
  const location = node["in"];
  if (typeof name !== "string")
    throw new UnreadableOperation(`the parameter at ${pointer} has no name`);
  if (typeof location !== "string" || !LOCATIONS3.has(location)) {
    throw new UnreadableOperation(`the parameter "${name}" at ${pointer} has an unknown location "${String(location)}"`);
  }
  const where = location;
  if (where === "header" && isIgnoredHeader(context.family, name))
    return void 0;
  const common = {
    name,
    location: where,
    required: where === "path" ? true : node["required"] === true,
    allowReserved: node["allowReserved"] === true,
    deprecated: node["deprecated"] === true
  };
  if (context.family === "2.0") {
    const schema = legacySchema(node);
    const { style: style2, explode: explode2 } = collectionStyle(node["collectionFormat"], where, isArraySchema(schema));
    return { ...common, schema, style: style2, explode: explode2, examples: collectExamples(context, node, pointer) };
  }
  const style = typeof node["style"] === "string" && STYLES.has(node["style"]) ? node["style"] : defaultStyle(where);
  const explode = typeof node["explode"] === "boolean" ? node["explode"] : style === "form";
  const examples = collectExamples(context, node, pointer);
  const content = node["content"];
  if (node["schema"] === void 0 && isRecord2(content)) {
    const [contentType, media] = Object.entries(content)[0] ?? [];
    if (contentType !== void 0 && isRecord2(media)) {
      examples.push(...collectExamples(context, media, appendPointer(appendPointer(pointer, "content"), contentType)));
      return { ...common, schema: asSchema(media["schema"]), style, explode, examples, contentType };
    }
  }
  return { ...common, schema: asSchema(node["schema"]), style, explode, examples };
}
function legacySchema(node) {
  const schema = {};
  for (const [key, value] of Object.entries(node))
    if (!PARAMETER_FIELDS2.has(key))
      schema[key] = value;
  return schema;
}
function collectionStyle(format, location, isArray) {
  if (!isArray)
    return { style: defaultStyle(location), explode: location === "query" || location === "cookie" };
  switch (format) {
    case "ssv":
      return { style: "spaceDelimited", explode: false };
    case "pipes":
      return { style: "pipeDelimited", explode: false };
    case "tsv":
      return { style: "tabDelimited", explode: false };
    case "multi":
      return { style: "form", explode: true };
    default:
      return { style: defaultStyle(location), explode: false };
  }
}
function defaultStyle(location) {
  return location === "query" || location === "cookie" ? "form" : "simple";
}
function isArraySchema(schema) {
  if (typeof schema === "boolean")
    return false;
  const type = schema["type"];
  return type === "array" || Array.isArray(type) && type.includes("array");
}
function asSchema(value) {
  if (typeof value === "boolean" || isRecord2(value))
    return value;
  return {};
}

// dist/specs/openapi/request-body.js
var FORM2 = "application/x-www-form-urlencoded";
var MULTIPART = "multipart/form-data";
var ENCODING_STYLES = /* @__PURE__ */ new Set(["form", "spaceDelimited", "pipeDelimited", "deepObject"]);
function buildRequestBody(context, node, pointer) {
  if (node === void 0)
    return void 0;
  const body = derefObject(context, node, pointer, "request body");
  const content = isRecord2(body["content"]) ? body["content"] : {};
  const alternatives = [];
  for (const [mediaType, media] of Object.entries(content)) {
    const mediaPointer = appendPointer(appendPointer(pointer, "content"), mediaType);
    const mediaObject = isRecord2(media) ? media : {};
    alternatives.push({
      mediaType,
      schema: asSchema(mediaObject["schema"]),
      examples: collectExamples(context, mediaObject, mediaPointer),
      encoding: buildEncoding(mediaObject["encoding"])
    });
  }
  return { required: body["required"] === true, alternatives };
}
function buildLegacyRequestBody(context, parameters, consumes) {
  const mediaTypes = consumes ?? context.consumes;
  const body = parameters.find((raw) => raw.node["in"] === "body");
  if (body !== void 0) {
    const types2 = mediaTypes.length > 0 ? mediaTypes : ["application/json"];
    const schema2 = asSchema(body.node["schema"]);
    const examples = collectExamples(context, body.node, body.pointer);
    return {
      required: body.node["required"] === true,
      alternatives: types2.map((mediaType) => ({ mediaType, schema: schema2, examples, encoding: {} }))
    };
  }
  const fields = parameters.filter((raw) => raw.node["in"] === "formData");
  if (fields.length === 0)
    return void 0;
  const properties = {};
  const required = [];
  const encoding = {};
  let hasFile = false;
  for (const { node } of fields) {
    const name = String(node["name"]);
    const schema2 = legacySchema(node);
    properties[name] = schema2;
    if (node["required"] === true)
      required.push(name);
    if (isRecord2(schema2) && schema2["format"] === "binary")
      hasFile = true;
    if (isArraySchema(schema2)) {
      const { style, explode } = collectionStyle(node["collectionFormat"], "query", true);
      encoding[name] = { style, explode };
    }
  }
  const declared = mediaTypes.filter((type) => type === FORM2 || type === MULTIPART || type.startsWith("multipart/"));
  const types = declared.length > 0 ? declared : [hasFile ? MULTIPART : FORM2];
  const schema = { type: "object", properties, ...required.length > 0 ? { required } : {} };
  return {
    required: required.length > 0,
    alternatives: types.map((mediaType) => ({ mediaType, schema, examples: [], encoding }))
  };
}
function buildEncoding(value) {
  if (!isRecord2(value))
    return {};
  const out = {};
  for (const [property, raw] of Object.entries(value)) {
    if (!isRecord2(raw))
      continue;
    const style = typeof raw["style"] === "string" && ENCODING_STYLES.has(raw["style"]) ? raw["style"] : void 0;
    const entry = {};
    if (typeof raw["contentType"] === "string")
      entry.contentType = raw["contentType"];
    if (style !== void 0)
      entry.style = style;
    if (typeof raw["explode"] === "boolean")
      entry.explode = raw["explode"];
    else if (style !== void 0)
      entry.explode = style === "form";
    if (typeof raw["allowReserved"] === "boolean")
      entry.allowReserved = raw["allowReserved"];
    out[property] = entry;
  }
  return out;
}
function operationConsumes(operation) {
  return stringList(operation["consumes"]);
}

// dist/specs/openapi/responses.js
function buildResponses(context, operation, pointer) {
  const responses = operation["responses"];
  if (!isRecord2(responses))
    return [];
  const at = appendPointer(pointer, "responses");
  const produces = stringList(operation["produces"]) ?? context.produces;
  const built = [];
  for (const [status, node] of Object.entries(responses)) {
    if (status.startsWith("x-"))
      continue;
    const responsePointer = appendPointer(at, status);
    const response = derefObject(context, node, responsePointer, `response ${status}`);
    built.push({
      status: status.toUpperCase() === "DEFAULT" ? "default" : status.toUpperCase(),
      description: typeof response["description"] === "string" ? response["description"] : "",
      headers: buildHeaders(context, response["headers"], appendPointer(responsePointer, "headers")),
      content: context.family === "2.0" ? legacyContent(response, produces) : buildContent(response["content"]),
      links: buildLinks(context, response[context.family === "2.0" ? "x-links" : "links"] ?? response["x-links"], responsePointer)
    });
  }
  return built;
}
function buildHeaders(context, headers, pointer) {
  if (!isRecord2(headers))
    return [];
  const built = [];
  for (const [name, node] of Object.entries(headers)) {
    if (name.toLowerCase() === "content-type")
      continue;
    const header = tryDeref(context, node, appendPointer(pointer, name));
    if (header === void 0)
      continue;
    if (context.family === "2.0") {
      built.push({ name, required: false, schema: legacySchema(header) });
      continue;
    }
    let schema = header["schema"];
    const content = header["content"];
    if (schema === void 0 && isRecord2(content)) {
      const media = Object.values(content)[0];
      if (isRecord2(media))
        schema = media["schema"];
    }
    built.push({ name, required: header["required"] === true, schema: asSchema(schema) });
  }
  return built;
}
function buildContent(content) {
  if (!isRecord2(content))
    return [];
  return Object.entries(content).map(([mediaType, media]) => isRecord2(media) && media["schema"] !== void 0 ? { mediaType, schema: asSchema(media["schema"]) } : { mediaType });
}
function legacyContent(response, produces) {
  const schema = response["schema"];
  if (schema === void 0)
    return [];
  const types = produces.length > 0 ? produces : ["application/json"];
  return types.map((mediaType) => ({ mediaType, schema: asSchema(schema) }));
}
function buildLinks(context, links, pointer) {
  if (!isRecord2(links))
    return {};
  const out = {};
  for (const [name, link] of Object.entries(links)) {
    out[name] = tryDeref(context, link, appendPointer(appendPointer(pointer, "links"), name)) ?? link;
  }
  return out;
}

// dist/specs/openapi/security.js
function buildSecuritySchemes(document, family, warnings) {
  const components = document["components"];
  const pointer = family === "2.0" ? "/securityDefinitions" : "/components/securitySchemes";
  const raw = family === "2.0" ? document["securityDefinitions"] : isRecord2(components) ? components["securitySchemes"] : void 0;
  const schemes = {};
  if (!isRecord2(raw))
    return schemes;
  for (const [name, node] of Object.entries(raw)) {
    const found = followRefs(document, node, appendPointer(pointer, name))?.value;
    if (!isRecord2(found)) {
      warnings.push(`Security scheme "${name}" is not an object and was ignored.`);
      continue;
    }
    schemes[name] = toDefinition(name, found, warnings);
  }
  return schemes;
}
function toDefinition(name, node, warnings) {
  const type = node["type"];
  if (type === "basic")
    return { type: "http", name, scheme: "basic" };
  if (type === "http")
    return { type: "http", name, scheme: typeof node["scheme"] === "string" ? node["scheme"].toLowerCase() : "bearer" };
  if (type === "apiKey") {
    const location = node["in"];
    if ((location === "query" || location === "header" || location === "cookie") && typeof node["name"] === "string") {
      return { type: "apiKey", name, location, parameterName: node["name"] };
    }
    warnings.push(`Security scheme "${name}" (apiKey) has no usable "in"/"name" and is treated as an unknown scheme.`);
    return { type: "other", name };
  }
  if (type === "oauth2" || type === "openIdConnect")
    return { type, name };
  return { type: "other", name };
}
function resolveSecurity(requirement, schemes, label, warnings) {
  if (!Array.isArray(requirement))
    return [];
  const alternatives = [];
  for (const entry of requirement) {
    if (!isRecord2(entry))
      continue;
    const set = [];
    for (const name of Object.keys(entry)) {
      const scheme = schemes[name];
      if (scheme === void 0)
        warnings.push(`${label}: security requirement "${name}" names no defined security scheme; it was ignored.`);
      else
        set.push(scheme);
    }
    alternatives.push(set);
  }
  return alternatives;
}

// dist/specs/openapi/operations.js
var METHODS = new Set(HTTP_METHODS);
function buildOperations(context) {
  const operations = [];
  for (const section of ["paths", "x-ms-paths"]) {
    const paths = context.document[section];
    if (!isRecord2(paths))
      continue;
    for (const [path, item] of Object.entries(paths)) {
      if (path.startsWith("x-"))
        continue;
      const itemPointer = appendPointer(`/${section}`, path);
      const pathItem = tryDeref(context, item, itemPointer);
      if (pathItem === void 0) {
        context.warnings.push(`Skipped path ${path}: its path item at ${itemPointer} is not an object.`);
        continue;
      }
      for (const [key, operation] of Object.entries(pathItem)) {
        const method = key.toLowerCase();
        if (!METHODS.has(method))
          continue;
        const pointer = appendPointer(itemPointer, key);
        const label = operationLabel(method, path);
        try {
          if (!isRecord2(operation))
            throw new UnreadableOperation(`the operation at ${pointer} is not an object`);
          operations.push(buildOperation(context, { path, method, pathItem, itemPointer, operation, pointer, label }));
        } catch (error) {
          if (!(error instanceof UnreadableOperation))
            throw error;
          context.warnings.push(`Skipped ${label}: ${error.message}.`);
        }
      }
    }
  }
  return operations;
}
function buildOperation(context, input) {
  const { operation, pointer, label } = input;
  const raw = mergeParameters(context, input.pathItem["parameters"], appendPointer(input.itemPointer, "parameters"), operation["parameters"], appendPointer(pointer, "parameters"));
  const parameters = [];
  for (const parameter of raw) {
    if (context.family === "2.0" && (parameter.node["in"] === "body" || parameter.node["in"] === "formData"))
      continue;
    const built = buildParameter(context, parameter);
    if (built !== void 0)
      parameters.push(built);
  }
  const requestBody = context.family === "2.0" ? buildLegacyRequestBody(context, raw, operationConsumes(operation)) : buildRequestBody(context, operation["requestBody"], appendPointer(pointer, "requestBody"));
  const security = resolveSecurity(operation["security"] ?? context.document["security"], context.securitySchemes, label, context.warnings);
  return {
    method: input.method.toUpperCase(),
    path: input.path,
    label,
    ...typeof operation["operationId"] === "string" ? { operationId: operation["operationId"] } : {},
    ...typeof operation["summary"] === "string" ? { summary: operation["summary"] } : {},
    tags: stringList(operation["tags"]) ?? [],
    deprecated: operation["deprecated"] === true,
    parameters,
    ...requestBody === void 0 ? {} : { requestBody },
    responses: buildResponses(context, operation, pointer),
    security,
    pointer
  };
}

// dist/specs/openapi/servers.js
function resolveServer(document, family) {
  if (family === "2.0") {
    const basePath = normalizePath(typeof document["basePath"] === "string" ? document["basePath"] : "");
    const host = document["host"];
    if (typeof host !== "string" || host === "")
      return basePath === "" ? { basePath } : { basePath, serverUrl: basePath };
    const schemes = Array.isArray(document["schemes"]) ? document["schemes"] : [];
    const scheme = schemes.find((item) => typeof item === "string") ?? "http";
    return { basePath, serverUrl: `${scheme}://${host}${basePath}` };
  }
  const servers = document["servers"];
  const first = Array.isArray(servers) ? servers[0] : void 0;
  if (!isRecord2(first) || typeof first["url"] !== "string")
    return { basePath: "" };
  const url = substituteVariables(first["url"], first["variables"]);
  return { basePath: normalizePath(pathOf(url)), serverUrl: url };
}
function substituteVariables(url, variables) {
  if (!isRecord2(variables))
    return url;
  return url.replace(/\{([^}]+)\}/g, (whole, name) => {
    const variable = variables[name];
    const fallback = isRecord2(variable) ? variable["default"] : void 0;
    return typeof fallback === "string" || typeof fallback === "number" ? String(fallback) : whole;
  });
}
function pathOf(url) {
  const withoutOrigin = url.replace(/^(?:[a-zA-Z][a-zA-Z0-9+.-]*:)?\/\/[^/?#]*/, "");
  return withoutOrigin.replace(/[?#].*$/, "");
}
function normalizePath(path) {
  const trimmed = path.trim().replace(/\/+$/, "");
  if (trimmed === "")
    return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

// dist/specs/openapi/validator.js
var import__ = __toESM(require__(), 1);

// dist/specs/openapi/formats.js
var import_formats = __toESM(require_formats(), 1);
var INT32_MAX = 2 ** 31 - 1;
var INT64_MAX = 2 ** 63;
var FLOAT_MAX = 34028234663852886e22;
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var OPENAPI_FORMATS = {
  ...import_formats.fullFormats,
  int32: { type: "number", validate: (n) => Number.isInteger(n) && n >= -INT32_MAX - 1 && n <= INT32_MAX },
  int64: { type: "number", validate: (n) => Number.isInteger(n) && n >= -INT64_MAX && n <= INT64_MAX },
  float: { type: "number", validate: (n) => Number.isFinite(n) && Math.abs(n) <= FLOAT_MAX },
  double: { type: "number", validate: (n) => Number.isFinite(n) },
  byte: { type: "string", validate: (s) => s.length % 4 === 0 && BASE64.test(s) },
  binary: true,
  password: true
};

// dist/specs/openapi/validator.js
function createDocumentValidator(document, schemaPointers) {
  const ajv = new import__.Ajv2020({
    strict: false,
    allErrors: false,
    logger: false,
    validateFormats: true,
    validateSchema: false,
    addUsedSchema: false,
    formats: { ...OPENAPI_FORMATS },
    code: { regExp: lenientRegExp }
  });
  const cache2 = /* @__PURE__ */ new WeakMap();
  const errors = [];
  try {
    ajv.addSchema(document, DOCUMENT_URI);
  } catch (error) {
    errors.push(`The document cannot be registered for validation, so references are not checked: ${error instanceof Error ? error.message : String(error)}`);
  }
  const compile = (schema) => {
    const cached = cache2.get(schema);
    if (cached !== void 0)
      return cached;
    let compiled;
    try {
      compiled = ajv.compile(schema);
    } catch (error) {
      compiled = { broken: error instanceof Error ? error.message : String(error) };
      errors.push(`The schema at ${schemaPointers?.get(schema) ?? "(unnamed)"} cannot be compiled and accepts any value: ${compiled.broken}`);
    }
    cache2.set(schema, compiled);
    return compiled;
  };
  return {
    validate(schema, value) {
      if (schema === true)
        return [];
      if (schema === false)
        return [{ instancePath: "", schemaPath: "#", keyword: "false schema", message: "no value is allowed here" }];
      const compiled = compile(schema);
      if ("broken" in compiled)
        return [];
      try {
        if (compiled(value))
          return [];
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        cache2.set(schema, { broken: reason });
        errors.push(`The schema at ${schemaPointers?.get(schema) ?? "(unnamed)"} fails while validating and accepts any value: ${reason}`);
        return [];
      }
      return (compiled.errors ?? []).map(toIssue);
    },
    compileErrors: () => [...errors]
  };
}
function createDocumentResolver(document) {
  return {
    resolve(ref) {
      const pointer = refToPointer(ref);
      if (pointer === void 0)
        return void 0;
      const found = resolvePointer(document, pointer)?.value;
      if (typeof found === "boolean")
        return found;
      return found !== null && typeof found === "object" && !Array.isArray(found) ? found : void 0;
    }
  };
}
function toIssue(error) {
  const base = error.message ?? `fails the ${error.keyword} keyword`;
  const params = error.params;
  let message = base;
  if (error.keyword === "additionalProperties" && typeof params["additionalProperty"] === "string") {
    message = `${base}: "${params["additionalProperty"]}"`;
  } else if (error.keyword === "enum" && Array.isArray(params["allowedValues"])) {
    message = `${base}: ${JSON.stringify(params["allowedValues"]).slice(0, 200)}`;
  }
  return { instancePath: error.instancePath, schemaPath: error.schemaPath, keyword: error.keyword, message };
}
var lenientRegExp = Object.assign((pattern, flags) => {
  for (const candidate of [flags, flags.replace("u", "")]) {
    try {
      return new RegExp(pattern, candidate);
    } catch {
    }
  }
  return { test: () => true };
}, { code: "new RegExp" });

// dist/specs/openapi/load-spec.js
async function buildOpenApiSpec(source, options = {}) {
  await options.prepareDocument?.(source.document);
  const sourceName = options.sourceName ?? source.location ?? "the given document";
  const { specVersion, family } = detectVersion(source.document, sourceName);
  const bundled = await bundleExternalRefs(source);
  const converted = convertDocument(bundled, family);
  const document = converted.document;
  checkRefs(document, converted.refs, sourceName);
  const warnings = [];
  const securitySchemes = buildSecuritySchemes(document, family, warnings);
  const context = {
    document,
    family,
    consumes: stringList(document["consumes"]) ?? [],
    produces: stringList(document["produces"]) ?? [],
    securitySchemes,
    warnings
  };
  const operations = buildOperations(context);
  const info = isRecord2(document["info"]) ? document["info"] : {};
  const server = resolveServer(document, family);
  return {
    kind: "openapi",
    specVersion,
    family,
    title: typeof info["title"] === "string" ? info["title"] : "",
    apiVersion: info["version"] === void 0 ? "" : String(info["version"]),
    basePath: server.basePath,
    ...server.serverUrl === void 0 ? {} : { serverUrl: server.serverUrl },
    operations,
    securitySchemes,
    document,
    validator: createDocumentValidator(document, converted.schemaPointers),
    resolver: createDocumentResolver(document),
    loadWarnings: warnings
  };
}
async function loadOpenApi(location, options = {}) {
  const isUrl = /^https?:\/\//i.test(location);
  const source = isUrl ? await readSchemaFromUrl(location, {
    ...options.headers === void 0 ? {} : { headers: options.headers },
    ...options.timeout === void 0 ? {} : { timeout: options.timeout },
    ...options.waitForSchema === void 0 ? {} : { waitForSchema: options.waitForSchema }
  }) : await readSchemaFromPath(location.startsWith("file://") ? fileURLToPath(location) : location, options.encoding === void 0 ? {} : { encoding: options.encoding });
  return buildOpenApiSpec(source, { sourceName: location, ...options.prepareDocument === void 0 ? {} : { prepareDocument: options.prepareDocument } });
}

// dist/cli/generation-flags.js
function parseCodec(flag, raw) {
  if (codecLimit(raw) === void 0)
    throw new UsageError(`Invalid value for ${flag}: '${raw}' is not a known codec. Use one of ${CODEC_NAMES.join(", ")}.`);
  return raw.trim();
}
function parseMaximize(flag, raw) {
  const names = [...new Set(raw.split(",").map((name) => name.trim()).filter((name) => name !== ""))];
  if (names.length === 0)
    throw new UsageError(`Invalid value for ${flag}: '${raw}' names no metric. Give response_time or a metric registered with metric() in the hooks module.`);
  return names;
}

// dist/engine/shard.js
function stableHash(text2) {
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(text2)) {
    hash ^= byte;
    hash = Math.imul(hash, 16777619);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 2246822507);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 3266489909);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
function inShard(label, index, count) {
  return stableHash(label) % count === index - 1;
}
function parseShard(raw, source = "--shard") {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const hint2 = "expected 'i/n' with 1 \u2264 i \u2264 n, for example --shard 1/3 on the first of three CI jobs";
  if (match === null)
    throw new UsageError(`Invalid value for ${source}: '${raw}' is not of the form i/n; ${hint2}.`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || !Number.isSafeInteger(count))
    throw new UsageError(`Invalid value for ${source}: '${raw}' has ${count} shards; ${hint2}.`);
  if (index < 1 || index > count) {
    throw new UsageError(`Invalid value for ${source}: shard ${index} of ${count} does not exist; ${hint2}.`);
  }
  return { index, count };
}

// dist/reporting/report-sinks.js
import { join as join4 } from "node:path";
var REPORT_FORMATS = ["junit", "vcr", "har"];
var EXTENSIONS = { junit: "xml", vcr: "yaml", har: "json" };
function parseReportFormats(value) {
  const out = [];
  for (const raw of value.split(",")) {
    const name = raw.trim().toLowerCase();
    if (name === "")
      continue;
    if (name === "all")
      return [...REPORT_FORMATS];
    if (!REPORT_FORMATS.includes(name)) {
      throw new UsageError(`Unknown report format ${JSON.stringify(raw.trim())} in --report: use ${REPORT_FORMATS.join(", ")} or all (comma-separated).`);
    }
    if (!out.includes(name))
      out.push(name);
  }
  return out;
}
function enabledReportFormats(settings) {
  return REPORT_FORMATS.filter((format) => settings.formats.includes(format) || settings.paths[format] !== void 0);
}
function reportPath(format, settings, startedAt) {
  const explicit = settings.paths[format];
  if (explicit !== void 0)
    return explicit;
  const stamp = startedAt.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return join4(settings.directory, `${format}-${stamp}.${EXTENSIONS[format]}`);
}
async function createReportSinks(settings, common, startedAt) {
  const sinks = [];
  for (const format of enabledReportFormats(settings)) {
    const path = reportPath(format, settings, startedAt);
    const options = { ...common, path };
    const sink = format === "junit" ? (await import("./junit-SL47BM6J.js")).createJunitReporter(options) : format === "vcr" ? (await import("./vcr-OHHDICU4.js")).createVcrReporter({ ...options, preserveBytes: settings.preserveBytes }) : (await import("./har-BFT6MEH5.js")).createHarReporter({ ...options, preserveBytes: settings.preserveBytes });
    sinks.push({ format, path, sink });
  }
  return sinks;
}

// dist/cli/parse-health-database.js
function parseHealthChecks(raw) {
  const names = raw.split(",").map((name) => name.trim()).filter((name) => name !== "");
  const allowed = [...HEALTH_CHECK_NAMES, "all"];
  for (const name of names) {
    if (!allowed.includes(name)) {
      throw new UsageError(`Invalid health check '${name}' in --suppress-health-check: use a comma-separated list of ${allowed.join(", ")}.`);
    }
  }
  if (names.length === 0)
    throw new UsageError(`--suppress-health-check needs a comma-separated list of ${allowed.join(", ")}.`);
  return names;
}
function parseDatabase(raw) {
  if (raw.trim() === "")
    throw new UsageError("--generation-database needs a directory, none, or :memory: (it was empty).");
  return raw;
}

// dist/cli/operation-filters.js
var TARGETS2 = ["path", "method", "name", "tag", "operation-id"];
function camel(target) {
  return target.replace(/(^|-)(\w)/g, (_all, _dash, letter) => letter.toUpperCase());
}
function values(raw, key) {
  return raw[key] ?? [];
}
function combinePatterns(flag, patterns) {
  if (patterns.length === 0)
    return void 0;
  for (const pattern of patterns) {
    try {
      new RegExp(pattern);
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, "") : String(error);
      throw new UsageError(`Invalid regular expression '${pattern}' in ${flag}: ${reason}. Write a JavaScript regular expression, for example ${flag} '^/users'.`);
    }
  }
  return patterns.length === 1 ? patterns[0] : patterns.map((pattern) => `(?:${pattern})`).join("|");
}
function parseOperationFilters(raw) {
  const selectors = {};
  for (const kind of ["include", "exclude"]) {
    for (const target of TARGETS2) {
      const exact = values(raw, `${kind}${camel(target)}`);
      const flag = `--${kind}-${target}`;
      for (const value of exact)
        if (value.trim() === "")
          throw new UsageError(`${flag} needs a non-empty value.`);
      if (exact.length > 0)
        selectors[`${kind}-${target}`] = exact;
      const pattern = combinePatterns(`${flag}-regex`, values(raw, `${kind}${camel(target)}Regex`));
      if (pattern !== void 0)
        selectors[`${kind}-${target}-regex`] = pattern;
    }
  }
  if (raw.excludeDeprecated === true)
    selectors["exclude-deprecated"] = true;
  return Object.keys(selectors).length === 0 ? void 0 : selectors;
}
function describeFilters(selectors) {
  const parts = [];
  for (const [key, value] of Object.entries(selectors)) {
    if (value === true)
      parts.push(`--${key}`);
    else if (typeof value === "string")
      parts.push(`--${key} '${value}'`);
    else if (Array.isArray(value))
      for (const item of value)
        parts.push(`--${key} '${item}'`);
  }
  return parts.join(" ");
}

// dist/cli/build-settings.js
function either(flag, value, twin, twinValue) {
  if (value !== void 0 && twinValue !== void 0 && value !== twinValue) {
    throw new UsageError(`${flag} ${value} and ${twin} ${twinValue} disagree: they are the same option, give only one.`);
  }
  if (value !== void 0)
    return [flag, value];
  return twinValue === void 0 ? void 0 : [twin, twinValue];
}
function parseRunOptions(raw, cores) {
  const headers = {};
  for (const header of raw.header) {
    const [name, value] = parseHeader(header);
    headers[name] = value;
  }
  const formats = raw.report === void 0 ? [] : parseReportFormats(raw.report);
  const report = (format, path) => formats.includes(format) || path !== void 0 ? { enabled: true, ...path === void 0 ? {} : { path } } : void 0;
  const maxExamples = either("--max-examples", raw.maxExamples, "--generation-max-examples", raw.generationMaxExamples);
  const mode = either("--mode", raw.mode, "--generation-mode", raw.generationMode);
  const filters = parseOperationFilters(raw);
  const overrides = {
    baseUrl: raw.url,
    hooks: raw.hooks,
    seed: raw.seed === void 0 ? void 0 : parseIntegerOption("--seed", raw.seed, 0),
    maxFailures: raw.maxFailures === void 0 ? void 0 : parseIntegerOption("--max-failures", raw.maxFailures, 1),
    workers: raw.workers === void 0 ? void 0 : parseWorkers(raw.workers, cores),
    waitForSchema: raw.waitForSchema === void 0 ? void 0 : parseSeconds("--wait-for-schema", raw.waitForSchema, 1),
    continueOnFailure: raw.continueOnFailure === true ? true : void 0,
    color: raw.forceColor === true ? true : raw.color === false ? false : void 0,
    maxResponseTime: raw.maxResponseTime === void 0 ? void 0 : parseSeconds("--max-response-time", raw.maxResponseTime),
    phases: raw.phases === void 0 ? void 0 : parsePhases(raw.phases),
    maxSteps: raw.maxSteps === void 0 ? void 0 : parseIntegerOption("--max-steps", raw.maxSteps, 2),
    warnings: raw.warnings === void 0 ? void 0 : parseWarnings(raw.warnings),
    suppressHealthCheck: raw.suppressHealthCheck === void 0 ? void 0 : parseHealthChecks(raw.suppressHealthCheck),
    generation: {
      database: raw.generationDatabase === void 0 ? void 0 : parseDatabase(raw.generationDatabase),
      mode: mode === void 0 ? void 0 : parseMode(mode[1], mode[0]),
      maxExamples: maxExamples === void 0 ? void 0 : parseIntegerOption(maxExamples[0], maxExamples[1], 1),
      noShrink: raw.shrink === false || raw.generationNoShrink === true ? true : void 0,
      deterministic: raw.generationDeterministic === true ? true : void 0,
      allowX00: raw.generationAllowX00 === void 0 ? void 0 : parseBoolean("--generation-allow-x00", raw.generationAllowX00),
      excludeHeaderCharacters: raw.generationExcludeHeaderCharacters === void 0 ? void 0 : parseCharacters("--generation-exclude-header-characters", raw.generationExcludeHeaderCharacters),
      codec: raw.generationCodec === void 0 ? void 0 : parseCodec("--generation-codec", raw.generationCodec),
      withSecurityParameters: raw.generationWithSecurityParameters === void 0 ? void 0 : parseBoolean("--generation-with-security-parameters", raw.generationWithSecurityParameters),
      maximize: raw.generationMaximize === void 0 ? void 0 : parseMaximize("--generation-maximize", raw.generationMaximize)
    },
    network: {
      headers: Object.keys(headers).length === 0 ? void 0 : headers,
      basicAuth: raw.auth === void 0 ? void 0 : parseBasicAuth(raw.auth),
      tlsVerify: raw.tlsVerify === void 0 ? void 0 : parseTlsVerify(raw.tlsVerify),
      requestTimeout: raw.requestTimeout === void 0 ? void 0 : parseSeconds("--request-timeout", raw.requestTimeout),
      rateLimit: raw.rateLimit === void 0 ? void 0 : parseRateLimit(raw.rateLimit),
      proxy: raw.proxy === void 0 ? void 0 : parseProxy(raw.proxy),
      requestCert: raw.requestCert,
      requestCertKey: raw.requestCertKey
    },
    output: {
      sanitization: { enabled: raw.outputSanitize === void 0 ? void 0 : parseBoolean("--output-sanitize", raw.outputSanitize) },
      truncation: { enabled: raw.outputTruncate === void 0 ? void 0 : parseBoolean("--output-truncate", raw.outputTruncate) }
    },
    reports: {
      directory: raw.reportDir,
      preserveBytes: raw.reportPreserveBytes === true ? true : void 0,
      junit: report("junit", raw.reportJunitPath),
      vcr: report("vcr", raw.reportVcrPath),
      har: report("har", raw.reportHarPath)
    }
  };
  return {
    overrides,
    ...raw.checks === void 0 ? {} : { includeChecks: parseList(raw.checks) },
    ...raw.excludeChecks === void 0 ? {} : { excludeChecks: parseList(raw.excludeChecks) },
    ...filters === void 0 ? {} : { filters },
    ...raw.shard === void 0 ? {} : { shard: parseShard(raw.shard) }
  };
}
function collectSecrets(headers, basicAuth, sanitization) {
  const secrets = [];
  const keys = new Set(sanitization.keysToSanitize.map((key) => key.toLowerCase()));
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!keys.has(lower) && !sanitization.sensitiveMarkers.some((marker) => lower.includes(marker.toLowerCase())))
      continue;
    if (value.length >= 4)
      secrets.push(value);
    const credential = /^\s*\S+\s+(\S{4,})\s*$/.exec(value)?.[1];
    if (credential !== void 0)
      secrets.push(credential);
  }
  if (basicAuth !== void 0) {
    if (basicAuth.password.length >= 4)
      secrets.push(basicAuth.password);
    secrets.push(Buffer.from(`${basicAuth.username}:${basicAuth.password}`).toString("base64"));
  }
  return secrets;
}

// dist/cli/load-hooks.js
import { existsSync } from "node:fs";
import { isAbsolute as isAbsolute3, resolve as resolve3 } from "node:path";
import { pathToFileURL } from "node:url";
async function loadHooks(specifier, cwd) {
  const looksLikePath = specifier.startsWith(".") || isAbsolute3(specifier) || /\.(m|c)?[jt]s$/.test(specifier);
  const target = looksLikePath ? resolve3(cwd, specifier) : specifier;
  if (looksLikePath && !existsSync(target)) {
    throw new ApitestError("usage", `The hooks module ${specifier} does not exist (looked for ${target}). Check --hooks, the hooks key of apitest.toml or APITEST_HOOKS.`);
  }
  if (/\.(m|c)?ts$/.test(target)) {
    throw new ApitestError("usage", `The hooks module ${specifier} is TypeScript, which Node 20 cannot import directly: compile it to JavaScript (tsc) and point --hooks at the .js file.`);
  }
  try {
    await (looksLikePath ? import(pathToFileURL(target).href) : import(target));
  } catch (error) {
    throw new ApitestError("usage", `The hooks module ${specifier} could not be loaded: ${describeError(error)}`, { cause: error });
  }
}

// dist/cli/check-metrics.js
function fileSettings(node, path, out) {
  if (Array.isArray(node))
    node.forEach((item, index) => fileSettings(item, `${path}[${index}]`, out));
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      const keyPath = path === "" ? key : `${path}.${key}`;
      const maximize = key === "generation" && typeof value === "object" && value !== null ? value["maximize"] : void 0;
      if (typeof maximize === "string")
        out.push({ where: `${keyPath}.maximize`, names: [maximize] });
      else if (Array.isArray(maximize))
        out.push({ where: `${keyPath}.maximize`, names: maximize.filter((name) => typeof name === "string") });
      fileSettings(value, keyPath, out);
    }
  }
  return out;
}
function assertConfiguredMetrics(cli, file, configPath) {
  assertKnownMetrics(cli.generation?.maximize ?? [], "--generation-maximize");
  for (const { where, names } of fileSettings(file, "", []))
    assertKnownMetrics(names, `${where} in ${configPath ?? "the configuration file"}`);
}

// dist/api/hook.js
var KEY3 = /* @__PURE__ */ Symbol.for("apitest.hooks");
function globalHooks() {
  const holder = globalThis;
  holder[KEY3] ??= new HookRegistry();
  return holder[KEY3];
}
function hooksFor(schema) {
  return [globalHooks(), schema.hooks];
}
async function runBeforeLoadSchema(document) {
  for (const fn of hooksOf([globalHooks()], "beforeLoadSchema"))
    await invokeAsyncHook("beforeLoadSchema", void 0, () => fn({ operation: void 0 }, document));
}
async function runAfterLoadSchema(schema) {
  for (const fn of hooksOf([globalHooks()], "afterLoadSchema"))
    await invokeAsyncHook("afterLoadSchema", void 0, () => fn({ operation: void 0 }, schema));
  return schema;
}

// dist/api/auth.js
var KEY4 = /* @__PURE__ */ Symbol.for("apitest.auth");
function registeredAuth() {
  return globalThis[KEY4];
}
function maskAuthSecrets(text2) {
  const secrets = registeredAuth()?.secrets ?? [];
  return secrets.length === 0 || !DEFAULT_OUTPUT.sanitization.enabled ? text2 : sanitizeText(text2, secrets, DEFAULT_OUTPUT.sanitization.replacement);
}

// dist/api/active-framework.js
var KEY5 = /* @__PURE__ */ Symbol.for("apitest.activeFramework");
var store2 = globalThis;
function activeParametrize() {
  const active = store2[KEY5];
  if (active === void 0) {
    throw new UsageError('schema.parametrize() needs a test framework: import "apitest/vitest", "apitest/jest" or "apitest/node-test" in the test file (or call parametrize(schema) from one of them).');
  }
  return active.parametrize;
}

// dist/api/filters.js
function list2(value) {
  return Array.isArray(value) ? value : [value];
}
function regex(value) {
  return typeof value === "string" ? new RegExp(value) : value;
}
function matchesFilter(operation, filter) {
  if (filter.name !== void 0 && !list2(filter.name).includes(operation.label))
    return false;
  if (filter.nameRegex !== void 0 && !regex(filter.nameRegex).test(operation.label))
    return false;
  if (filter.method !== void 0 && !list2(filter.method).some((m) => m.toUpperCase() === operation.method))
    return false;
  if (filter.methodRegex !== void 0 && !new RegExp(regex(filter.methodRegex).source, "i").test(operation.method))
    return false;
  if (filter.path !== void 0 && !list2(filter.path).includes(operation.path))
    return false;
  if (filter.pathRegex !== void 0 && !regex(filter.pathRegex).test(operation.path))
    return false;
  if (filter.tag !== void 0 && !list2(filter.tag).some((t) => operation.tags.includes(t)))
    return false;
  if (filter.tagRegex !== void 0 && !operation.tags.some((t) => regex(filter.tagRegex).test(t)))
    return false;
  if (filter.operationId !== void 0 && (operation.operationId === void 0 || !list2(filter.operationId).includes(operation.operationId)))
    return false;
  if (filter.operationIdRegex !== void 0 && (operation.operationId === void 0 || !regex(filter.operationIdRegex).test(operation.operationId)))
    return false;
  if (filter.func !== void 0 && !filter.func(operation))
    return false;
  return true;
}

// dist/api/given.js
var GIVEN = /* @__PURE__ */ new WeakMap();
function isArbitrary(value) {
  return typeof value?.generate === "function";
}
function attachGiven(source, copy, args) {
  if (GIVEN.has(source))
    throw new UsageError("given() was already applied to this schema: pass every arbitrary in one call, schema.given(a, b, \u2026).");
  if (args.length === 0)
    throw new UsageError("given() needs at least one fast-check arbitrary, e.g. schema.given(fc.integer()).");
  const [first] = args;
  let arbitrary;
  if (args.length === 1 && typeof first === "object" && first !== null && !isArbitrary(first)) {
    const record2 = first;
    const bad = Object.keys(record2).find((key) => !isArbitrary(record2[key]));
    if (bad !== void 0)
      throw new UsageError(`given({ ${bad}: \u2026 }): every value must be a fast-check arbitrary (fc.integer(), fc.string(), \u2026).`);
    arbitrary = record(record2);
  } else {
    const bad = args.findIndex((arg) => !isArbitrary(arg));
    if (bad !== -1)
      throw new UsageError(`given(): argument ${bad + 1} is not a fast-check arbitrary (fc.integer(), fc.string(), \u2026).`);
    arbitrary = tuple(...args);
  }
  GIVEN.set(copy, arbitrary);
  return copy;
}

// dist/core/check.js
function statusMatches2(status, pattern) {
  const text2 = String(pattern).toUpperCase();
  const code = String(status);
  if (text2.length !== 3)
    return false;
  for (let i = 0; i < 3; i++) {
    const p = text2[i];
    if (p !== "X" && p !== code[i])
      return false;
  }
  return true;
}

// dist/checks/media-type.js
var TOKEN2 = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
function parseMediaType2(raw) {
  const semicolon = raw.indexOf(";");
  const essence = (semicolon === -1 ? raw : raw.slice(0, semicolon)).trim().toLowerCase();
  const slash = essence.indexOf("/");
  if (slash <= 0 || slash === essence.length - 1)
    return void 0;
  const type = essence.slice(0, slash);
  const subtype = essence.slice(slash + 1);
  if (!TOKEN2.test(type) || !TOKEN2.test(subtype))
    return void 0;
  return { type, subtype };
}
function isJsonMediaType2(mediaType) {
  return mediaType.subtype === "json" || mediaType.subtype.endsWith("+json");
}
function mediaTypeMatches(documented, received) {
  if (documented.type === "*")
    return documented.subtype === "*" || documented.subtype === received.subtype;
  if (documented.type !== received.type)
    return false;
  if (documented.subtype === "*" || documented.subtype === received.subtype)
    return true;
  return documented.type === "application" && documented.subtype === "json" && received.subtype.endsWith("+json");
}
function matchRank(documented, received) {
  if (!mediaTypeMatches(documented, received))
    return -1;
  if (documented.type === "*")
    return documented.subtype === "*" ? 0 : 1;
  if (documented.subtype === "*")
    return 1;
  return documented.subtype === received.subtype ? 3 : 2;
}
function formatMediaType(mediaType) {
  return `${mediaType.type}/${mediaType.subtype}`;
}

// dist/checks/documented-response.js
function findDocumentedResponse(operation, status) {
  const exact = String(status);
  let wildcard;
  let fallback;
  for (const response of operation.responses) {
    const key = response.status;
    if (key === exact)
      return response;
    if (key.toLowerCase() === "default")
      fallback ??= response;
    else if (wildcard === void 0 && /x/i.test(key) && statusMatches2(status, key))
      wildcard = response;
  }
  return wildcard ?? fallback;
}
function documentedStatuses(operation) {
  return operation.responses.map((response) => response.status);
}
function findDocumentedContent(response, received) {
  let best;
  let bestRank = -1;
  for (const content of response.content) {
    const documented = parseMediaType2(content.mediaType);
    if (documented === void 0)
      continue;
    const rank = matchRank(documented, received);
    if (rank > bestRank) {
      best = content;
      bestRank = rank;
    }
  }
  return best;
}

// dist/checks/content-type-conformance.js
var CONTENT_TYPE_CONFORMANCE = "content_type_conformance";
var contentTypeConformance = {
  name: CONTENT_TYPE_CONFORMANCE,
  run(ctx, response) {
    if (!hasBody(response))
      return void 0;
    const documentedResponse = findDocumentedResponse(ctx.operation, response.statusCode);
    if (documentedResponse === void 0 || documentedResponse.content.length === 0)
      return void 0;
    const raw = response.header("content-type");
    const received = raw === void 0 ? void 0 : parseMediaType2(raw);
    let anyValid = false;
    for (const content of documentedResponse.content) {
      const candidate = parseMediaType2(content.mediaType);
      if (candidate === void 0)
        continue;
      anyValid = true;
      if (received !== void 0 && mediaTypeMatches(candidate, received))
        return void 0;
    }
    const names = documentedResponse.content.map((content) => content.mediaType).join(", ");
    if (!anyValid) {
      return failure("Malformed media type", `The schema documents no valid media type for status ${documentedResponse.status}: ${names}
Fix the response's \`content\` keys to the form type/subtype, e.g. application/json.`, "malformed-documented");
    }
    if (raw === void 0 || raw.trim() === "") {
      return failure("Missing Content-Type header", `The response has a body but no Content-Type header.
Documented: ${names}`, "missing");
    }
    if (received === void 0) {
      return failure("Malformed media type", `Media type for the response is malformed: ${raw}
Documented: ${names}`, `malformed:${(raw.split(";")[0] ?? "").trim().toLowerCase()}`);
    }
    const essence = formatMediaType(received);
    return failure("Undocumented Content-Type", `Received: ${essence}
Documented: ${names}`, `undocumented:${essence}`);
  }
};
function hasBody(response) {
  return response.content.byteLength > 0 || response.truncated;
}
function failure(title, message, key) {
  return { check: CONTENT_TYPE_CONFORMANCE, title, message, key };
}

// dist/checks/max-response-time.js
var MAX_RESPONSE_TIME = "max_response_time";
var maxResponseTime = {
  name: MAX_RESPONSE_TIME,
  run(ctx, response) {
    return responseTimeFailure(response.elapsed, ctx.maxResponseTime);
  }
};
function responseTimeFailure(elapsed, limit) {
  if (limit === void 0 || !(limit > 0) || !(elapsed > limit))
    return void 0;
  return {
    check: MAX_RESPONSE_TIME,
    title: "Response time limit exceeded",
    message: `Actual: ${milliseconds(elapsed)}
Limit: ${milliseconds(limit)}`,
    key: "limit"
  };
}
function milliseconds(seconds) {
  return `${(seconds * 1e3).toFixed(2)}ms`;
}

// dist/checks/excerpt.js
var EXCERPT_LENGTH = 120;
function excerpt(value, limit = EXCERPT_LENGTH) {
  let text2;
  try {
    text2 = JSON.stringify(value) ?? String(value);
  } catch {
    text2 = String(value);
  }
  return shorten(text2, limit);
}
function shorten(text2, limit) {
  if (text2.length <= limit)
    return text2;
  const points = Array.from(text2);
  if (points.length <= limit)
    return text2;
  return `${points.slice(0, Math.max(0, limit - 1)).join("")}\u2026`;
}
function followPointer(root, pointer) {
  if (pointer === "")
    return { found: true, value: root };
  if (!pointer.startsWith("/"))
    return { found: false };
  let current = root;
  for (const raw of pointer.slice(1).split("/")) {
    const next = step(current, raw.replace(/~1/g, "/").replace(/~0/g, "~"));
    if (!next.found)
      return next;
    current = next.value;
  }
  return { found: true, value: current };
}
function step(value, token) {
  if (Array.isArray(value)) {
    if (!/^(0|[1-9][0-9]*)$/.test(token))
      return { found: false };
    const index = Number(token);
    return index < value.length ? { found: true, value: value[index] } : { found: false };
  }
  if (value !== null && typeof value === "object" && Object.hasOwn(value, token)) {
    return { found: true, value: value[token] };
  }
  return { found: false };
}

// dist/checks/positive-data-acceptance.js
var POSITIVE_DATA_ACCEPTANCE = "positive_data_acceptance";
var POSITIVE_DATA_ACCEPTANCE_STATUSES = ["2XX", "3XX", "401", "403", "404", "409", "429", "5XX"];
var positiveDataAcceptance = {
  name: POSITIVE_DATA_ACCEPTANCE,
  run(ctx, response) {
    if (ctx.meta.mode !== "positive")
      return void 0;
    if (ctx.meta.invalidExample === true)
      return void 0;
    const expected = expectedStatuses(ctx, POSITIVE_DATA_ACCEPTANCE_STATUSES);
    const status = response.statusCode;
    if (matchesAny(status, expected))
      return void 0;
    const lines = [`Received: ${status}`, `Expected: ${formatStatuses(expected)}`];
    const said = errorExcerpt(response);
    if (said !== void 0)
      lines.push(`Response: ${said}`);
    return {
      check: POSITIVE_DATA_ACCEPTANCE,
      title: "Rejected positive data",
      message: lines.join("\n"),
      key: String(status)
    };
  }
};
function expectedStatuses(ctx, defaults) {
  const configured = ctx.config.expectedStatuses;
  return configured === void 0 || configured.length === 0 ? defaults : configured;
}
function matchesAny(status, patterns) {
  for (const pattern of patterns)
    if (statusMatches2(status, pattern))
      return true;
  return false;
}
function formatStatuses(patterns) {
  return patterns.map((pattern) => String(pattern).toUpperCase()).join(", ");
}
var BODY_EXCERPT_LENGTH = 200;
function errorExcerpt(response) {
  const raw = response.header("content-type");
  const media = raw === void 0 ? void 0 : parseMediaType2(raw);
  if (media === void 0)
    return void 0;
  const textual = media.type === "text" || media.subtype === "json" || media.subtype.endsWith("+json") || media.subtype === "xml" || media.subtype.endsWith("+xml");
  if (!textual)
    return void 0;
  const text2 = response.text.replace(/\s+/g, " ").trim();
  return text2 === "" ? void 0 : shorten(text2, BODY_EXCERPT_LENGTH);
}

// dist/checks/missing-required-header.js
var MISSING_REQUIRED_HEADER = "missing_required_header";
var MISSING_REQUIRED_HEADER_STATUSES = ["4XX"];
var MISSING_AUTHORIZATION_STATUSES = [401];
var missingRequiredHeader = {
  name: MISSING_REQUIRED_HEADER,
  run(ctx, response) {
    const violation = ctx.meta.violation;
    if (violation?.kind !== "missing-required" || violation.location !== "header" || violation.name === void 0) {
      return void 0;
    }
    const name = violation.name;
    if (carriesHeader(response.request, name))
      return void 0;
    const status = response.statusCode;
    if (status === 404 && ctx.operation.path.includes("{"))
      return void 0;
    const defaults = name.toLowerCase() === "authorization" ? MISSING_AUTHORIZATION_STATUSES : MISSING_REQUIRED_HEADER_STATUSES;
    const expected = expectedStatuses(ctx, defaults);
    if (matchesAny(status, expected))
      return void 0;
    return {
      check: MISSING_REQUIRED_HEADER,
      title: "Missing header not rejected",
      message: `Received: ${status} without the required \`${name}\` header
Expected: ${formatStatuses(expected)}`,
      key: name.toLowerCase()
    };
  }
};
function carriesHeader(request, name) {
  const wanted = name.toLowerCase();
  return Object.keys(request.headers).some((header) => header.toLowerCase() === wanted);
}

// dist/checks/negative-data-rejection.js
var NEGATIVE_DATA_REJECTION = "negative_data_rejection";
var NEGATIVE_DATA_REJECTION_STATUSES = ["3XX", "4XX", "5XX"];
var negativeDataRejection = {
  name: NEGATIVE_DATA_REJECTION,
  run(ctx, response, caseData) {
    if (ctx.meta.mode !== "negative")
      return void 0;
    const violation = ctx.meta.violation;
    if (violation !== void 0 && !judgedHere(ctx, violation, caseData))
      return void 0;
    const expected = expectedStatuses(ctx, NEGATIVE_DATA_REJECTION_STATUSES);
    const status = response.statusCode;
    if (matchesAny(status, expected))
      return void 0;
    const lines = [`Received: ${status}`, `Expected: ${formatStatuses(expected)}`];
    if (violation !== void 0)
      lines.push(`Invalid: ${describeViolation(violation)}`);
    const description = ctx.meta.description?.trim();
    if (description !== void 0 && description !== "")
      lines.push(`Case: ${description}`);
    return {
      check: NEGATIVE_DATA_REJECTION,
      title: "Accepted negative data",
      message: lines.join("\n"),
      key: violationKey(violation)
    };
  }
};
function judgedHere(ctx, violation, caseData) {
  switch (violation.kind) {
    case "unexpected-method":
      return false;
    case "missing-required":
      return violation.location !== "header";
    case "duplicate-query-parameter":
      return !repeatedValuesAreValid(ctx, violation.name, caseData);
    case "schema":
      if (violation.location === "body" || violation.location === "path" || violation.name === void 0)
        return true;
      return declares(ctx, violation.location, violation.name);
  }
}
function declares(ctx, location, name) {
  const wanted = location === "header" ? name.toLowerCase() : name;
  return ctx.operation.parameters.some((parameter) => parameter.location === location && (location === "header" ? parameter.name.toLowerCase() : parameter.name) === wanted);
}
function repeatedValuesAreValid(ctx, name, caseData) {
  const parameter = ctx.operation.parameters.find((entry) => entry.location === "query" && entry.name === name);
  if (parameter === void 0)
    return true;
  const value = caseData.query[name];
  const repeated = Array.isArray(value) ? value : [value, value];
  try {
    return ctx.validator.validate(parameter.schema, repeated).length === 0;
  } catch {
    return true;
  }
}
function describeViolation(violation) {
  switch (violation.kind) {
    case "unexpected-method":
      return "the method is not declared for this path";
    case "duplicate-query-parameter":
      return `query parameter \`${violation.name}\` is sent twice`;
    case "missing-required":
      return `required ${place(violation.location, violation.name)} is missing`;
    case "schema":
      return `${place(violation.location, violation.name)} does not match its schema`;
  }
}
function place(location, name) {
  if (location === "body")
    return name === void 0 || name === "" ? "body" : `body property \`${name}\``;
  return name === void 0 ? `${location} parameter` : `${location} parameter \`${name}\``;
}
function violationKey(violation) {
  if (violation === void 0)
    return "unspecified";
  switch (violation.kind) {
    case "unexpected-method":
      return "unexpected-method";
    case "duplicate-query-parameter":
      return `duplicate-query-parameter:query:${violation.name}`;
    default:
      return `${violation.kind}:${violation.location}:${violation.name ?? ""}`;
  }
}

// dist/checks/not-a-server-error.js
import { STATUS_CODES } from "node:http";

// dist/checks/crash-signature.js
var MAX_SIGNATURE = 80;
var MAX_SCAN = 64 * 1024;
var JSON_FIELDS = ["error", "message", "detail", "exception", "title"];
function crashSignature(response) {
  if (response.content.byteLength === 0)
    return void 0;
  const raw = response.header("content-type");
  const mediaType = raw === void 0 ? void 0 : parseMediaType2(raw);
  const text2 = response.text.length > MAX_SCAN ? response.text.slice(0, MAX_SCAN) : response.text;
  let line;
  if (mediaType !== void 0 && isJsonMediaType2(mediaType))
    line = fromJson(text2);
  else if (mediaType?.type === "text" && mediaType.subtype === "html")
    line = fromHtml(text2);
  else if (mediaType === void 0 || mediaType.type === "text")
    line = fromText(text2);
  return line === void 0 ? void 0 : normalize(line);
}
function fromJson(text2) {
  let value;
  try {
    value = JSON.parse(text2);
  } catch {
    return void 0;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return void 0;
  const record2 = value;
  for (const field of JSON_FIELDS) {
    const found = record2[field];
    if (typeof found === "string")
      return firstLine2(found);
    if (found !== null && typeof found === "object" && !Array.isArray(found)) {
      const nested = found;
      const inner = nested["message"] ?? nested["type"] ?? nested["name"];
      if (typeof inner === "string")
        return firstLine2(inner);
    }
  }
  return void 0;
}
function fromText(text2) {
  if (text2.startsWith("Traceback (most recent call last)")) {
    const lines = text2.split("\n");
    for (let i = lines.length - 1; i >= 0; i--) {
      const candidate = lines[i]?.trim();
      if (candidate)
        return candidate;
    }
    return void 0;
  }
  return firstLine2(text2);
}
function fromHtml(text2) {
  const match = /<pre[^>]*>([\s\S]*?)(?:<\/pre>|$)/i.exec(text2);
  if (match?.[1] === void 0)
    return void 0;
  return firstLine2(match[1].split(/<br\s*\/?>/i)[0] ?? "");
}
function firstLine2(text2) {
  for (const line of text2.split("\n")) {
    const trimmed = line.trim();
    if (trimmed !== "")
      return trimmed;
  }
  return void 0;
}
function normalize(line) {
  const cleaned = line.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "").replace(/\b0x[0-9a-f]+\b/gi, "").replace(/\b(?=[0-9a-f]*[0-9])[0-9a-f]{8,}\b/gi, "").replace(/[0-9]+/g, "").replace(/\s+/g, " ").trim();
  if (cleaned === "")
    return void 0;
  return cleaned.length > MAX_SIGNATURE ? cleaned.slice(0, MAX_SIGNATURE) : cleaned;
}

// dist/checks/not-a-server-error.js
var NOT_A_SERVER_ERROR = "not_a_server_error";
var notAServerError = {
  name: NOT_A_SERVER_ERROR,
  run(ctx, response) {
    const status = response.statusCode;
    if (status < 500 || status > 599)
      return void 0;
    const allowed = ctx.config.expectedStatuses;
    if (allowed !== void 0) {
      for (const pattern of allowed)
        if (statusMatches2(status, pattern))
          return void 0;
    }
    const signature = crashSignature(response);
    return {
      check: NOT_A_SERVER_ERROR,
      title: "Server error",
      message: `Received: ${statusLine(response)}`,
      key: signature === void 0 ? String(status) : `${status}:${signature}`
    };
  }
};
function statusLine(response) {
  const reason = response.message.trim() || STATUS_CODES[response.statusCode] || "";
  return reason === "" ? String(response.statusCode) : `${response.statusCode} ${reason}`;
}

// dist/checks/header-value.js
var NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
function headerCandidates(raw, schema) {
  const trimmed = raw.trim();
  const scalar = coerceScalar(trimmed);
  const items2 = trimmed === "" ? [] : trimmed.split(",").map((item) => item.trim());
  const typedItems = items2.map((item) => coerceScalar(item) ?? item);
  const declared = declaredTypes(schema);
  const candidates = [];
  if (declared.has("array"))
    candidates.push(typedItems, items2);
  if (scalar !== void 0 && declared.has(typeof scalar === "boolean" ? "boolean" : "number"))
    candidates.push(scalar);
  if (typeof scalar === "number" && declared.has("integer"))
    candidates.push(scalar);
  candidates.push(raw);
  if (scalar !== void 0)
    candidates.push(scalar);
  if (!declared.has("array"))
    candidates.push(typedItems, items2);
  return candidates;
}
function coerceScalar(text2) {
  if (text2 === "true")
    return true;
  if (text2 === "false")
    return false;
  if (NUMBER.test(text2)) {
    const value = Number(text2);
    return Number.isFinite(value) ? value : void 0;
  }
  return void 0;
}
function declaredTypes(schema) {
  if (typeof schema !== "object" || schema === null)
    return /* @__PURE__ */ new Set();
  const type = schema["type"];
  if (typeof type === "string")
    return /* @__PURE__ */ new Set([type]);
  if (Array.isArray(type))
    return new Set(type.filter((entry) => typeof entry === "string"));
  return /* @__PURE__ */ new Set();
}

// dist/checks/response-headers-conformance.js
var RESPONSE_HEADERS_CONFORMANCE = "response_headers_conformance";
var responseHeadersConformance = {
  name: RESPONSE_HEADERS_CONFORMANCE,
  run(ctx, response) {
    const documented = findDocumentedResponse(ctx.operation, response.statusCode);
    if (documented === void 0 || documented.headers.length === 0)
      return void 0;
    let failures;
    let missing;
    for (const header of documented.headers) {
      const name = header.name.toLowerCase();
      if (name === "content-type")
        continue;
      const values2 = response.headers[name];
      if (values2 === void 0 || values2.length === 0) {
        if (header.required)
          (missing ??= []).push(header.name);
        continue;
      }
      const problem = validateHeader(header, values2.length === 1 ? values2[0] ?? "" : values2.join(", "), ctx.validator);
      if (problem !== void 0)
        (failures ??= []).push(problem);
    }
    if (missing !== void 0) {
      (failures ??= []).unshift({
        check: RESPONSE_HEADERS_CONFORMANCE,
        title: "Missing required headers",
        message: `The following required headers are missing from the response:
${missing.map((name) => `  - ${name}`).join("\n")}`,
        key: `missing:${missing.map((name) => name.toLowerCase()).sort().join(",")}`
      });
    }
    return failures;
  }
};
function validateHeader(header, raw, validator) {
  const schema = header.schema;
  if (schema === true || typeof schema === "object" && schema !== null && Object.keys(schema).length === 0)
    return void 0;
  let reported;
  for (const candidate of headerCandidates(raw, schema)) {
    const issues = validator.validate(schema, candidate);
    if (issues.length === 0)
      return void 0;
    reported ??= issues;
  }
  const issue = reported?.[0];
  if (issue === void 0)
    return void 0;
  const where = issue.instancePath === "" ? "" : ` (at ${issue.instancePath})`;
  return {
    check: RESPONSE_HEADERS_CONFORMANCE,
    title: "Response header does not conform to the schema",
    message: `Header: ${header.name}
Value: ${excerpt(raw)}
Problem${where}: ${issue.message}
Schema: ${excerpt(schema)}`,
    key: `schema:${header.name.toLowerCase()}|${issue.schemaPath}|${issue.keyword}`
  };
}

// dist/checks/response-schema-conformance.js
import { isUtf8 } from "node:buffer";

// dist/checks/schema-issue.js
function describeIssue2(issue, value, schema, ctx, moreIssues) {
  const lines = [issue.message, ""];
  const at = followPointer(value, issue.instancePath);
  lines.push(`Value at ${issue.instancePath === "" ? "/ (the whole body)" : issue.instancePath}:`);
  lines.push(`    ${at.found ? excerpt(at.value) : "(not found)"}`);
  const keyword = schemaKeyword(issue.schemaPath, schema, ctx);
  const where = `Schema keyword \`${issue.keyword}\` at ${issue.schemaPath}`;
  if (keyword.found)
    lines.push(`${where}:`, `    ${excerpt(keyword.value)}`);
  else
    lines.push(where);
  if (moreIssues > 0)
    lines.push("", `(${moreIssues} more ${moreIssues === 1 ? "issue" : "issues"} in this body)`);
  return lines.join("\n");
}
function schemaKeyword(schemaPath, schema, ctx) {
  const hash = schemaPath.indexOf("#");
  if (hash === -1)
    return { found: false };
  const base = schemaPath.slice(0, hash);
  const pointer = decodePointer(schemaPath.slice(hash + 1));
  if (base === "")
    return followPointer(schema, pointer);
  if (base === DOCUMENT_URI && ctx.resolver !== void 0) {
    const resolved = ctx.resolver.resolve(`${DOCUMENT_URI}#${pointer}`);
    return resolved === void 0 ? { found: false } : { found: true, value: resolved };
  }
  return { found: false };
}
function decodePointer(fragment) {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

// dist/checks/response-schema-conformance.js
var RESPONSE_SCHEMA_CONFORMANCE = "response_schema_conformance";
var responseSchemaConformance = {
  name: RESPONSE_SCHEMA_CONFORMANCE,
  run(ctx, response) {
    if (response.truncated)
      return void 0;
    const documented = findDocumentedResponse(ctx.operation, response.statusCode);
    if (documented === void 0 || documented.content.length === 0)
      return void 0;
    const content = documentedJsonContent(documented, response);
    if (content?.schema === void 0 || isTrivial(content.schema))
      return void 0;
    if (response.content.byteLength === 0) {
      if (bodyMayBeEmpty(response, ctx))
        return void 0;
      return failure2("JSON deserialization error", `The response body is empty, but status ${documented.status} documents a JSON schema for ${content.mediaType}.`, "empty-body");
    }
    const charset = response.encoding ?? "utf-8";
    if ((charset === "utf-8" || charset === "utf8") && !isUtf8(response.content)) {
      return failure2("JSON deserialization error", `The response body is not valid UTF-8, although ${response.encoding === void 0 ? "JSON is UTF-8 by definition (RFC 8259)" : `its Content-Type declares charset=${response.encoding}`}.`, "invalid-utf8");
    }
    let value;
    try {
      value = response.json();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return failure2("JSON deserialization error", `The response body is not valid JSON: ${reason}`, "invalid-json");
    }
    const issues = ctx.validator.validate(content.schema, value);
    const first = issues[0];
    if (first === void 0)
      return void 0;
    return failure2("Response violates schema", describeIssue2(first, value, content.schema, ctx, issues.length - 1), `${first.schemaPath}|${first.keyword}`);
  }
};
function documentedJsonContent(documented, response) {
  const raw = response.header("content-type");
  if (raw === void 0) {
    const json = documented.content.filter((content) => {
      const parsed = parseMediaType2(content.mediaType);
      return parsed !== void 0 && isJsonMediaType2(parsed);
    });
    return json.length === 1 ? json[0] : void 0;
  }
  const received = parseMediaType2(raw);
  if (received === void 0 || !isJsonMediaType2(received))
    return void 0;
  return findDocumentedContent(documented, received);
}
function isTrivial(schema) {
  if (schema === true)
    return true;
  if (typeof schema !== "object" || schema === null)
    return false;
  for (const _ in schema)
    return false;
  return true;
}
function bodyMayBeEmpty(response, ctx) {
  const status = response.statusCode;
  if (status === 204 || status === 304)
    return true;
  const method = response.request.method || ctx.operation.method;
  return method.toUpperCase() === "HEAD";
}
function failure2(title, message, key) {
  return { check: RESPONSE_SCHEMA_CONFORMANCE, title, message, key };
}

// dist/checks/status-code-conformance.js
var STATUS_CODE_CONFORMANCE = "status_code_conformance";
var statusCodeConformance = {
  name: STATUS_CODE_CONFORMANCE,
  run(ctx, response) {
    const operation = ctx.operation;
    if (operation.responses.length === 0)
      return void 0;
    const status = response.statusCode;
    if (findDocumentedResponse(operation, status) !== void 0)
      return void 0;
    return {
      check: STATUS_CODE_CONFORMANCE,
      title: "Undocumented HTTP status code",
      message: `Received: ${status}
Documented: ${documentedStatuses(operation).join(", ")}`,
      key: String(status)
    };
  }
};

// dist/checks/unsupported-method.js
var UNSUPPORTED_METHOD = "unsupported_method";
var FRAMEWORK_METHODS = /* @__PURE__ */ new Set(["HEAD", "OPTIONS"]);
var unsupportedMethod = {
  name: UNSUPPORTED_METHOD,
  run(ctx, response) {
    if (ctx.meta.violation?.kind !== "unexpected-method")
      return void 0;
    const method = response.request.method.toUpperCase();
    if (FRAMEWORK_METHODS.has(method))
      return void 0;
    const status = response.statusCode;
    if (status === 405) {
      if ((response.header("allow") ?? "").trim() !== "")
        return void 0;
      return {
        check: UNSUPPORTED_METHOD,
        title: "Missing Allow header",
        message: `${method} got 405 without an \`Allow\` header
List the methods the resource supports in \`Allow\` (RFC 9110)`,
        // One defect however many methods show it.
        key: "missing-allow"
      };
    }
    if (status === 501 || status === 429)
      return void 0;
    if (status === 404 && ctx.operation.path.includes("{"))
      return void 0;
    if ((status === 401 || status === 403) && ctx.operation.security.length > 0)
      return void 0;
    return {
      check: UNSUPPORTED_METHOD,
      title: "Unsupported method response",
      message: `Received: ${status} for ${method} ${ctx.operation.path}, a method the schema does not declare
Expected: 405`,
      key: String(status)
    };
  }
};

// dist/checks/use-after-free.js
var USE_AFTER_FREE = "use_after_free";
var useAfterFree = {
  name: USE_AFTER_FREE,
  run(ctx, response) {
    const steps = ctx.sequence?.steps;
    if (steps === void 0 || !succeeded(response))
      return void 0;
    const { method } = response.request;
    const path = resourcePath(response.request.url);
    const deletion = lastDeletion(steps, 0, path);
    if (deletion === void 0)
      return void 0;
    const deleted = resourcePath(deletion.request.url);
    if (deleted === path && (method === "PUT" || method === "DELETE"))
      return void 0;
    return {
      check: USE_AFTER_FREE,
      title: "Use after free",
      message: `The resource was deleted by DELETE ${deleted} (${deletion.response.statusCode}), but a later ${method} ${path} still succeeded (${response.statusCode}).`,
      key: `${ctx.operation.label} after ${deletion.operation.label}`
    };
  }
};
function lastDeletion(steps, from, path) {
  for (let index = steps.length - 1; index >= from; index--) {
    const step2 = steps[index];
    if (step2 === void 0 || step2.request.method !== "DELETE" || !succeeded(step2.response))
      continue;
    const deleted = resourcePath(step2.request.url);
    if (path === deleted || path.startsWith(`${deleted}/`))
      return step2;
  }
  return void 0;
}
function succeeded(response) {
  return response.statusCode >= 200 && response.statusCode < 300;
}
function resourcePath(url) {
  try {
    return new URL(url).pathname.replace(/\/+$/, "");
  } catch {
    return url;
  }
}

// dist/checks/ensure-resource-availability.js
var ENSURE_RESOURCE_AVAILABILITY = "ensure_resource_availability";
var CREATING_METHODS = /* @__PURE__ */ new Set(["POST", "PUT"]);
var ensureResourceAvailability = {
  name: ENSURE_RESOURCE_AVAILABILITY,
  run(ctx, response) {
    const sequence = ctx.sequence;
    if (sequence?.linkedFrom === void 0 || response.request.method !== "GET" || response.statusCode !== 404)
      return void 0;
    const creation = sequence.steps[sequence.linkedFrom];
    if (creation === void 0 || !CREATING_METHODS.has(creation.request.method) || !succeeded(creation.response))
      return void 0;
    const path = resourcePath(response.request.url);
    if (lastDeletion(sequence.steps, sequence.linkedFrom + 1, path) !== void 0)
      return void 0;
    return {
      check: ENSURE_RESOURCE_AVAILABILITY,
      title: "Resource is not available",
      message: `${creation.operation.label} created a resource (${creation.response.statusCode}), but GET ${path}, with values taken from that response, returned 404.`,
      key: `${ctx.operation.label} after ${creation.operation.label}`
    };
  }
};

// dist/checks/registry.js
var BUILTIN_CHECKS = [
  notAServerError,
  statusCodeConformance,
  contentTypeConformance,
  responseSchemaConformance,
  responseHeadersConformance,
  positiveDataAcceptance,
  negativeDataRejection,
  missingRequiredHeader,
  ignoredAuth,
  unsupportedMethod,
  useAfterFree,
  ensureResourceAvailability,
  maxResponseTime
];
var DEFAULT_CHECK_NAMES = BUILTIN_CHECKS.map((check) => check.name).filter((name) => name !== "max_response_time");
function resolveCheckNames(include, exclude, extraNames = []) {
  const known = [...ALL_CHECK_NAMES, ...extraNames.filter((name) => !ALL_CHECK_NAMES.includes(name))];
  const selected = include === void 0 ? [...DEFAULT_CHECK_NAMES] : expand(include, known, "--checks");
  if (exclude === void 0 || exclude.length === 0)
    return selected;
  const excluded = new Set(expand(exclude, known, "--exclude-checks"));
  return selected.filter((name) => !excluded.has(name));
}
function expand(entries2, known, option) {
  const out = [];
  for (const entry of entries2) {
    for (const part of entry.split(",")) {
      const name = part.trim();
      if (name === "")
        continue;
      if (name === "all") {
        for (const each of known)
          if (!out.includes(each))
            out.push(each);
      } else if (known.includes(name)) {
        if (!out.includes(name))
          out.push(name);
      } else {
        throw new UsageError(`Unknown check \`${name}\` in ${option}. Valid names: all, ${known.join(", ")}. Custom checks must be registered (with check()) before they can be selected.`);
      }
    }
  }
  return out;
}

// dist/api/case-hooks.js
function libraryHooks(apiCase) {
  const schema = apiCase.operation.schema;
  const auth = registeredAuth();
  return { set: hooksFor(schema), ...auth === void 0 ? {} : { auth }, app: schema.app };
}
async function callWithHooks(apiCase, options, send) {
  const hooks = libraryHooks(apiCase);
  if (!hasCallHooks(hooks))
    return send(options);
  const operation = apiCase.operation.definition;
  const kwargs = await runBeforeCall(hooks, operation, apiCase);
  const response = await send({
    ...options,
    headers: { ...options.headers, ...kwargs.headers },
    query: { ...options.query, ...kwargs.query },
    cookies: { ...options.cookies, ...kwargs.cookies }
  });
  await runAfterCall(hooks, operation, apiCase, response);
  return response;
}

// dist/api/case.js
var Case = class {
  method;
  path;
  pathParameters;
  query;
  headers;
  cookies;
  /** The body, or {@link NOT_SET}. */
  body;
  mediaType;
  /** Random identifier sent as `X-Apitest-Case-Id` for log correlation. */
  id;
  meta;
  operation;
  constructor(operation, data, meta = { phase: "fuzzing", mode: "positive" }) {
    this.operation = operation;
    this.method = operation.method;
    this.path = operation.path;
    this.pathParameters = { ...data.pathParameters };
    this.query = { ...data.query };
    this.headers = { ...data.headers };
    this.cookies = { ...data.cookies };
    this.body = "body" in data ? data.body : NOT_SET;
    this.mediaType = data.mediaType ?? (this.body === NOT_SET ? void 0 : operation.definition.requestBody?.alternatives[0]?.mediaType);
    this.id = newCaseId();
    this.meta = meta;
  }
  /** The path with its parameters filled in and encoded, e.g. `/users/42`. */
  get formattedPath() {
    const request = this.prepare({ baseUrl: "http://apitest.invalid" });
    return new URL(request.url).pathname;
  }
  /** The request this case sends, exactly as it goes on the wire. */
  prepare(options = {}) {
    const schema = this.operation.schema;
    const data = {
      method: this.method,
      path: this.path,
      pathParameters: this.pathParameters,
      query: { ...this.query, ...options.query },
      headers: this.headers,
      cookies: { ...this.cookies, ...options.cookies },
      body: this.body,
      mediaType: this.mediaType
    };
    return prepareRequest(data, this.operation.definition, {
      baseUrl: options.baseUrl ?? schema.requireBaseUrl(),
      headers: { "User-Agent": USER_AGENT, [CASE_ID_HEADER]: this.id, ...schema.headers, ...options.headers },
      serializers: schema.serializers,
      resolver: schema.spec.resolver
    });
  }
  /** A `curl` command that sends this case. */
  asCurlCommand(options = {}) {
    const request = this.prepare({
      baseUrl: options.baseUrl ?? this.operation.schema.baseUrl ?? "http://localhost",
      ...options.headers === void 0 ? {} : { headers: options.headers }
    });
    return renderCurl(request, { verify: options.verify ?? true });
  }
  /**
   * Sends the case (over HTTP, or into the in-process app the schema was loaded from) without
   * validating; the registered auth provider and `beforeCall`/`afterCall` hooks run around it.
   */
  async call(options = {}) {
    return callWithHooks(this, options, (hooked) => {
      const request = this.prepare(hooked);
      return this.operation.schema.transport.send(request, hooked.timeout === void 0 ? void 0 : { timeout: hooked.timeout });
    });
  }
  /**
   * Sends the case and validates the response.
   * @throws FailureGroup when any check fails.
   */
  async callAndValidate(options = {}) {
    const response = await this.call(options);
    await this.validateResponse(response, options);
    return response;
  }
  /**
   * Runs the checks on a response to this case.
   * @throws FailureGroup when any check fails.
   */
  async validateResponse(response, options = {}) {
    await this.operation.validateResponse(response, { ...options, case: this });
  }
};

// dist/api/custom-checks.js
var KEY6 = /* @__PURE__ */ Symbol.for("apitest.customChecks");
function store3() {
  const holder = globalThis;
  holder[KEY6] ??= /* @__PURE__ */ new Map();
  return holder[KEY6];
}
function registeredChecks() {
  return [...store3().values()];
}

// dist/api/failure-group.js
var CheckFailure = class extends Error {
  failure;
  constructor(failure3) {
    super(failure3.message === "" ? failure3.title : `${failure3.title}

${failure3.message}`);
    this.name = "CheckFailure";
    this.failure = failure3;
  }
};
var FailureGroup = class extends AggregateError {
  /** The distinct failures, as data. */
  failures;
  constructor(failures, details) {
    const count = failures.length;
    const lines = [`found ${count} distinct failure${count === 1 ? "" : "s"}`];
    if (details?.operation !== void 0)
      lines.push("", `Operation: ${details.operation}`);
    failures.forEach((failure3, index) => {
      lines.push("", `${index + 1}. ${failure3.title}`);
      if (failure3.message !== "")
        lines.push("", ...failure3.message.split("\n").map((line) => `   ${line}`));
    });
    if (details?.curl !== void 0)
      lines.push("", "Reproduce with:", "", `    ${details.curl}`);
    super(failures.map((failure3) => new CheckFailure(failure3)), lines.join("\n"));
    this.name = "FailureGroup";
    this.failures = failures;
  }
};

// dist/api/operation.js
var APIOperation = class {
  definition;
  schema;
  constructor(schema, definition) {
    this.schema = schema;
    this.definition = definition;
  }
  /** Uppercase HTTP method. */
  get method() {
    return this.definition.method;
  }
  /** Path template, e.g. `/users/{id}`. */
  get path() {
    return this.definition.path;
  }
  /** `METHOD /path`. */
  get label() {
    return this.definition.label;
  }
  /** A case with explicit values; anything not given is empty (the body is NOT_SET). */
  makeCase(values2 = {}) {
    return new Case(this, values2);
  }
  /**
   * A fast-check arbitrary of cases for this operation, with the generation hooks applied
   * (global `hook()` and this schema's `schema.hook()`).
   * @example fc.assert(fc.asyncProperty(operation.asArbitrary(), async (c) => { await c.callAndValidate(); }))
   */
  asArbitrary(options = {}) {
    if ((options.mode ?? "positive") !== "positive") {
      throw new UsageError(`asArbitrary({ mode: "${options.mode}" }) is not available yet: only positive data can be generated for ${this.label}.`);
    }
    return hookedCaseArbitrary(this.definition, this.schema.generationContext, hooksFor(this.schema)).map((data) => new Case(this, data));
  }
  /** Whether the response conforms to the documented response schema. */
  isValidResponse(response) {
    const failures = responseSchemaConformance.run(this.checkContext("response_schema_conformance"), response, this.makeCase());
    return failures === void 0 || Array.isArray(failures) && failures.length === 0;
  }
  /**
   * Runs the response checks (the default set, or as the options say).
   * @throws FailureGroup when any check fails.
   */
  async validateResponse(response, options = {}) {
    const excluded = new Set(options.excludedChecks ?? []);
    const base = options.checks ?? [...BUILTIN_CHECKS.filter((check) => DEFAULT_CHECK_NAMES.includes(check.name)), ...registeredChecks()];
    const checks = [...base, ...options.additionalChecks ?? []].filter((check) => !excluded.has(check.name));
    const caseData = options.case ?? this.makeCase();
    const failures = await runChecks(checks, (name) => this.checkContext(name, options.sequence), response, caseData);
    if (failures.length > 0) {
      const curl = maskAuthSecrets(renderCurl(sanitizeRequest(response.request, DEFAULT_OUTPUT.sanitization), { verify: response.verify }));
      throw new FailureGroup(failures, { operation: this.label, curl });
    }
  }
  checkContext(_name, sequence) {
    return {
      ...sequence === void 0 ? {} : { sequence },
      operation: this.definition,
      validator: this.schema.spec.validator,
      resolver: this.schema.spec.resolver,
      config: { enabled: true },
      meta: { phase: sequence === void 0 ? "fuzzing" : "stateful", mode: "positive" }
    };
  }
};

// dist/api/state-machine.js
var SequenceFailure = class extends FailureGroup {
  steps;
  seed;
  constructor(failures, steps, seed) {
    const sequence = steps.map((step2, at) => `${at + 1}. ${step2.label}
       ${step2.curl}`).join("\n    ");
    super(failures, { operation: `${steps.at(-1)?.label ?? "?"} (stateful sequence of ${steps.length} call${steps.length === 1 ? "" : "s"}, seed ${seed})`, curl: sequence });
    this.name = "SequenceFailure";
    this.steps = steps;
    this.seed = seed;
  }
};
var APIStateMachine = class {
  /** The schema the class was built from (set by `asStateMachine()`). */
  static schema;
  /** The links the machine follows (declared, or inferred when the schema declares none) and the declared ones it cannot use. */
  static links = { links: [], errors: [], inferred: false };
  /** Called once at the start of each scenario. */
  setup() {
  }
  /** Called once at the end of each scenario (also when it failed). */
  teardown() {
  }
  /** Called before each call; may change the case. */
  beforeCall(_case) {
  }
  /** Called after each call, before the response is validated. */
  afterCall(_response, _case) {
  }
  /** Options for each call (headers, query, cookies, timeout, base URL). */
  getCallOptions(_case) {
    return {};
  }
  /**
   * Runs the checks on a response (the default ones, the stateful ones with the sequence so far).
   * @throws FailureGroup when any check fails.
   */
  async validateResponse(response, apiCase, options = {}) {
    await apiCase.operation.validateResponse(response, { ...options, case: apiCase });
  }
  /**
   * Runs up to `maxExamples` scenarios of up to `maxSteps` calls; the first failing one is
   * shrunk to the shortest sequence that still fails.
   * @throws SequenceFailure with the failures and the reproducing sequence.
   * @throws UsageError when the schema has no links between its selected operations.
   */
  static async run(settings = {}) {
    const schema = this.schema;
    if (schema === void 0)
      throw new UsageError("APIStateMachine.run() needs a class from schema.asStateMachine(): subclass that one.");
    if (this.links.links.length === 0) {
      throw new UsageError(`${schema.title} has no links between its selected operations (and none could be inferred): there is no sequence to run. Add links to the schema's responses.`);
    }
    const maxSteps = settings.maxSteps ?? DEFAULT_MAX_STEPS;
    if (maxSteps < 2)
      throw new UsageError(`maxSteps must be at least 2, got ${maxSteps}.`);
    const seed = settings.seed ?? randomSeed();
    const model = buildModel(this.links.links, (operation) => caseArbitrary(operation, schema.generationContext));
    if (model.links.length === 0) {
      const reasons = [...new Set(model.dropped.map(({ reason }) => reason))].join(" ");
      throw new UsageError(`None of the links of ${schema.title} can be followed: the data of their operations cannot be generated. ${reasons}`);
    }
    const runner = new MachineRunner(schema, this);
    const random = new Random(xoroshiro128plus(seed));
    if (settings.numRuns !== void 0 && settings.maxExamples !== void 0 && settings.numRuns !== settings.maxExamples) {
      throw new UsageError(`run({ numRuns: ${settings.numRuns}, maxExamples: ${settings.maxExamples} }) disagree: they are the same setting, give only one.`);
    }
    const scenarios = settings.numRuns ?? settings.maxExamples ?? 100;
    for (let scenario = 0; scenario < scenarios; scenario++) {
      const outcome = await runNewSequence(model, runner, random, maxSteps);
      if (outcome.kind === "error")
        throw outcome.error;
      if (outcome.kind !== "failed")
        continue;
      const failures = outcome.steps.at(-1).failures;
      const shrunk = settings.noShrink === true ? outcome : await shrinkSequence(runner, outcome, failures[0], void 0, void 0, (operation) => model.arbitraries.get(operation));
      throw new SequenceFailure(shrunk.steps.at(-1).failures, shrunk.steps.map(stepReport), seed);
    }
  }
};
function stateMachineFor(schema) {
  const links = statefulLinks(schema.spec, schema.operations.map((operation) => operation.definition));
  return class extends APIStateMachine {
    static schema = schema;
    static links = links;
  };
}
var MachineRunner = class {
  #machine;
  #schema;
  #Machine;
  constructor(schema, Machine) {
    this.#schema = schema;
    this.#Machine = Machine;
  }
  async setup() {
    this.#machine = new this.#Machine();
    await this.#machine.setup();
  }
  async teardown() {
    await this.#machine?.teardown();
    this.#machine = void 0;
  }
  async send(definition, data, sequence) {
    const machine = this.#machine ?? new this.#Machine();
    const operation = this.#schema.operations.find((candidate) => candidate.definition === definition);
    if (operation === void 0)
      return { kind: "skipped", reason: `${definition.label} is not selected` };
    const apiCase = new Case(operation, data, { phase: "stateful", mode: "positive" });
    await machine.beforeCall(apiCase);
    let response;
    try {
      response = await apiCase.call(machine.getCallOptions(apiCase));
    } catch (error) {
      return { kind: "error", error };
    }
    await machine.afterCall(response, apiCase);
    let failures = [];
    try {
      await machine.validateResponse(response, apiCase, { sequence });
    } catch (error) {
      failures = error instanceof FailureGroup ? error.failures : [thrownFailure(error)];
    }
    const sent = {
      method: apiCase.method,
      path: apiCase.path,
      pathParameters: apiCase.pathParameters,
      query: apiCase.query,
      headers: apiCase.headers,
      cookies: apiCase.cookies,
      body: apiCase.body,
      mediaType: apiCase.mediaType
    };
    return { kind: "sent", caseId: apiCase.id, data: sent, request: response.request, response, failures };
  }
};
function thrownFailure(error) {
  const message = error instanceof Error ? error.message : String(error);
  return { check: "validate_response", title: "validateResponse failed", message, key: message };
}
function stepReport(step2) {
  return {
    label: step2.planned.operation.label,
    curl: renderCurl(sanitizeRequest(step2.request, DEFAULT_OUTPUT.sanitization), { verify: step2.response.verify })
  };
}

// dist/api/schema.js
var Schema = class _Schema {
  spec;
  serializers;
  headers;
  #connection;
  #operations;
  #transport;
  #generation;
  /** This schema's own hooks (`schema.hook`), after the ones of the schema it was filtered from. */
  hooks;
  constructor(spec, connection, filter, parentHooks) {
    this.spec = spec;
    this.hooks = new HookRegistry(parentHooks);
    this.#connection = connection;
    this.headers = connection.headers ?? {};
    this.serializers = withCustomSerializers(defaultSerializers());
    const all = spec.operations.map((definition) => new APIOperation(this, definition));
    this.#operations = filter === void 0 ? all : all.filter(filter);
  }
  /** The schema's base path (`basePath` in 2.0, the first server's path in 3.x). */
  get basePath() {
    return this.spec.basePath;
  }
  /** Where requests go, when known. */
  get baseUrl() {
    return this.#connection.baseUrl;
  }
  /**
   * Where requests go.
   * @throws UsageError when the schema was not loaded from the API and no `baseUrl` was given.
   */
  requireBaseUrl() {
    const baseUrl = this.#connection.baseUrl;
    if (baseUrl === void 0) {
      throw new UsageError(`${this.title} was not loaded from the API itself, so apitest does not know where to send requests: pass { baseUrl: "http://127.0.0.1:8000" } to the loader or to call().`);
    }
    return baseUrl;
  }
  /** The API's title. */
  get title() {
    return this.spec.title;
  }
  /** The transport requests go through (created on first use, shared by every case). */
  get transport() {
    this.#transport ??= this.#connection.transport();
    return this.#transport;
  }
  /** The generation context cases are built with. */
  get generationContext() {
    this.#generation ??= { resolver: this.spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: customFormats(), mediaTypes: customMediaTypes() };
    return this.#generation;
  }
  /** The selected operations. */
  get operations() {
    return this.#operations;
  }
  [Symbol.iterator]() {
    return this.#operations[Symbol.iterator]();
  }
  /**
   * The operation at a path and method.
   * @throws UsageError naming the known operations when there is none.
   */
  get(path, method) {
    const found = this.#operations.find((operation) => operation.path === path && operation.method === method.toUpperCase());
    if (found === void 0) {
      const known = this.#operations.slice(0, 20).map((operation) => operation.label).join(", ");
      throw new UsageError(`No operation ${method.toUpperCase()} ${path} in ${this.title}. Known operations: ${known}${this.#operations.length > 20 ? ", \u2026" : ""}.`);
    }
    return found;
  }
  /** A schema with only the operations matching the filter. */
  include(filter) {
    return new _Schema(this.spec, this.#connection, (operation) => this.has(operation) && matchesFilter(operation.definition, filter), this.hooks);
  }
  /** A schema without the operations matching the filter (and without deprecated ones when `deprecated: true`). */
  exclude(filter) {
    const { deprecated, ...rest } = filter;
    const criteria = Object.keys(rest).length > 0;
    return new _Schema(this.spec, this.#connection, (operation) => {
      if (!this.has(operation))
        return false;
      if (deprecated === true && operation.definition.deprecated)
        return false;
      return !(criteria && matchesFilter(operation.definition, rest));
    }, this.hooks);
  }
  /** The in-process app the schema was loaded from, if any. */
  get app() {
    return this.#connection.app;
  }
  hook(...args) {
    return registerHook(this.hooks, args);
  }
  /**
   * A copy of this schema whose parametrized tests also receive values drawn from these
   * arbitraries, as `given` in the test body: an array for `given(a, b)`, an object for
   * `given({ a, b })`. The specification's explicit strategies (`@given`).
   * @throws UsageError when applied twice, or given something that is not an arbitrary.
   * @example
   * parametrize(schema.given(fc.integer({ min: 1, max: 5 })))("api", async ({ case: apiCase, given }) => {
   *   const [retries] = given as [number];
   * });
   */
  given(...arbitraries) {
    return attachGiven(this, this.include({}), arbitraries);
  }
  /**
   * One test per selected operation, named `<name>[<METHOD> <path>]`, in the test framework whose
   * apitest entry point the test file imports (`apitest/vitest`, `apitest/jest` or
   * `apitest/node-test`); the body runs once per generated case. The same as that entry point's
   * `parametrize(schema, options)`.
   *
   * @throws UsageError when no framework entry point was imported, or when the body is registered twice.
   * @example
   * import "apitest/vitest";
   * schema.parametrize({ maxExamples: 50 })("api", async ({ case: apiCase }) => {
   *   await apiCase.callAndValidate();
   * });
   */
  parametrize(options = {}) {
    return activeParametrize()(this, options);
  }
  /** A fast-check arbitrary of cases over every selected operation. */
  asArbitrary() {
    if (this.#operations.length === 0)
      throw new UsageError(`No operations are selected in ${this.title}: there is nothing to generate.`);
    return oneof(...this.#operations.map((operation) => operation.asArbitrary()));
  }
  /**
   * A state machine class over the links between the selected operations (declared, else
   * inferred); subclass it to override its hooks, then `await Machine.run()`.
   */
  asStateMachine() {
    return stateMachineFor(this);
  }
  /** Closes the transport's connections. */
  async close() {
    await this.#transport?.close();
    this.#transport = void 0;
  }
  has(operation) {
    return this.#operations.some((own) => own.definition === operation.definition);
  }
};

// dist/cli/run-hooks.js
async function cliRunHooks(spec, baseUrl, transport, secrets) {
  const schema = await runAfterLoadSchema(new Schema(spec, { baseUrl, transport: () => transport }));
  const auth = registeredAuth()?.forRun(secrets);
  return { set: hooksFor(schema), ...auth === void 0 ? {} : { auth } };
}
function hookErrorWatcher() {
  let count = 0;
  return {
    sink: {
      handle(event) {
        if (event.type === "operation-finished")
          count += event.errors.filter((error) => error.title === "Hook error").length;
      }
    },
    count: () => count
  };
}
function hooksExitCode(summary, watcher, io) {
  if (summary.responses > 0 || summary.errors === 0 || watcher.count() < summary.errors)
    return void 0;
  io.stderr.write("\nError: no request got a response because the hooks failed for every operation (see the errors above). Fix the hooks module (--hooks, hooks in apitest.toml or APITEST_HOOKS).\n");
  return EXIT.unusable;
}

// dist/config/run-settings.js
function toRunSettings(resolved, extra) {
  const selected = [...extra.selectedChecks];
  if (resolved.maxResponseTime !== void 0 && !selected.includes("max_response_time"))
    selected.push("max_response_time");
  return {
    baseUrl: extra.baseUrl,
    phases: resolved.phases,
    workers: resolved.workers,
    continueOnFailure: resolved.continueOnFailure,
    checks: resolved.checks,
    selectedChecks: selected,
    generation: resolved.generation,
    network: resolved.network,
    output: resolved.output,
    ...resolved.seed === void 0 ? {} : { seed: resolved.seed },
    ...resolved.maxFailures === void 0 ? {} : { maxFailures: resolved.maxFailures },
    ...resolved.maxResponseTime === void 0 ? {} : { maxResponseTime: resolved.maxResponseTime }
  };
}

// dist/api/base-url.js
function resolveBaseUrl(spec, location, explicit) {
  if (explicit !== void 0) {
    let url;
    try {
      url = new URL(explicit);
    } catch {
      throw new UsageError(`Invalid --url '${explicit}': expected an absolute http:// or https:// URL such as http://127.0.0.1:8000.`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new UsageError(`Invalid --url '${explicit}': only http:// and https:// are supported.`);
    }
    const path = url.pathname === "/" ? spec.basePath : url.pathname;
    return trimSlash(`${url.origin}${path}`);
  }
  if (location === void 0 || !/^https?:\/\//i.test(location)) {
    throw new UsageError(`The schema was loaded from ${location ?? "an object"}, so apitest does not know where the API is: pass its base URL with --url (command line) or baseUrl (library), for example --url http://127.0.0.1:8000.`);
  }
  if (spec.serverUrl !== void 0 && spec.serverUrl !== "") {
    const resolved = new URL(spec.serverUrl, location);
    if (resolved.protocol === "http:" || resolved.protocol === "https:")
      return trimSlash(resolved.href.replace(/[?#].*$/, ""));
  }
  return trimSlash(`${new URL(location).origin}${spec.basePath}`);
}
function trimSlash(url) {
  return url.endsWith("/") ? url.slice(0, -1) : url;
}

// dist/cli/resolve-run.js
function selectedCheckNames(input) {
  const custom = registeredChecks().map((check) => check.name);
  const names = resolveCheckNames(input.includeChecks, input.excludeChecks, custom);
  if (input.includeChecks !== void 0)
    return names;
  const excluded = new Set(input.excludeChecks === void 0 ? [] : resolveCheckNames(input.excludeChecks, void 0, custom));
  return [...names, ...custom.filter((name) => !excluded.has(name) && !names.includes(name))];
}
function resolveRun(input, file, spec, location, cores) {
  const resolved = resolveRunSettings({ config: file, schemaTitle: spec.title, cli: input.overrides, cores });
  const baseUrl = resolveBaseUrl(spec, location, resolved.baseUrl);
  const settings = toRunSettings(resolved, { baseUrl, selectedChecks: selectedCheckNames(input) });
  const selected = new Set(settings.selectedChecks);
  const network = settings.network;
  return {
    resolved,
    settings,
    checks: [...BUILTIN_CHECKS, ...registeredChecks()].filter((check) => selected.has(check.name)),
    headers: { "User-Agent": USER_AGENT, ...network.headers },
    secrets: collectSecrets(network.headers, network.basicAuth, settings.output.sanitization)
  };
}

// dist/reporting/style.js
var CODES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39]
};
function createStylist(color) {
  if (!color)
    return (_style, text2) => text2;
  return (style, text2) => `\x1B[${CODES[style][0]}m${text2}\x1B[${CODES[style][1]}m`;
}
function shouldColor(choice, isTTY, env) {
  if (choice !== void 0)
    return choice;
  if (env["NO_COLOR"] !== void 0 && env["NO_COLOR"] !== "")
    return false;
  if (env["FORCE_COLOR"] !== void 0 && env["FORCE_COLOR"] !== "0")
    return true;
  return isTTY && env["TERM"] !== "dumb";
}

// dist/reporting/console.js
var RULE_WIDTH = 72;
var RANK = { skipped: 0, passed: 1, errored: 2, failed: 3 };
function createConsoleReporter(options) {
  const style = createStylist(options.color);
  const out = (text2 = "") => {
    options.output.write(`${mask(options, text2)}
`);
  };
  const failed = [];
  const errored = [];
  const warnings = [];
  const counts = { passed: 0, failed: 0, errored: 0, skipped: 0, cases: 0 };
  const statusOf = /* @__PURE__ */ new Map();
  let seed = 0;
  const truncated = /* @__PURE__ */ new Map();
  return {
    handle(event) {
      switch (event.type) {
        case "run-started":
          seed = event.seed;
          out(style("bold", `apitest ${VERSION}`));
          out(`Schema:     ${options.schemaLocation} (${event.title}, ${event.specVersion === "GraphQL" ? "GraphQL" : `OpenAPI ${event.specVersion}`})`);
          out(`Base URL:   ${event.baseUrl}`);
          out(`Operations: ${event.operations}`);
          out(`Phases:     ${event.phases.join(", ")}`);
          out(`Seed:       ${event.seed}`);
          break;
        case "phase-started":
          out();
          out(style("bold", `${capitalize(event.phase)} phase`));
          break;
        case "interaction":
          if (event.response?.truncated === true)
            truncated.set(event.operation, (truncated.get(event.operation) ?? 0) + 1);
          break;
        case "operation-finished": {
          const previous = statusOf.get(event.operation);
          if (previous === void 0 || RANK[event.status] > RANK[previous])
            statusOf.set(event.operation, event.status);
          counts.cases += event.stats.cases;
          const cases = `${event.stats.cases} case${event.stats.cases === 1 ? "" : "s"}`;
          if (event.status === "passed")
            out(`  ${style("green", "\u2714")} ${event.operation}  ${style("dim", cases)}`);
          else if (event.status === "failed") {
            const n = event.failures.length;
            out(`  ${style("red", "\u2718")} ${event.operation}  ${style("dim", cases)}, ${style("red", `${n} failure${n === 1 ? "" : "s"}`)}`);
            failed.push({ operation: event.operation, failures: event.failures });
          } else if (event.status === "errored") {
            out(`  ${style("yellow", "\u26A0")} ${event.operation}  ${style("dim", cases)}, ${style("yellow", "error")}`);
            errored.push({ operation: event.operation, errors: event.errors });
          } else
            out(`  ${style("dim", "-")} ${event.operation}  ${style("dim", `skipped: ${event.skipReason ?? "nothing to do"}`)}`);
          if (event.status === "failed" && event.errors.length > 0)
            errored.push({ operation: event.operation, errors: event.errors });
          if (event.status !== "skipped" && event.skipReason !== void 0)
            out(`      ${style("dim", `some cases were skipped: ${event.skipReason}`)}`);
          const cut = truncated.get(event.operation);
          if (cut !== void 0) {
            truncated.delete(event.operation);
            out(`      ${style("yellow", `${cut} response body${cut === 1 ? " was" : "s were"} truncated at the size limit and not validated against the schema`)}`);
          }
          break;
        }
        case "examples-replayed": {
          const still = event.failing === 0 ? "none fails any more" : `${event.failing} still failing`;
          out(`  ${style("dim", "\u21BB")} ${event.operation}  ${style("dim", `replayed ${event.count} stored example${event.count === 1 ? "" : "s"} (${still})`)}`);
          break;
        }
        case "warning":
          warnings.push(event);
          break;
        case "run-finished":
          for (const status of statusOf.values())
            counts[status]++;
          failed.sort((a, b) => a.operation.localeCompare(b.operation));
          errored.sort((a, b) => a.operation.localeCompare(b.operation));
          printFailures(out, style, options, failed);
          printErrors(out, style, errored);
          printWarnings(out, style, warnings);
          printSummary(out, style, event, counts, failed, errored, seed);
          break;
        default:
          break;
      }
    }
  };
}
function printFailures(out, style, options, failed) {
  if (failed.length === 0)
    return;
  out();
  out(style("red", heading("FAILURES")));
  for (const { operation, failures } of failed) {
    out();
    out(style("bold", subheading(operation)));
    const byCase = /* @__PURE__ */ new Map();
    for (const report of failures)
      byCase.set(report.caseId, [...byCase.get(report.caseId) ?? [], report]);
    let index = 0;
    for (const reports of byCase.values()) {
      for (const report of reports) {
        index++;
        out();
        out(style("red", `${index}. ${report.failure.title}`));
        if (report.failure.message !== "") {
          out();
          out(indent(report.failure.message, "   "));
        }
      }
      const first = reports[0];
      if (first.response !== void 0) {
        const { statusCode, message } = first.response;
        out();
        out(`[${statusCode}] ${message}:`);
        const body = first.response.content.byteLength === 0 ? "<EMPTY>" : prettyBody(first.response);
        out();
        out(indent(truncatePayload(body, options.settings.truncation), "    "));
      }
      out();
      out("Reproduce with:");
      out();
      if (first.steps !== void 0 && first.steps.length > 0) {
        first.steps.forEach((step2, at) => {
          out(`    ${at + 1}. ${step2.label}`);
          out(`       ${step2.curl}`);
        });
      } else
        out(`    ${first.curl}`);
    }
  }
}
function printErrors(out, style, errored) {
  if (errored.length === 0)
    return;
  out();
  out(style("yellow", heading("ERRORS")));
  for (const { operation, errors } of errored) {
    out();
    out(style("bold", subheading(operation)));
    for (const error of errors) {
      out();
      out(style("yellow", error.title));
      out();
      out(indent(error.message, "   "));
      if (error.curl !== void 0) {
        out();
        out("Reproduce with:");
        out();
        out(`    ${error.curl}`);
      }
    }
  }
}
function printWarnings(out, style, warnings) {
  if (warnings.length === 0)
    return;
  out();
  out(style("yellow", heading("WARNINGS")));
  for (const warning of warnings) {
    out();
    out(style("yellow", `${warning.name}: ${warning.message}.`));
    for (const operation of warning.operations)
      out(`  - ${operation}`);
    out(`  Hint: ${warning.hint}.`);
  }
}
function printSummary(out, style, event, counts, failed, errored, seed) {
  out();
  out(style("bold", heading("SUMMARY")));
  out();
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
  if (counts.errored > 0)
    parts.push(`${counts.errored} errored`);
  if (counts.skipped > 0)
    parts.push(`${counts.skipped} skipped`);
  out(`Operations: ${parts.join(", ")}`);
  out(`Test cases: ${counts.cases} sent`);
  const distinct = failed.reduce((total, item) => total + item.failures.length, 0);
  if (distinct > 0) {
    const titles = /* @__PURE__ */ new Map();
    for (const item of failed)
      for (const report of item.failures)
        titles.set(report.failure.title, (titles.get(report.failure.title) ?? 0) + 1);
    out(`Failures:   ${[...titles].map(([title, n]) => `${title} (${n})`).join(", ")}`);
  }
  out(`Seed:       ${seed} (use --seed ${seed} to reproduce this run)`);
  if (event.interrupted)
    out(style("yellow", "Interrupted: the results above are what was found before the run was stopped."));
  if (event.stopReason !== void 0)
    out(style("yellow", `Stopped early: ${event.stopReason}.`));
  out();
  const time = `${event.durationSeconds.toFixed(2)}s`;
  if (distinct > 0)
    out(style("red", `Found ${distinct} distinct failure${distinct === 1 ? "" : "s"} in ${time}`));
  else if (errored.length > 0)
    out(style("yellow", `No failures found, but ${errored.length} operation${errored.length === 1 ? "" : "s"} errored (${time})`));
  else
    out(style("green", `No issues found in ${time}`));
}
function mask(options, text2) {
  const sanitization = options.settings.sanitization;
  if (!sanitization.enabled || options.secrets === void 0 || options.secrets.length === 0)
    return text2;
  return sanitizeText(text2, options.secrets, sanitization.replacement);
}
function heading(title) {
  const side = Math.max(3, Math.floor((RULE_WIDTH - title.length - 2) / 2));
  return `${"=".repeat(side)} ${title} ${"=".repeat(side)}`;
}
function subheading(title) {
  const side = Math.max(3, Math.floor((RULE_WIDTH - title.length - 2) / 2));
  return `${"_".repeat(side)} ${title} ${"_".repeat(side)}`;
}
function indent(text2, prefix) {
  return text2.split("\n").map((line) => line === "" ? line : prefix + line).join("\n");
}
function capitalize(text2) {
  return text2.charAt(0).toUpperCase() + text2.slice(1);
}

// dist/reporting/progress.js
var CLEAR_LINE = "\r\x1B[2K";
function formatProgress(state) {
  const phase = state.phase.charAt(0).toUpperCase() + state.phase.slice(1);
  const failures = `${state.failures} failure${state.failures === 1 ? "" : "s"}`;
  const requests = `${state.requests} request${state.requests === 1 ? "" : "s"}`;
  return `${phase}  ${state.operationsDone}/${state.operationsTotal} operations \xB7 ${requests} \xB7 ${failures} \xB7 ${state.elapsedSeconds.toFixed(1)}s`;
}
function createProgressDisplay(options) {
  const now = options.now ?? (() => performance.now());
  const interval = options.intervalMs ?? 100;
  const terminal = options.output;
  let current;
  let shown = false;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let timer;
  const erase = () => {
    if (!shown)
      return;
    terminal.write(CLEAR_LINE);
    shown = false;
  };
  const draw = () => {
    if (current === void 0)
      return;
    const time = now();
    if (time - lastDraw < interval)
      return;
    lastDraw = time;
    const line = formatProgress({
      phase: current.phase,
      operationsDone: current.done,
      operationsTotal: current.total,
      requests: current.requests,
      failures: current.failures,
      elapsedSeconds: (time - current.started) / 1e3
    });
    const width = options.columns === void 0 ? line.length : Math.max(10, options.columns - 1);
    terminal.write(`${CLEAR_LINE}${line.length > width ? `${line.slice(0, width - 1)}\u2026` : line}`);
    shown = true;
  };
  const stop = () => {
    if (timer !== void 0)
      clearInterval(timer);
    timer = void 0;
    current = void 0;
    erase();
  };
  const sink = {
    handle(event) {
      switch (event.type) {
        case "phase-started":
          stop();
          current = { phase: event.phase, total: event.operations, done: 0, requests: 0, failures: 0, started: now() };
          lastDraw = Number.NEGATIVE_INFINITY;
          if (options.ticker !== false) {
            timer = setInterval(draw, interval);
            timer.unref();
          }
          draw();
          break;
        case "interaction":
          if (current === void 0)
            break;
          current.requests++;
          draw();
          break;
        case "operation-finished":
          if (current === void 0)
            break;
          current.done++;
          current.failures += event.failures.length;
          draw();
          break;
        case "phase-finished":
        case "run-finished":
          stop();
          break;
        default:
          break;
      }
    },
    close: stop
  };
  return {
    sink,
    output: {
      write(text2) {
        erase();
        return terminal.write(text2);
      }
    }
  };
}

// dist/transport/rate-limited.js
function rateLimited(transport, perSecond, now = () => performance.now()) {
  const interval = 1e3 / perSecond;
  let nextSlot = 0;
  return {
    async send(request, options) {
      const current = now();
      const slot = Math.max(current, nextSlot);
      nextSlot = slot + interval;
      const wait = slot - current;
      if (wait > 0)
        await new Promise((resolve4) => setTimeout(resolve4, wait));
      return transport.send(request, options);
    },
    close: () => transport.close()
  };
}

// dist/cli/run-outputs.js
async function createRunOutputs(settings, resolved, location, secrets, io) {
  const network = settings.network;
  const color = shouldColor(resolved.color, io.stdout.isTTY === true, io.env);
  const progress = io.stdout.isTTY === true && color ? createProgressDisplay({ output: io.stdout, columns: io.stdout.columns }) : void 0;
  const reports = await createReportSinks(reportSettings(resolved.reports), { sanitization: settings.output.sanitization, secrets, truncation: settings.output.truncation, command: `apitest run ${location}` }, /* @__PURE__ */ new Date());
  const http = createHttpTransport({
    tlsVerify: network.tlsVerify,
    maxResponseSize: network.maxResponseSize,
    connections: Math.max(2, settings.workers),
    ...network.proxy === void 0 ? {} : { proxy: network.proxy },
    ...network.requestCert === void 0 ? {} : { requestCert: network.requestCert },
    ...network.requestCertKey === void 0 ? {} : { requestCertKey: network.requestCertKey }
  });
  return {
    transport: network.rateLimit === void 0 ? http : rateLimited(http, network.rateLimit),
    sinks: [
      createConsoleReporter({ output: progress?.output ?? io.stdout, color, settings: settings.output, schemaLocation: location, secrets }),
      // After the console, so a line it printed is followed by the redrawn progress, not erased by it.
      ...progress === void 0 ? [] : [progress.sink],
      ...reports.map((report) => report.sink)
    ],
    announceReports() {
      if (reports.length > 0)
        io.stdout.write(`
Reports:
${reports.map((report) => `  - ${report.format}: ${report.path}`).join("\n")}
`);
    }
  };
}
function reportSettings(reports) {
  const formats = ["junit", "vcr", "har"].filter((format) => reports[format].enabled);
  const paths = {};
  for (const format of formats)
    paths[format] = reports[format].path;
  return { formats, directory: reports.directory, paths, preserveBytes: reports.preserveBytes };
}

// dist/cli/select-operations.js
function selectOperations(operations, input) {
  const { filters, shard } = input;
  const filtered = filters === void 0 ? operations : operations.filter((operation) => matchesSelectors(operation, filters));
  if (filters !== void 0 && filtered.length === 0) {
    throw new UsageError(`No operation matches ${describeFilters(filters)}: the schema has ${operations.length} operation${operations.length === 1 ? "" : "s"}${operations.length === 0 ? "" : ` (for example ${sample(operations)})`}. Check the spelling of the values, or drop the filter.`);
  }
  const configured = filtered.filter((operation) => input.configSelects(operation));
  if (filters !== void 0 && configured.length === 0) {
    throw new UsageError(`The operations that ${describeFilters(filters)} selects (${sample(filtered)}) are all disabled by [[operations]] entries with enabled = false in the configuration file.`);
  }
  const chosen = shard === void 0 ? configured : configured.filter((operation) => inShard(operation.label, shard.index, shard.count));
  const labels = new Set(chosen.map((operation) => operation.label));
  return { isSelected: (operation) => labels.has(operation.label), labels: [...labels] };
}
function sample(operations) {
  const names = operations.slice(0, 3).map((operation) => operation.label);
  return operations.length > 3 ? `${names.join(", ")}, \u2026` : names.join(", ");
}

// dist/cli/graphql-detect.js
import { readFile as readFile4 } from "node:fs/promises";
function isGraphqlLocationName(location) {
  if (/^https?:\/\//i.test(location)) {
    try {
      return /\/graphql\/?$/i.test(new URL(location).pathname);
    } catch {
      return false;
    }
  }
  return /\.(graphql|gql)$/i.test(location);
}
function isIntrospectionText(text2) {
  const start = text2.replace(/^\uFEFF/, "").trimStart();
  if (!start.startsWith("{") || !start.includes('"__schema"'))
    return false;
  let value;
  try {
    value = JSON.parse(start);
  } catch {
    return false;
  }
  const root = isRecord3(value) && isRecord3(value["data"]) ? value["data"] : value;
  return isRecord3(root) && isRecord3(root["__schema"]);
}
function isRecord3(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
async function isGraphqlLocation(location) {
  if (isGraphqlLocationName(location))
    return true;
  if (/^https?:\/\//i.test(location) || !/\.json$/i.test(location))
    return false;
  try {
    return isIntrospectionText(await readFile4(location, "utf8"));
  } catch {
    return false;
  }
}

// dist/cli/open-run-database.js
async function openRunDatabase(settings, io) {
  if (settings.seed !== void 0 || settings.generation.deterministic)
    return void 0;
  const opened = await openExampleDatabase(settings.generation.database, process.cwd());
  if (opened.warning !== void 0)
    io.stderr.write(`Warning: ${opened.warning}
`);
  return opened.database;
}

// dist/cli/run-command.js
async function runCommand(location, raw, io) {
  if (await isGraphqlLocation(location))
    return (await import("./graphql-command-XHZY66WD.js")).runGraphqlCommand(location, raw, io);
  const cores = availableParallelism();
  const input = parseRunOptions(raw, cores);
  const configPath = raw.configFile ?? await findConfigFile(process.cwd());
  const file = configPath === void 0 ? void 0 : await loadConfigFile(configPath, io.env);
  const early = resolveRunSettings({ config: file, schemaTitle: "", cli: input.overrides, cores });
  const hooks = early.hooks ?? io.env["APITEST_HOOKS"];
  if (hooks !== void 0 && hooks !== "")
    await loadHooks(hooks, process.cwd());
  selectedCheckNames(input);
  assertConfiguredMetrics(input.overrides, file, configPath);
  let spec;
  try {
    spec = await loadOpenApi(location, {
      headers: { ...early.network.headers },
      prepareDocument: runBeforeLoadSchema,
      ...early.waitForSchema === void 0 ? {} : { waitForSchema: early.waitForSchema },
      ...early.network.requestTimeout === void 0 ? {} : { timeout: early.network.requestTimeout }
    });
  } catch (error) {
    if (!(error instanceof SchemaError) || !/not an OpenAPI document/.test(error.message) || !/^https?:\/\//i.test(location))
      throw error;
    const { graphqlFallback, runGraphqlCommand } = await import("./graphql-command-XHZY66WD.js");
    const graphqlSpec = await graphqlFallback(location, early.network);
    if (graphqlSpec === void 0)
      throw error;
    return runGraphqlCommand(location, raw, io, graphqlSpec);
  }
  const { resolved, settings, checks, headers, secrets } = resolveRun(input, file, spec, location, cores);
  const baseUrl = settings.baseUrl;
  const network = settings.network;
  if (network.requestCertKey !== void 0 && network.requestCert === void 0) {
    throw new UsageError("A client key is given (--request-cert-key or request-cert-key) without a certificate: add --request-cert <path> with the matching certificate.");
  }
  const selection = selectOperations(spec.operations, {
    filters: input.filters,
    shard: input.shard,
    configSelects: (operation) => resolved.isOperationSelected(operation)
  });
  if (input.shard !== void 0 && selection.labels.length === 0) {
    io.stderr.write(`Note: shard ${input.shard.index}/${input.shard.count} has no operations to test (the other shards have them all).
`);
  }
  const database = await openRunDatabase(settings, io);
  const liveSecrets = [...secrets];
  const outputs = await createRunOutputs(settings, resolved, location, liveSecrets, io);
  const transport = outputs.transport;
  const hooked = await cliRunHooks(spec, baseUrl, transport, liveSecrets);
  const hookErrors = hookErrorWatcher();
  let summary;
  try {
    summary = await runTests({
      spec,
      settings,
      transport,
      checks,
      generation: {
        resolver: spec.resolver,
        allowX00: settings.generation.allowX00,
        excludeHeaderCharacters: settings.generation.excludeHeaderCharacters,
        ...settings.generation.codec === void 0 ? {} : { codec: settings.generation.codec },
        formats: customFormats(),
        mediaTypes: customMediaTypes()
      },
      serializers: withCustomSerializers(defaultSerializers()),
      sinks: [...outputs.sinks, hookErrors.sink],
      headers,
      secrets: liveSecrets,
      hooks: hooked,
      judge: createWireJudge(spec, baseUrl),
      warnings: resolved.warnings,
      operationSettings: (operation, phase) => resolved.forOperation(operation, phase),
      isSelected: selection.isSelected,
      suppressHealthChecks: resolved.suppressHealthCheck,
      ...database === void 0 ? {} : { database },
      ...io.signal === void 0 ? {} : { signal: io.signal }
    });
  } finally {
    await transport.close();
  }
  outputs.announceReports();
  return hooksExitCode(summary, hookErrors, io) ?? exitCodeFor(summary, baseUrl, io);
}
function exitCodeFor(summary, baseUrl, io) {
  if (summary.failures > 0)
    return EXIT.failures;
  if (summary.responses === 0 && summary.errors > 0) {
    io.stderr.write(`
Error: the API at ${baseUrl} could not be reached: no request got a response (see the errors above). Check that the server is running and that --url is right.
`);
    return EXIT.unusable;
  }
  if (summary.interrupted)
    return EXIT.interrupted;
  return summary.errors > 0 ? EXIT.failures : EXIT.ok;
}

export {
  findConfigFile,
  loadConfigFile,
  resolveRunSettings,
  ExampleStore,
  HEALTH_SAMPLE,
  requestBytes,
  HealthMonitor,
  HealthLog,
  createEmitter,
  closeSinks,
  failureIdentity,
  HookError,
  newCaseId,
  CASE_ID_HEADER,
  runChecks,
  hasCallHooks,
  mutableCase,
  runBeforeCall,
  runAfterCall,
  withKwargs,
  IDENTITY,
  caseStages,
  hookArbitrary,
  shaper,
  hookGenerated,
  hookPlanned,
  guardHooks,
  errorTitle,
  renderCurl,
  ResultCollector,
  operationSeed,
  runSeedFor,
  DEFAULT_SHRINK_BUDGET,
  shrinkValue,
  merged,
  storable,
  modesOf,
  forEachConcurrent,
  ReportedFailures,
  operationFinished,
  maxFailuresReason,
  createDocumentValidator,
  parseRunOptions,
  collectSecrets,
  loadHooks,
  globalHooks,
  registeredAuth,
  MAX_RESPONSE_TIME,
  responseTimeFailure,
  registeredChecks,
  hookErrorWatcher,
  hooksExitCode,
  toRunSettings,
  selectedCheckNames,
  createRunOutputs,
  selectOperations,
  openRunDatabase,
  runCommand,
  exitCodeFor
};

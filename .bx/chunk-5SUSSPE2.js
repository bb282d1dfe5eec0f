import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  codecFiltered
} from "./chunk-JDRZJPD7.js";
import {
  NOT_SET,
  constant,
  environmentFor,
  isPlainObject,
  oneof,
  option,
  plainString,
  tryFilter,
  tuple
} from "./chunk-OXB6HLI4.js";
import {
  ApitestError,
  SchemaError
} from "./chunk-YQFBT4X6.js";

// dist/generation/form-body.js
var FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/[^;\s]+)\s*(;|$)/i;
function formSafeBody(arb, mediaType) {
  if (!FORM_TYPES.test(mediaType))
    return arb;
  const noEmptyArray = (value) => !isPlainObject(value) || Object.values(value).every((item) => !Array.isArray(item) || item.length > 0);
  return tryFilter(arb, noEmptyArray) ?? arb;
}

// dist/generation/case-arbitrary.js
var ABSENT = /* @__PURE__ */ Symbol("absent");
var MODES = { path: "path", query: "body", header: "header", cookie: "cookie" };
var cache = /* @__PURE__ */ new WeakMap();
function caseArbitrary(operation, ctx) {
  let byOperation = cache.get(ctx);
  if (byOperation === void 0) {
    byOperation = /* @__PURE__ */ new WeakMap();
    cache.set(ctx, byOperation);
  }
  const known = byOperation.get(operation);
  if (known !== void 0)
    return known;
  const arb = codecFiltered(buildCase(operation, ctx), ctx, (data) => data);
  byOperation.set(operation, arb);
  return arb;
}
function shapedCaseArbitrary(operation, ctx, shapers) {
  return buildCase(operation, ctx, shapers);
}
function shaped(shaper, arbitrary) {
  return shaper === void 0 ? arbitrary : shaper(arbitrary);
}
function buildCase(operation, ctx, shapers = {}) {
  const byLocation = (location) => operation.parameters.filter((parameter) => parameter.location === location);
  const pathParameters = byLocation("path");
  const declared = new Set(pathParameters.map((parameter) => parameter.name));
  const undeclared = templateNames(operation.path).filter((name) => !declared.has(name));
  const pathPolicy = environmentFor(ctx, "path").policy;
  const extraPath = undeclared.map((name) => plainString(pathPolicy, 1, 16).map((value) => [name, value]));
  const path = shaped(shapers.pathParameters, tuple(parametersArbitrary(pathParameters, ctx, true, operation.label), tuple(...extraPath)).map(([entries, extra]) => Object.fromEntries([...entries, ...extra])));
  const query = shaped(shapers.query, parametersArbitrary(byLocation("query"), ctx, false, operation.label).map(Object.fromEntries));
  const headers = shaped(shapers.headers, parametersArbitrary(byLocation("header"), ctx, false, operation.label).map(Object.fromEntries));
  const cookies = shaped(shapers.cookies, parametersArbitrary(byLocation("cookie"), ctx, false, operation.label).map(Object.fromEntries));
  const body = bodyArbitrary(operation.requestBody, ctx, operation.label, shapers.body);
  return tuple(path, query, headers, cookies, body).map(([pathValues, queryValues, headerValues, cookieValues, payload]) => ({
    method: operation.method,
    path: operation.path,
    pathParameters: pathValues,
    query: queryValues,
    headers: headerValues,
    cookies: cookieValues,
    body: payload.body,
    mediaType: payload.mediaType
  }));
}
function templateNames(path) {
  return [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]);
}
function parametersArbitrary(parameters, ctx, forceRequired, label) {
  const parts = [];
  const seen = /* @__PURE__ */ new Set();
  for (const parameter of parameters) {
    if (seen.has(parameter.name))
      continue;
    seen.add(parameter.name);
    const env = environmentFor(ctx, MODES[parameter.location]);
    const required = forceRequired || parameter.required;
    if (required) {
      const arb2 = explained(() => env.build(parameter.schema, 0), `the required ${parameter.location} parameter ${JSON.stringify(parameter.name)} of ${label}`);
      parts.push(arb2.map((value) => [parameter.name, value]));
      continue;
    }
    const arb = env.tryBuild(parameter.schema, 0);
    if (arb !== void 0)
      parts.push(option(arb.map((value) => [parameter.name, value]), { nil: ABSENT, freq: 3 }));
  }
  return tuple(...parts).map((entries) => entries.filter((entry) => entry !== ABSENT));
}
function bodyArbitrary(requestBody, ctx, label, shaper) {
  const unset = constant({ body: NOT_SET, mediaType: void 0 });
  if (requestBody === void 0 || requestBody.alternatives.length === 0)
    return unset;
  const env = environmentFor(ctx, "body");
  const alternatives = [];
  let firstError;
  for (const alternative of requestBody.alternatives) {
    try {
      const arb = customBody(ctx, alternative.mediaType) ?? shaped(shaper, formSafeBody(env.build(alternative.schema, 0), alternative.mediaType));
      alternatives.push(arb.map((body) => ({ body, mediaType: alternative.mediaType })));
    } catch (error) {
      if (!(error instanceof ApitestError))
        throw error;
      firstError ??= error;
    }
  }
  if (alternatives.length === 0) {
    if (requestBody.required)
      throw explain(firstError, `the required request body of ${label}`);
    return unset;
  }
  const chosen = alternatives.length === 1 ? alternatives[0] : oneof(...alternatives);
  return requestBody.required ? chosen : oneof({ weight: 4, arbitrary: chosen }, { weight: 1, arbitrary: unset });
}
function customBody(ctx, mediaType) {
  if (ctx.mediaTypes === void 0 || ctx.mediaTypes.size === 0)
    return void 0;
  const semicolon = mediaType.indexOf(";");
  return ctx.mediaTypes.get((semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase());
}
function explained(make, what) {
  try {
    return make();
  } catch (error) {
    throw explain(error, what);
  }
}
function explain(error, what) {
  if (!(error instanceof ApitestError))
    return error;
  const code = error.code === "reference_error" || error.code === "schema_invalid" ? error.code : "schema_unsupported";
  return new SchemaError(code, `Cannot generate ${what}: ${error.message}`, { cause: error });
}

export {
  caseArbitrary,
  shapedCaseArbitrary
};

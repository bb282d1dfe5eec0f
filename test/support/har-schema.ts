/**
 * The essential JSON Schema of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/),
 * written for these tests: required fields and their types for log, creator, entries,
 * request, response, cookies, headers, query string, postData, content and timings.
 * Custom fields must start with `_`, so unknown unprefixed fields are rejected.
 */
const pair = {
  type: "object",
  required: ["name", "value"],
  properties: { name: { type: "string" }, value: { type: "string" }, comment: { type: "string" } },
  additionalProperties: false,
};

const custom = { "^_": {} };

const cookie = {
  type: "object",
  required: ["name", "value"],
  properties: {
    name: { type: "string" },
    value: { type: "string" },
    path: { type: "string" },
    domain: { type: "string" },
    expires: { type: ["string", "null"], format: "date-time" },
    httpOnly: { type: "boolean" },
    secure: { type: "boolean" },
    comment: { type: "string" },
  },
  additionalProperties: false,
};

const request = {
  type: "object",
  required: ["method", "url", "httpVersion", "cookies", "headers", "queryString", "headersSize", "bodySize"],
  properties: {
    method: { type: "string" },
    url: { type: "string", format: "uri" },
    httpVersion: { type: "string" },
    cookies: { type: "array", items: cookie },
    headers: { type: "array", items: pair },
    queryString: { type: "array", items: pair },
    postData: {
      type: "object",
      required: ["mimeType"],
      properties: {
        mimeType: { type: "string" },
        text: { type: "string" },
        params: { type: "array" },
        comment: { type: "string" },
      },
      additionalProperties: false,
    },
    headersSize: { type: "integer" },
    bodySize: { type: "integer" },
    comment: { type: "string" },
  },
  patternProperties: custom,
  additionalProperties: false,
};

const response = {
  type: "object",
  required: ["status", "statusText", "httpVersion", "cookies", "headers", "content", "redirectURL", "headersSize", "bodySize"],
  properties: {
    status: { type: "integer" },
    statusText: { type: "string" },
    httpVersion: { type: "string" },
    cookies: { type: "array", items: cookie },
    headers: { type: "array", items: pair },
    content: {
      type: "object",
      required: ["size", "mimeType"],
      properties: {
        size: { type: "integer" },
        compression: { type: "integer" },
        mimeType: { type: "string" },
        text: { type: "string" },
        encoding: { type: "string" },
        comment: { type: "string" },
      },
      additionalProperties: false,
    },
    redirectURL: { type: "string" },
    headersSize: { type: "integer" },
    bodySize: { type: "integer" },
    comment: { type: "string" },
  },
  patternProperties: custom,
  additionalProperties: false,
};

const timing = { type: "number", minimum: -1 };

export const HAR_SCHEMA = {
  type: "object",
  required: ["log"],
  properties: {
    log: {
      type: "object",
      required: ["version", "creator", "entries"],
      properties: {
        version: { const: "1.2" },
        creator: {
          type: "object",
          required: ["name", "version"],
          properties: { name: { type: "string" }, version: { type: "string" }, comment: { type: "string" } },
          additionalProperties: false,
        },
        browser: { type: "object" },
        pages: { type: "array" },
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["startedDateTime", "time", "request", "response", "cache", "timings"],
            properties: {
              pageref: { type: "string" },
              startedDateTime: { type: "string", format: "date-time" },
              time: { type: "number", minimum: 0 },
              request,
              response,
              cache: { type: "object" },
              timings: {
                type: "object",
                required: ["send", "wait", "receive"],
                properties: {
                  blocked: timing,
                  dns: timing,
                  connect: timing,
                  send: { type: "number", minimum: 0 },
                  wait: { type: "number", minimum: 0 },
                  receive: { type: "number", minimum: 0 },
                  ssl: timing,
                  comment: { type: "string" },
                },
                additionalProperties: false,
              },
              serverIPAddress: { type: "string" },
              connection: { type: "string" },
              comment: { type: "string" },
            },
            patternProperties: custom,
            additionalProperties: false,
          },
        },
        comment: { type: "string" },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

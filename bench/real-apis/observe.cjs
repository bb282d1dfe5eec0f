'use strict';
// Preloaded (`node --require`) into each benchmarked API. It records, server-side and
// independently of the tool under test, every 5xx response (method and path) and every GraphQL
// error that carries a `path` (a resolver that failed, not a validation error), every 2xx
// response (method and path) and every GraphQL root field answered with data, and makes SIGTERM
// exit the process normally so that V8 writes its coverage for c8. Each process writes its own
// file (REAL_APIS_OBSERVE.<pid>.json): an API restarted after a crash keeps what it saw before.
const http = require('node:http');
const fs = require('node:fs');

const out = process.env.REAL_APIS_OBSERVE;
const serverErrors = new Set();
let requests = 0;
const graphqlErrors = new Set();
const succeeded = new Set();
const graphqlData = new Set();
const BODY_CAP = 256 * 1024;

function graphqlFields(text) {
  let body;
  try { body = JSON.parse(text); } catch { return; }
  for (const reply of Array.isArray(body) ? body : [body]) {
    if (reply && reply.data && typeof reply.data === 'object') {
      for (const [field, value] of Object.entries(reply.data)) if (value !== null && field !== '__typename' && field !== '__schema') graphqlData.add(field);
    }
    if (!reply || !Array.isArray(reply.errors)) continue;
    for (const error of reply.errors) {
      if (error && Array.isArray(error.path) && typeof error.path[0] === 'string') {
        graphqlErrors.add(error.path[0]);
      }
    }
  }
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request' && res) {
    requests++;
    const chunks = [];
    let size = 0;
    const keep = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function' || size > BODY_CAP) return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
      size += buf.length;
      if (size <= BODY_CAP) chunks.push(buf);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, cb) { keep(chunk, encoding); return write.call(this, chunk, encoding, cb); };
    res.end = function (chunk, encoding, cb) { keep(chunk, encoding); return end.call(this, chunk, encoding, cb); };
    res.on('finish', () => {
      const path = String(req.url || '').split('?')[0];
      if (res.statusCode >= 500) serverErrors.add(`${req.method} ${path}`);
      else if (res.statusCode >= 200 && res.statusCode <= 299) succeeded.add(`${req.method} ${path}`);
      const type = String(res.getHeader('content-type') || '');
      if (type.includes('json') && size <= BODY_CAP) {
        graphqlFields(Buffer.concat(chunks).toString('utf8'));
      }
    });
  }
  return emit.apply(this, arguments);
};

function flush() {
  if (!out) return;
  fs.writeFileSync(`${out}.${process.pid}.json`, JSON.stringify({ requests, serverErrors: [...serverErrors], graphqlErrors: [...graphqlErrors], succeeded: [...succeeded], graphqlData: [...graphqlData] }));
}
process.on('exit', flush);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));

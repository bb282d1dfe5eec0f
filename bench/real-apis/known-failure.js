#!/usr/bin/env node
// "A known failure does not end the search" (issue 23), measured on a real open-source API run
// locally: `apitest run` by default and with `--continue-on-failure`, for two builds (one from
// before the change, the current one), each against a fresh instance of the API under V8
// coverage. Prints line coverage of the API's own code (c8) and the distinct operations that
// answered 5xx (recorded server-side by observe.cjs). The APIs are bench/real-apis/apps.js's;
// third-party code is installed from the npm registry into bench/real-apis/.work/ (ignored by git).
//
//   git worktree add --detach /tmp/old 9928d6f^ && ln -s "$PWD/node_modules" /tmp/old/node_modules
//   (cd /tmp/old && npx tsc -p tsconfig.build.json && node scripts/bundle.js)
//   node bench/real-apis/known-failure.js --before /tmp/old/bin/apitest.js [--app loopback-todo] [--seed 1] [--work <dir>]
//
// 9928d6f is "A known failure no longer ends an operation's search"; its parent is the build before.
//
// Measured 2026-11-27 (seed 1; before d6b62ca, after 3a24b32), requests sent / lines covered:
//   loopback-todo           default 1,301 → 1,660, --continue-on-failure 2,819 / 2,546; 94.8 % and
//                           the same 3 operations with 5xx in all four runs (the API is saturated)
//   loopback-file-transfer  default 129 → 224, --continue-on-failure 227 / 224; 90.5 % in all four
// The default run no longer stops at a failure it already knows: on file-transfer it now sends
// what --continue-on-failure sends; on todo, operations still stop at a new distinct failure.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { apps } from './apps.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const c8 = path.join(root, 'node_modules/c8/bin/c8.js');
const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: path.join(root, 'bin/apitest.js') },
    app: { type: 'string', default: 'loopback-todo' },
    seed: { type: 'string', default: '1' },
    work: { type: 'string', default: path.join(here, '.work') },
    'run-timeout': { type: 'string', default: '300' },
  },
});
if (options.before === undefined) {
  console.error('known-failure: pass --before <an older build\'s bin/apitest.js> (see the comment at the top of this file)');
  process.exit(2);
}
const app = apps.find((candidate) => candidate.name === options.app);
if (app === undefined || app.kind !== 'openapi' || app.postgres) {
  console.error(`known-failure: --app must be one of ${apps.filter((a) => a.kind === 'openapi' && !a.postgres).map((a) => a.name).join(', ')}`);
  process.exit(2);
}

const builds = [['before', path.resolve(options.before)], ['after', path.resolve(options.after)]];
const rows = [];
for (const [label, apitest] of builds) {
  for (const flags of [[], ['--continue-on-failure']]) {
    process.stderr.write(`${app.name}: ${label}, ${['apitest run', ...flags].join(' ')} …\n`);
    const result = await measure(apitest, flags);
    rows.push({ label, apitest, flags, ...result });
    process.stderr.write(`  ${result.lines.pct.toFixed(1)} % lines, ${result.serverErrors.length} 5xx operations, ${result.requests} requests, ${result.seconds.toFixed(0)} s (logs in ${result.logs})\n`);
  }
}
console.log(`\n${app.name} (${app.pkg}), seed ${options.seed}; before: ${describe(builds[0][1])}, after: ${describe(builds[1][1])}\n`);
console.log('| build | command | lines covered | 5xx operations | requests | time |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const command = ['apitest run', ...row.flags].join(' ');
  console.log(`| ${row.label} | ${command} | ${row.lines.pct.toFixed(1)} % (${row.lines.covered}/${row.lines.total}) | ${row.serverErrors.length} | ${row.requests} | ${row.seconds.toFixed(0)} s |`);
}
console.log('\n5xx operations:');
for (const row of rows) console.log(`  ${row.label}, ${['apitest run', ...row.flags].join(' ')}: ${row.serverErrors.join('; ') || 'none'}`);

function describe(apitest) {
  try {
    return execFileSync('git', ['log', '-1', '--format=%h %s'], { cwd: path.dirname(apitest) }).toString().trim();
  } catch {
    return apitest;
  }
}

function install() {
  const dir = path.join(options.work, app.name);
  if (fs.existsSync(path.join(dir, 'node_modules', app.dir, 'package.json'))) return dir;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
  process.stderr.write(`installing ${app.pkg} …\n`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-save', app.pkg], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

async function measure(apitest, flags) {
  const appDir = path.join(install(), 'node_modules', app.dir);
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `known-failure-${app.name}-`));
  const covDir = path.join(tmp, 'v8');
  const observed = path.join(tmp, 'observed.json');
  app.prepare?.(appDir);
  app.setup?.(appDir, tmp);
  const { args, env } = app.start({ appDir, port });
  const log = fs.openSync(path.join(tmp, 'api.log'), 'w');
  const child = spawn(process.execPath, ['--require', path.join(here, 'observe.cjs'), ...args], {
    cwd: tmp,
    env: { ...process.env, ...env, NODE_V8_COVERAGE: covDir, REAL_APIS_OBSERVE: observed, NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
  });
  try {
    const schema = app.schema(port);
    await waitFor(schema, child, 120);
    const started = Date.now();
    const run = await runBounded([apitest, 'run', schema, '--seed', options.seed, '--generation-database', 'none', '--no-color', ...flags], tmp, Number(options['run-timeout']));
    const seconds = (Date.now() - started) / 1000;
    fs.writeFileSync(path.join(tmp, 'apitest.log'), run.out);
    if (run.code !== 0 && run.code !== 1) throw new Error(`apitest exited with ${run.code}; see ${tmp}/apitest.log`);
    const matcher = await operationMatcher(schema);
    await stop(child);
    const seen = fs.existsSync(observed) ? JSON.parse(fs.readFileSync(observed, 'utf8')) : { serverErrors: [], requests: 0 };
    return { seconds, lines: coverage(appDir, covDir), serverErrors: [...new Set(seen.serverErrors.map(matcher))].sort(), requests: seen.requests, logs: tmp };
  } finally {
    await stop(child);
  }
}

function coverage(appDir, covDir) {
  const cwd = app.coverageRoot ? path.join(appDir, '..', app.coverageRoot) : appDir;
  const reportDir = path.join(covDir, 'report');
  const args = [c8, 'report', '--temp-directory', covDir, '--report-dir', reportDir, '--reporter', 'json-summary', '--all', '--src', cwd, '--exclude-node-modules=false'];
  for (const glob of app.include) args.push('--include', glob);
  for (const glob of app.exclude ?? []) args.push('--exclude', glob);
  execFileSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return JSON.parse(fs.readFileSync(path.join(reportDir, 'coverage-summary.json'), 'utf8')).total.lines;
}

/** "METHOD /path" → "METHOD /template", from the API's own OpenAPI document. */
async function operationMatcher(schemaUrl) {
  const document = await (await fetch(schemaUrl)).json();
  const base = new URL(document.servers?.[0]?.url ?? '/', schemaUrl).pathname.replace(/\/$/, '');
  const routes = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const pattern = new RegExp(`^${base}${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);
    for (const method of Object.keys(item)) routes.push({ method: method.toUpperCase(), pattern, label: `${method.toUpperCase()} ${template}` });
  }
  return (hit) => {
    const [method, target] = hit.split(' ');
    let decoded = target;
    try {
      decoded = decodeURIComponent(target);
    } catch {
      // keep it raw
    }
    return routes.find((route) => route.method === method && (route.pattern.test(target) || route.pattern.test(decoded)))?.label ?? `${method} (no operation: ${target})`;
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before answering`);
    const answered = await fetch(url).then((response) => response.status < 500, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API did not answer ${url} within ${seconds} s`);
}

function runBounded(args, cwd, seconds) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, seconds * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

#!/usr/bin/env node
// Real-API benchmark: installs open-source Node APIs from the npm registry, starts each under
// V8 coverage (reported by c8), runs `apitest run` (and `apitest fuzz --max-time N` when the
// build has it) against it, and prints a markdown table of line coverage of the API's own code,
// distinct operations that answered 5xx and distinct GraphQL fields whose resolver failed.
//
//   npm run bench:real-apis                  # all APIs, run (+ fuzz when available)
//   node bench/real-apis/run.js --only postgraphile --max-time 30 --no-fuzz
//   node bench/real-apis/run.js --apitest ../other-checkout/bin/apitest.js   # measure another build
//   node bench/real-apis/run.js --continue-on-failure   # adds `apitest run --continue-on-failure` rows
//   node bench/real-apis/run.js --only loopback-todo --no-fuzz --greybox   # adds `apitest run --coverage-from` rows
//
// Grey-box rows: the API also listens with --inspect=127.0.0.1:<free port>, and `apitest run
// --coverage-from` takes its coverage. Once an inspector session took coverage, NODE_V8_COVERAGE
// writes nothing at exit, and the session's coverage starts after start-up; so the row's lines
// are the union of two c8 line counts (same files, same include/exclude): the run's
// --coverage-dir file, and the start-up coverage of a second process of the API that only starts
// and answers the readiness probe (and the app's own set-up requests): start-up ∪ run, as the
// black-box row counts. (Not one `c8 report` over both files: c8 merges V8 files range by range,
// and the start-up file's never-called functions then hide what the run's file says it reached.)
// apitest takes only code outside node_modules for the API's own; these APIs are installed
// packages, so the grey-box process runs a copy of the package outside node_modules (its
// dependencies still resolve from the install's node_modules; a symlink is not enough: LoopBack's
// boot loads its controllers by their real paths) and the run's coverage file is mapped back to
// the package's paths, so c8 counts the same files for both rows.
//
// Needs Debian's `postgresql` for the PostgreSQL-backed APIs (apt-get install -y postgresql); an
// API whose database is missing is skipped with the package to install, the others still run.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apps } from './apps.js';
import { startPostgres } from './postgres.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const work = path.join(here, '.work');
let apitest = path.join(root, 'bin/apitest.js');
const c8 = path.join(root, 'node_modules/c8/bin/c8.js');

function parseArgs(argv) {
  const opts = { only: undefined, maxTime: 60, fuzz: undefined, seed: 1, runTimeout: 300, continueOnFailure: false, greybox: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--only') opts.only = argv[++i].split(',');
    else if (a === '--max-time') opts.maxTime = Number(argv[++i]);
    else if (a === '--no-fuzz') opts.fuzz = false;
    else if (a === '--continue-on-failure') opts.continueOnFailure = true;
    else if (a === '--greybox') opts.greybox = true;
    else if (a === '--seed') opts.seed = Number(argv[++i]);
    else if (a === '--run-timeout') opts.runTimeout = Number(argv[++i]);
    else if (a === '--apitest') apitest = path.resolve(argv[++i]);
    else if (a === '--help' || a === '-h') {
      console.log('usage: node bench/real-apis/run.js [--only a,b] [--max-time 60] [--no-fuzz] [--continue-on-failure] [--greybox] [--seed 1] [--run-timeout 300] [--apitest path/to/bin/apitest.js]');
      process.exit(0);
    } else {
      console.error(`unknown option ${a}; see --help`);
      process.exit(2);
    }
  }
  const names = apps.map((x) => x.name);
  for (const n of opts.only ?? []) {
    if (!names.includes(n)) {
      console.error(`--only: no API named ${n}; known: ${names.join(', ')}`);
      process.exit(2);
    }
  }
  return opts;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function install(app) {
  const dir = path.join(work, app.name);
  const marker = path.join(dir, 'node_modules', app.dir, 'package.json');
  if (fs.existsSync(marker)) return dir;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
  const pkgs = [app.pkg].flat();
  process.stderr.write(`installing ${pkgs.join(' ')} …\n`);
  // --ignore-scripts: nothing may download binaries; none of these APIs needs an install script.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-save', ...pkgs], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(url, { method: url.endsWith('/graphql') ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, body: url.endsWith('/graphql') ? '{"query":"{__typename}"}' : undefined });
      if (res.status < 500) return;
    } catch { /* not up yet */ }
    await sleep(300);
  }
  throw new Error(`the API did not answer ${url} within ${seconds} s`);
}

function run(cmd, args, opts, timeoutS) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    const timer = setTimeout(() => { child.kill('SIGINT'); setTimeout(() => child.kill('SIGKILL'), 10_000).unref(); }, timeoutS * 1000);
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, out }); });
  });
}

/**
 * A TCP relay in front of the API: apitest talks to `port`, the relay to the API's port. While
 * the API restarts after a crash, a new connection waits (up to `waitS` seconds) for it to
 * listen again instead of being refused, so one crash does not void the rest of the run.
 */
function relay(port, upstreamPort, waitS = 20) {
  const server = net.createServer((client) => {
    client.pause();
    const deadline = Date.now() + waitS * 1000;
    const attempt = () => {
      const upstream = net.connect(upstreamPort, '127.0.0.1');
      upstream.once('connect', () => {
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      });
      upstream.once('error', () => {
        if (Date.now() < deadline && !client.destroyed) setTimeout(attempt, 200);
        else client.destroy();
      });
    };
    attempt();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await done;
  clearTimeout(t);
}

/** Runs `c8 report` over one folder of V8 files into `reportDir`, counting the app's own files (its include/exclude globs). */
function c8Report(app, appDir, covDir, reportDir, reporter) {
  const cwd = app.coverageRoot ? path.join(appDir, app.coverageRoot) : path.join(appDir, 'node_modules', app.dir);
  const args = [c8, 'report', '--temp-directory', covDir, '--report-dir', reportDir, '--reporter', reporter,
    '--all', '--src', cwd, '--exclude-node-modules=false'];
  for (const g of app.include) args.push('--include', g);
  for (const g of app.exclude ?? []) args.push('--exclude', g);
  execFileSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

function coverage(app, appDir, covDir) {
  const reportDir = path.join(covDir, 'report');
  c8Report(app, appDir, covDir, reportDir, 'json-summary');
  const summary = JSON.parse(fs.readFileSync(path.join(reportDir, 'coverage-summary.json'), 'utf8'));
  return summary.total.lines;
}

/** OpenAPI path templates → a matcher from "METHOD /path" to "METHOD /template". */
async function operationMatcher(schemaUrl) {
  const doc = await (await fetch(schemaUrl)).json();
  const base = new URL(doc.servers?.[0]?.url ?? '/', schemaUrl).pathname.replace(/\/$/, '');
  const routes = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const re = new RegExp('^' + base + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+') + '/?$');
    for (const method of Object.keys(item)) routes.push({ method: method.toUpperCase(), re, label: `${method.toUpperCase()} ${template}` });
  }
  return (hit) => {
    const [method, p] = hit.split(' ');
    let decoded = p;
    try { decoded = decodeURIComponent(p); } catch { /* keep raw */ }
    const r = routes.find((x) => x.method === method && (x.re.test(p) || x.re.test(decoded)));
    return r ? r.label : `${method} (no operation: ${p})`;
  };
}

const MAX_RESTARTS = 20;

/** What observe.cjs recorded in every process of the API (one file each, restarts included), merged. */
function readObserved(dir) {
  const seen = { serverErrors: new Set(), graphqlErrors: new Set(), succeeded: new Set(), graphqlData: new Set(), requests: 0 };
  for (const file of fs.readdirSync(dir).filter((name) => /^observed\.\d+\.json$/.test(name))) {
    const one = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    seen.requests += one.requests;
    for (const e of one.serverErrors) seen.serverErrors.add(e);
    for (const e of one.graphqlErrors) seen.graphqlErrors.add(e);
    for (const e of one.succeeded ?? []) seen.succeeded.add(e);
    for (const e of one.graphqlData ?? []) seen.graphqlData.add(e);
  }
  const list = (set) => [...set];
  return { requests: seen.requests, serverErrors: list(seen.serverErrors), graphqlErrors: list(seen.graphqlErrors), succeeded: list(seen.succeeded), graphqlData: list(seen.graphqlData) };
}

async function measure(app, mode, opts) {
  const appDir = install(app);
  const port = await freePort();
  const tag = `${app.name}-${mode}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `real-apis-${tag}-`));
  const covDir = path.join(tmp, 'v8');
  const observed = path.join(tmp, 'observed');
  let pg;
  if (app.postgres) {
    // a cluster of this measurement's own (two harness runs at once must not share one)
    const pgRoot = fs.mkdtempSync(path.join(os.tmpdir(), `real-apis-pg-${tag}-`));
    fs.chmodSync(pgRoot, 0o755);
    pg = startPostgres(pgRoot, await freePort(), path.join(here, 'apps', app.postgres));
    if (pg.missing) {
      fs.rmSync(pgRoot, { recursive: true, force: true });
      return { app, mode, skipped: `needs ${pg.missing}` };
    }
    pg.root = pgRoot;
  }
  app.prepare?.(path.join(appDir, 'node_modules', app.dir));
  app.setup?.(path.join(appDir, 'node_modules', app.dir), tmp);
  const real = path.join(appDir, 'node_modules', app.dir);
  const link = path.join(appDir, `own-copy`);
  if (mode === 'grey') {
    fs.rmSync(link, { recursive: true, force: true });
    fs.cpSync(real, link, { recursive: true });
  }
  const { args, env } = app.start({ appDir: mode === 'grey' ? link : real, port, pgUrl: pg?.url });
  // grey-box: the start-up coverage first (a process of its own), then the API with its inspector open
  const startup = mode === 'grey' ? await startupCoverage(app, appDir, pg, tmp) : undefined;
  const inspectPort = mode === 'grey' ? await freePort() : undefined;
  const greyDir = path.join(tmp, 'greybox');
  // apitest reaches the API through a relay that rides out its restarts
  const front = await relay(await freePort(), port);
  const schema = app.schema(front.address().port);
  const direct = app.schema(port);
  // The API under test; when a request crashes it (the process exits while apitest runs), it is
  // started again on the same port, up to MAX_RESTARTS times, and the crash is counted.
  const api = { child: undefined, up: false, crashes: 0, stopping: false, restarting: undefined };
  const log = fs.openSync(path.join(tmp, 'api.log'), 'a');
  const launch = () => {
    const inspect = inspectPort === undefined ? [] : [`--inspect=127.0.0.1:${inspectPort}`];
    const child = spawn(process.execPath, ['--require', path.join(here, 'observe.cjs'), ...inspect, ...args], {
      cwd: tmp,
      // grey-box: no NODE_V8_COVERAGE (it would write nothing, and its own collection would share V8's counters with the run's)
      env: { ...process.env, ...env, ...(inspectPort === undefined ? { NODE_V8_COVERAGE: covDir } : {}), REAL_APIS_OBSERVE: observed, NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
    });
    api.child = child;
    child.on('exit', () => {
      if (!api.up || api.stopping || api.child !== child || api.crashes >= MAX_RESTARTS) return;
      api.crashes++;
      fs.writeSync(log, `\n[real-apis] the API exited during the run (crash ${api.crashes}); starting it again\n`);
      api.restarting = waitFor(direct, launch(), 120).catch(() => {});
    });
    return child;
  };
  launch();
  try {
    await waitFor(direct, api.child, 120);
    api.up = true;
    const extra = (await app.ready?.(port)) ?? [];
    const common = [schema, '--seed', String(opts.seed), '--generation-database', 'none', '--no-color', ...extra];
    const cli = mode === 'run' ? ['run', ...common]
      : mode === 'grey' ? ['run', ...common, '--coverage-from', `http://127.0.0.1:${inspectPort}`, '--coverage-dir', greyDir]
      : mode === 'cof' ? ['run', ...common, '--continue-on-failure']
        : ['fuzz', ...common, '--max-time', String(opts.maxTime)];
    const t0 = Date.now();
    const result = await run(process.execPath, [apitest, ...cli], { cwd: tmp }, mode === 'fuzz' ? opts.maxTime + 120 : opts.runTimeout);
    const seconds = (Date.now() - t0) / 1000;
    // 0: no failure, 1: failures found; anything else (usage error, crash, timeout) voids the row
    if (result.code !== 0 && result.code !== 1) {
      const first = result.out.trim().split('\n')[0].replace(/^Error: /, '').split(/[;:] /)[0];
      throw new Error(`apitest exited with ${result.code} (${first})`);
    }
    fs.writeFileSync(path.join(tmp, 'apitest.log'), result.out);
    await api.restarting;
    const matcher = app.kind === 'openapi' ? await operationMatcher(schema) : undefined;
    api.stopping = true;
    await stop(api.child);
    const seen = readObserved(tmp);
    const ops5xx = new Set(matcher ? seen.serverErrors.map(matcher) : seen.serverErrors);
    // operations (GraphQL: root fields) that answered 2xx (with data) at least once
    const reached = new Set(matcher ? seen.succeeded.map(matcher).filter((label) => !label.includes('(no operation')) : seen.graphqlData);
    if (mode === 'grey') unlink(greyDir, pathToFileURL(link).href, pathToFileURL(real).href);
    const lines = mode === 'grey' ? unionCoverage(app, appDir, [startup, greyDir], tmp) : coverage(app, appDir, covDir);
    const code = mode === 'grey' ? /Code:\s+reached (\d+) of (\d+) lines/.exec(result.out) : undefined;
    return {
      app, mode, seconds, exit: result.code, lines, codeLine: code ? `${code[1]}/${code[2]}` : undefined, requests: seen.requests, crashes: api.crashes, reached: reached.size,
      serverErrors: [...ops5xx].sort(), graphqlErrors: [...seen.graphqlErrors].sort(), logs: tmp,
    };
  } catch (error) {
    api.stopping = true;
    await stop(api.child);
    return { app, mode, skipped: String(error.message ?? error), logs: tmp };
  } finally {
    pg?.stop?.();
    front.close();
    if (pg?.root) fs.rmSync(pg.root, { recursive: true, force: true });
  }
}

/**
 * The API's start-up coverage, for a grey-box row: a process of its own under NODE_V8_COVERAGE
 * (no inspector) that starts, answers the readiness probe and the app's set-up requests, and
 * stops. Returns the folder of its V8 files.
 */
async function startupCoverage(app, appDir, pg, tmp) {
  const dir = path.join(tmp, 'startup');
  const cwd = path.join(dir, 'cwd');
  fs.mkdirSync(cwd, { recursive: true });
  const port = await freePort();
  app.setup?.(path.join(appDir, 'node_modules', app.dir), cwd);
  const { args, env } = app.start({ appDir: path.join(appDir, 'node_modules', app.dir), port, pgUrl: pg?.url });
  const log = fs.openSync(path.join(dir, 'api.log'), 'a');
  const child = spawn(process.execPath, ['--require', path.join(here, 'observe.cjs'), ...args], {
    cwd,
    env: { ...process.env, ...env, NODE_V8_COVERAGE: path.join(dir, 'v8'), REAL_APIS_OBSERVE: path.join(dir, 'observed'), NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
  });
  try {
    await waitFor(app.schema(port), child, 120);
    await app.ready?.(port);
  } finally {
    await stop(child);
  }
  return path.join(dir, 'v8');
}

/** The grey-box run's coverage files with the symlinked package's URLs turned into its real ones. */
function unlink(dir, from, to) {
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(dir, name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(`"${from}/`).join(`"${to}/`));
  }
}

/** Covered lines per file of c8's istanbul JSON for one folder of V8 files (istanbul's line rule: a statement's first line). */
function coveredLines(app, appDir, covDir, reportDir) {
  c8Report(app, appDir, covDir, reportDir, 'json');
  const final = JSON.parse(fs.readFileSync(path.join(reportDir, 'coverage-final.json'), 'utf8'));
  const files = new Map();
  for (const [file, data] of Object.entries(final)) {
    const lines = new Map();
    for (const [id, loc] of Object.entries(data.statementMap)) {
      const line = loc.start.line;
      lines.set(line, Math.max(lines.get(line) ?? 0, data.s[id]));
    }
    files.set(file, lines);
  }
  return files;
}

/** Lines covered in either folder of V8 files, over the files c8 counts for the app: `{ total, covered, pct }`. */
function unionCoverage(app, appDir, dirs, tmp) {
  const all = dirs.map((dir, index) => coveredLines(app, appDir, dir, path.join(tmp, `report-${index}`)));
  let total = 0;
  let covered = 0;
  for (const [file, lines] of all[0]) {
    for (const [line, count] of lines) {
      total++;
      if (count > 0 || all.slice(1).some((other) => (other.get(file)?.get(line) ?? 0) > 0)) covered++;
    }
  }
  return { total, covered, pct: total === 0 ? 100 : (100 * covered) / total };
}

function hasFuzz() {
  try {
    const help = execFileSync(process.execPath, [apitest, 'fuzz', '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    return help.toString().includes('--max-time');
  } catch {
    return false;
  }
}

function table(results) {
  const rows = ['| API | kind | command | lines covered | operations with a 2xx | 5xx operations | GraphQL error fields | API crashes | requests | time |', '|---|---|---|---|---|---|---|---|---|---|'];
  for (const r of results) {
    const cmd = r.mode === 'run' ? 'apitest run' : r.mode === 'grey' ? 'apitest run --coverage-from (grey-box)' : r.mode === 'cof' ? 'apitest run --continue-on-failure' : `apitest fuzz --max-time ${r.maxTime}`;
    if (r.skipped) {
      rows.push(`| ${r.app.name} | ${r.app.kind} | ${cmd} | skipped: ${r.skipped} | | | | | | |`);
      continue;
    }
    const pct = `${r.lines.pct.toFixed(1)} % (${r.lines.covered}/${r.lines.total})`;
    const gql = r.app.kind === 'graphql' ? String(r.graphqlErrors.length) : '–';
    rows.push(`| ${r.app.name} | ${r.app.kind} | ${cmd} | ${pct} | ${r.reached} | ${r.serverErrors.length} | ${gql} | ${r.crashes} | ${r.requests} | ${r.seconds.toFixed(0)} s |`);
  }
  return rows.join('\n');
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const fuzz = opts.fuzz ?? hasFuzz();
  const chosen = apps.filter((a) => !opts.only || opts.only.includes(a.name));
  const results = [];
  for (const app of chosen) {
    const modes = ['run', ...(opts.greybox ? ['grey'] : []), ...(opts.continueOnFailure ? ['cof'] : []), ...(fuzz ? ['fuzz'] : [])];
    for (const mode of modes) {
      process.stderr.write(`${app.name}: apitest ${mode} …\n`);
      const r = await measure(app, mode, opts);
      r.maxTime = opts.maxTime;
      results.push(r);
      if (r.skipped) process.stderr.write(`  skipped: ${r.skipped}${r.logs ? ` (logs in ${r.logs})` : ''}\n`);
      else process.stderr.write(`  ${r.lines.pct.toFixed(1)} % lines, 5xx: ${r.serverErrors.join('; ') || 'none'}, GraphQL errors: ${r.graphqlErrors.join(', ') || 'none'}, crashes: ${r.crashes} (logs in ${r.logs})\n`);
    }
  }
  const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: path.dirname(apitest) }).toString().trim();
  console.log(`\nReal APIs, apitest at ${rev}, seed ${opts.seed}${fuzz ? '' : opts.fuzz === false ? ' (--no-fuzz)' : ' (this build has no `apitest fuzz`)'}\n`);
  console.log(table(results));
  if (!fuzz) console.log('');
}

main().catch((error) => {
  console.error(error.stack ?? String(error));
  process.exit(1);
});

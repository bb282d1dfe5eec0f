// A throwaway PostgreSQL cluster for the benchmark: initdb in .work/pg, bound to 127.0.0.1 on a
// free port, trust authentication, stopped at the end. Needs Debian's `postgresql` package.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function pgBin(name) {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin', name);
    if (fs.existsSync(bin)) return bin;
  }
  return undefined;
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (initdb refuses root). */
function asPostgres(bin, args, opts = {}) {
  const asRoot = process.getuid?.() === 0;
  const cmd = asRoot ? 'runuser' : bin;
  const full = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  return execFileSync(cmd, full, { stdio: ['ignore', 'pipe', 'pipe'], ...opts }).toString();
}

/**
 * Starts a fresh cluster and loads `sqlFile` into database `bench`.
 * @returns {{url: string, stop: () => void} | {missing: string}}
 */
export function startPostgres(workDir, port, sqlFile) {
  const initdb = pgBin('initdb');
  if (!initdb) return { missing: 'PostgreSQL (apt-get install -y postgresql)' };
  const dataDir = path.join(workDir, 'pg');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dataDir]);
  asPostgres(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  asPostgres(pgBin('pg_ctl'), ['-D', dataDir, '-o', options, '-w', '-l', path.join(dataDir, 'log'), 'start']);
  const psql = (args) => asPostgres(pgBin('psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', ...args]);
  psql(['-c', 'create database bench']);
  const sql = fs.readFileSync(sqlFile, 'utf8');
  asPostgres(pgBin('psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-d', 'bench'], { input: sql, stdio: ['pipe', 'pipe', 'pipe'] });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    stop: () => {
      try { asPostgres(pgBin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']); } catch { /* already down */ }
    },
  };
}

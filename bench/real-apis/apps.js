// The APIs of the real-API benchmark: where each comes from, how it starts, what its own source is.
// Third-party code is installed from the npm registry into bench/real-apis/.work/ at run time.
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @typedef {object} App
 * @property {string} name
 * @property {'openapi'|'graphql'} kind
 * @property {string} pkg         npm package and exact version installed into .work/<name>
 * @property {string} dir         the package's folder inside .work/<name>/node_modules
 * @property {string[]} include   c8 globs of the API's own code, relative to coverageRoot
 * @property {string[]} [exclude]
 * @property {string} [coverageRoot] relative to .work/<name>; default: the package folder
 * @property {(appDir: string) => void} [prepare] run once the package is installed
 * @property {(appDir: string, cwd: string) => void} [setup] fresh state before each measurement
 * @property {boolean} [postgres] needs the benchmark's PostgreSQL cluster
 * @property {(ctx: {appDir: string, port: number, pgUrl?: string}) => {args: string[], env?: object}} start
 * @property {(port: number) => string} schema  the URL given to apitest
 */

/** @type {App[]} */
export const apps = [
  {
    name: 'loopback-todo',
    kind: 'openapi',
    pkg: '@loopback/example-todo@6.0.0',
    dir: '@loopback/example-todo',
    include: ['dist/**/*.js'],
    // tests, and the two command-line scripts (database migration, writing openapi.json)
    exclude: ['dist/__tests__/**', 'dist/migrate.js', 'dist/openapi-spec.js'],
    // The in-memory database loads and saves ./data/db.json (the cwd): a fresh copy of the
    // package's sample data for every measurement.
    setup: (appDir, cwd) => {
      fs.mkdirSync(path.join(cwd, 'data'));
      fs.copyFileSync(path.join(appDir, 'data/db.json'), path.join(cwd, 'data/db.json'));
    },
    start: ({ appDir, port }) => ({
      args: [path.join(appDir, 'dist/index.js')],
      env: { PORT: String(port), HOST: '127.0.0.1' },
    }),
    schema: (port) => `http://127.0.0.1:${port}/openapi.json`,
  },
  {
    name: 'loopback-file-transfer',
    kind: 'openapi',
    pkg: '@loopback/example-file-transfer@1.7.0',
    dir: '@loopback/example-file-transfer',
    include: ['dist/**/*.js'],
    exclude: ['dist/__tests__/**'],
    // uploads are stored in the package's .sandbox/ folder: emptied before every measurement
    setup: (appDir) => {
      const sandbox = path.join(appDir, '.sandbox');
      fs.rmSync(sandbox, { recursive: true, force: true });
      fs.mkdirSync(sandbox);
    },
    start: ({ appDir, port }) => ({
      args: [path.join(appDir, 'dist/index.js')],
      env: { PORT: String(port), HOST: '127.0.0.1' },
    }),
    schema: (port) => `http://127.0.0.1:${port}/openapi.json`,
  },
  {
    name: 'json-graphql-server',
    kind: 'graphql',
    pkg: 'json-graphql-server@3.3.2',
    dir: 'json-graphql-server',
    // The package ships one minified Node bundle (it inlines graphql-http's handler). Its source
    // map is too coarse for line coverage (every loaded src/ file came out 100 % after one
    // request), so the bundle is reformatted one statement per line, without the map, and measured.
    include: ['dist/json-graphql-server-node.pretty.cjs'],
    prepare: (appDir) => {
      const out = path.join(appDir, 'dist/json-graphql-server-node.pretty.cjs');
      if (fs.existsSync(out)) return;
      const code = fs.readFileSync(path.join(appDir, 'dist/json-graphql-server-node.cjs'), 'utf8');
      const pretty = esbuild.transformSync(code.replace(/\/\/# sourceMappingURL=\S+\s*$/, ''), { format: 'cjs', minify: false });
      fs.writeFileSync(out, pretty.code);
    },
    start: ({ appDir, port }) => ({
      args: [path.join(here, 'apps/json-graphql-server.cjs')],
      env: { PORT: String(port), APP_DIR: appDir },
    }),
    schema: (port) => `http://127.0.0.1:${port}/graphql`,
  },
  {
    name: 'postgraphile',
    kind: 'graphql',
    pkg: 'postgraphile@4.14.1',
    dir: 'postgraphile',
    coverageRoot: 'node_modules',
    include: [
      'postgraphile/build/**/*.js',
      'postgraphile-core/node8plus/**/*.js',
      'graphile-build/node8plus/**/*.js',
      'graphile-build-pg/node8plus/**/*.js',
    ],
    postgres: true,
    start: ({ appDir, port, pgUrl }) => ({
      args: [
        path.join(appDir, 'cli.js'),
        '--connection', pgUrl,
        '--schema', 'app',
        '--host', '127.0.0.1',
        '--port', String(port),
        '--disable-query-log',
      ],
    }),
    schema: (port) => `http://127.0.0.1:${port}/graphql`,
  },
];

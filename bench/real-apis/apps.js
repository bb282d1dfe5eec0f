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
 * @property {string|string[]} pkg npm package(s) and exact version(s) installed into .work/<name>
 * @property {string} dir         the package's folder inside .work/<name>/node_modules
 * @property {string[]} include   c8 globs of the API's own code, relative to coverageRoot
 * @property {string[]} [exclude]
 * @property {string} [coverageRoot] relative to .work/<name>; default: the package folder
 * @property {(appDir: string) => void} [prepare] run once the package is installed
 * @property {(appDir: string, cwd: string) => void} [setup] fresh state before each measurement
 * @property {string} [postgres] needs the benchmark's PostgreSQL cluster, loaded from this file of apps/
 * @property {(ctx: {appDir: string, port: number, pgUrl?: string}) => {args: string[], env?: object}} start
 * @property {(port: number) => Promise<string[]>} [ready] once the API answers: seeds what a real
 *   user would have set up (classes, an account) and returns more `apitest` arguments (headers)
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
    postgres: 'postgraphile.sql',
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
  {
    // LoopBack 4 over PostgreSQL as @loopback/rest-crud builds it (models in code, CRUD
    // controllers and repositories made by LoopBack) plus two routes of its own; orders need a
    // customer that exists, lines an order, paying an order needs lines and credit.
    name: 'loopback-crud-pg',
    kind: 'openapi',
    pkg: ['@loopback/rest-crud@0.19.11', '@loopback/rest@15.0.16', '@loopback/repository@8.0.15', '@loopback/core@7.0.15', 'loopback-connector-postgresql@8.0.7'],
    dir: '@loopback/rest-crud',
    coverageRoot: '.',
    // the code behind the routes: the app's own (models, routes, its controller), CRUD
    // controllers, repositories, the ORM and its SQL connector
    include: [
      'app/*.cjs',
      'node_modules/@loopback/rest-crud/dist/**/*.js',
      'node_modules/@loopback/repository/dist/**/*.js',
      'node_modules/loopback-datasource-juggler/lib/**/*.js',
      'node_modules/loopback-connector/lib/**/*.js',
      'node_modules/loopback-connector-postgresql/lib/**/*.js',
    ],
    exclude: ['**/__tests__/**'],
    // the app's file runs from .work/ so that c8 measures it with the rest
    prepare: (appDir) => {
      const app = path.resolve(appDir, '../../../app');
      fs.mkdirSync(app, { recursive: true });
      fs.copyFileSync(path.join(here, 'apps/loopback-crud-pg.cjs'), path.join(app, 'loopback-crud-pg.cjs'));
    },
    postgres: 'loopback-crud-pg.sql',
    start: ({ appDir, port, pgUrl }) => ({
      args: [path.resolve(appDir, '../../../app/loopback-crud-pg.cjs')],
      env: { PORT: String(port), APP_DIR: appDir, DATABASE_URL: pgUrl },
    }),
    schema: (port) => `http://127.0.0.1:${port}/openapi.json`,
  },
  {
    // Parse Server's GraphQL API over PostgreSQL: three classes (authors, books pointing to
    // authors, reviews pointing to books) created through its REST API with the master key, and
    // apitest as a public client app (the application id, no session: a user's session token
    // would not last, since the API's own logOut/deleteSession mutations end it mid-run).
    name: 'parse-server',
    kind: 'graphql',
    pkg: 'parse-server@7.5.2',
    dir: 'parse-server',
    include: ['lib/**/*.js'],
    // the storage adapter not in use, the command line, live queries (not enabled)
    exclude: ['lib/Adapters/Storage/Mongo/**', 'lib/cli/**', 'lib/LiveQuery/**'],
    postgres: 'parse-server.sql',
    start: ({ appDir, port, pgUrl }) => ({
      args: [
        path.join(appDir, 'bin/parse-server'),
        '--appId', 'bench', '--masterKey', 'bench-master-key', '--databaseURI', pgUrl,
        '--serverURL', `http://127.0.0.1:${port}/parse`, '--host', '127.0.0.1', '--port', String(port),
        '--mountGraphQL', '--graphQLPath', '/graphql', '--logLevel', 'error',
      ],
    }),
    ready: parseSetup,
    schema: (port) => `http://127.0.0.1:${port}/graphql`,
  },
];

/** Parse Server: the classes of the benchmark, one author with a book, one user; apitest's headers. */
async function parseSetup(port) {
  const base = `http://127.0.0.1:${port}/parse`;
  const call = async (method, url, body, master = true) => {
    const headers = { 'X-Parse-Application-Id': 'bench', 'content-type': 'application/json' };
    if (master) headers['X-Parse-Master-Key'] = 'bench-master-key';
    const res = await fetch(base + url, { method, headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`Parse Server setup: ${method} ${url} answered ${res.status} ${await res.text()}`);
    return res.json();
  };
  const classes = {
    Author: { name: { type: 'String', required: true }, born: { type: 'Date' }, country: { type: 'String' } },
    Book: {
      title: { type: 'String', required: true }, pages: { type: 'Number' }, author: { type: 'Pointer', targetClass: 'Author' },
      tags: { type: 'Array' }, published: { type: 'Boolean' }, price: { type: 'Number' },
    },
    Review: { book: { type: 'Pointer', targetClass: 'Book', required: true }, stars: { type: 'Number', required: true }, text: { type: 'String' } },
  };
  for (const [className, fields] of Object.entries(classes)) await call('POST', `/schemas/${className}`, { className, fields });
  const author = await call('POST', '/classes/Author', { name: 'Ursula', country: 'US' });
  await call('POST', '/classes/Book', { title: 'The Dispossessed', pages: 387, author: { __type: 'Pointer', className: 'Author', objectId: author.objectId } });
  await call('POST', '/users', { username: 'bench', password: 'bench-password' }, false);
  return ['-H', 'X-Parse-Application-Id: bench'];
}

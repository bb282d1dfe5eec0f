'use strict';
// Starts json-graphql-server (installed by bench/real-apis/run.js) on /graphql with our data file.
// bench/real-apis/apps.js prepares dist/json-graphql-server-node.pretty.cjs: the package's minified
// bundle reformatted one statement per line, so that line coverage means something.
const path = require('node:path');
const express = require(require.resolve('express', { paths: [process.env.APP_DIR] }));
const { jsonGraphqlExpress } = require(path.join(process.env.APP_DIR, 'dist/json-graphql-server-node.pretty.cjs'));
const data = require('./json-graphql-server-data.json');
const app = express();
app.use('/graphql', jsonGraphqlExpress(data));
app.listen(Number(process.env.PORT), '127.0.0.1');

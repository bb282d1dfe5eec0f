#!/usr/bin/env node
// Serves the booking API: node examples/booking/server.js [--port 8000] [--host 127.0.0.1] [--fixed]
// The bearer token comes from BOOKING_TOKEN (default "demo-token").
import { parseArgs } from "node:util";
import { buildApp } from "./app.js";

const USAGE = "Usage: node examples/booking/server.js [--port 8000] [--host 127.0.0.1] [--fixed]";

/**
 * @param {string[]} argv
 * @returns {{ port: number, host: string, fixed: boolean }}
 */
function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", default: "8000" },
      host: { type: "string", default: "127.0.0.1" },
      fixed: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid --port '${values.port}': expected an integer between 0 and 65535.`);
  }
  return { port, host: values.host, fixed: values.fixed };
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const app = buildApp({ token: process.env["BOOKING_TOKEN"] || "demo-token", fixed: options.fixed });
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Could not listen on ${options.host}:${options.port}: ${reason}. Pick another one with --port.`);
    return 1;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;
  console.log(`Booking API${options.fixed ? " (fixed)" : ""} listening on ${url}`);
  console.log(`  schema: ${url}/openapi.json   docs: ${url}/docs`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return undefined;
}

const code = await main();
if (code !== undefined) process.exitCode = code;

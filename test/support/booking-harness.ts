// Test helpers: a running booking app on 127.0.0.1 and a validator built from its own document.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../examples/booking/app.js";

export const TOKEN = "test-token";
export const AUTH = { authorization: `Bearer ${TOKEN}` } as const;
export const JSON_AUTH = { ...AUTH, "content-type": "application/json" } as const;

/** A booking app listening on an ephemeral loopback port. */
export interface RunningApp {
  readonly app: FastifyInstance;
  readonly base: string;
  close(): Promise<void>;
}

export async function startApp(fixed: boolean): Promise<RunningApp> {
  const app = buildApp({ token: TOKEN, fixed });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the app did not bind a TCP port");
  return { app, base: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * Checks responses against the document the app itself serves: the status must be documented
 * and the JSON body must match the documented schema for that status.
 */
export function documentValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const id = "https://booking.test/openapi.json";
  ajv.addSchema({ ...document, $id: id });
  const paths = document["paths"] as Record<string, Record<string, Operation>>;
  return {
    /** Problems found (empty when the response conforms). */
    problems(path: string, method: string, status: number, contentType: string | null, body: string): string[] {
      const operation = paths[path]?.[method];
      if (operation === undefined) return [`${method.toUpperCase()} ${path} is not documented`];
      const documented = operation.responses[String(status)];
      if (documented === undefined) {
        return [`status ${status} is not documented for ${method.toUpperCase()} ${path} (body: ${body.slice(0, 200)})`];
      }
      const media = documented.content?.["application/json"];
      if (media === undefined) return [];
      if (contentType === null || !contentType.startsWith("application/json")) return [`content type ${contentType}`];
      const pointer = (media.schema as { $ref: string }).$ref;
      const validate = ajv.getSchema(`${id}${pointer}`);
      if (validate === undefined) return [`unresolvable ${pointer}`];
      if (validate(JSON.parse(body))) return [];
      return (validate.errors ?? []).map((e) => `${status} ${e.instancePath} ${e.message ?? ""} in ${body.slice(0, 200)}`);
    },
  };
}

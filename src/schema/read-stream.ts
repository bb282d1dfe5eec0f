import { describeError, SchemaError } from "../core/errors.js";

/** Reads a whole Node or Web stream as UTF-8 text; `what` names it in the error ("the schema stream"). */
export async function readStreamText(stream: NodeJS.ReadableStream | ReadableStream<Uint8Array>, what: string): Promise<string> {
  const decoder = new TextDecoder("utf-8");
  let text = "";
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
      text += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    }
    return text + decoder.decode();
  } catch (error) {
    throw new SchemaError("schema_unreadable", `Could not read ${what}: ${describeError(error)}.`, { cause: error });
  }
}

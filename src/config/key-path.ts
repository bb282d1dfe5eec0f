/** Where a value sits in the configuration: table keys and list indexes, outermost first. */
export type KeyPath = readonly (string | number)[];

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

/**
 * Renders a key path the way users write keys: `generation.max-examples`, `project[1].workers`,
 * `parameters.'path.user_id'` (keys that are not bare TOML keys are quoted, TOML-style, with single quotes
 * so the whole path can itself sit in double quotes).
 */
export function formatKeyPath(path: KeyPath): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += `${out === "" ? "" : "."}${BARE_KEY.test(segment) ? segment : quote(segment)}`;
  }
  return out;
}

function quote(segment: string): string {
  return segment.includes("'") ? JSON.stringify(segment) : `'${segment}'`;
}

/** Turns an ajv instance path (a JSON pointer) into a key path, using `data` to tell list indexes from keys. */
export function pointerToKeyPath(pointer: string, data: unknown): KeyPath {
  if (pointer === "") return [];
  const out: (string | number)[] = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) {
      const index = Number(segment);
      out.push(index);
      node = node[index];
    } else {
      out.push(segment);
      node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
    }
  }
  return out;
}

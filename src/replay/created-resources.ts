import type { CassetteInteraction, CassetteRequest } from "./cassette-interaction.js";

/** Values (ids) recorded requests created, each with the request that created it; bounded. */
export interface CreatedResources {
  /** Notes what a recorded interaction created: a 2xx answer to POST or PUT, its `Location` and the id-like fields of its JSON body. */
  note(interaction: CassetteInteraction): void;
  /** The recorded request that created a resource this request names (a path segment or a query value), if any. */
  creatorOf(request: CassetteRequest): string | undefined;
}

// `id`, `uuid`, `key`, `slug`, and names ending in `_id`, `Id`, `-id`.
const ID_FIELD = /^(?:id|uuid|key|slug)$|(?:_|-)(?:id|uuid)$|[a-z](?:Id|Uuid)$/i;
const CREATES = new Set(["POST", "PUT"]);
const MAX_VALUE = 200;

/**
 * The resources a cassette's recorded requests created, read in order: a later request that names
 * one (e.g. `GET /items/17` after `POST /items` answered `{"id": 17}`) acted on state the
 * recording made. Keeps at most `limit` values (the oldest are forgotten), so memory does not grow
 * with the cassette.
 */
export function createdResources(limit = 10_000): CreatedResources {
  const creators = new Map<string, string>();
  return {
    note(interaction) {
      const status = interaction.status;
      if (status === undefined || status < 200 || status > 299 || !CREATES.has(interaction.request.method)) return;
      const label = `${interaction.request.method} ${pathOf(interaction.request.uri)}`;
      const remember = (id: string, what: string): void => {
        creators.delete(id);
        creators.set(id, `${label} → ${what}`);
        if (creators.size > limit) creators.delete(creators.keys().next().value!);
      };
      // `Location: /things/42`: the new resource's last path segment names it (not one of the creating request's own).
      const own = new Set(pathOf(interaction.request.uri).split("/").map(decode));
      const last = interaction.location === undefined ? "" : decode(pathOf(interaction.location).split(/[?#]/)[0]!.replace(/\/+$/, "").split("/").at(-1) ?? "");
      if (last !== "" && last.length <= MAX_VALUE && !own.has(last)) remember(last, `Location ${interaction.location!}`);
      if (interaction.body === undefined) return;
      let value: unknown;
      try {
        value = JSON.parse(Buffer.from(interaction.body.buffer, interaction.body.byteOffset, interaction.body.byteLength).toString("utf8"));
      } catch {
        return;
      }
      for (const [field, id] of idFields(value)) remember(id, `${field} ${id}`);
    },
    creatorOf(request) {
      if (creators.size === 0) return undefined;
      let url: URL;
      try {
        url = new URL(request.uri);
      } catch {
        return undefined;
      }
      for (const segment of url.pathname.split("/")) {
        const found = creators.get(decode(segment));
        if (found !== undefined) return found;
      }
      for (const value of url.searchParams.values()) {
        const found = creators.get(value);
        if (found !== undefined) return found;
      }
      return undefined;
    },
  };
}

/** The id-like scalar fields of a JSON object and of the objects directly inside it. */
function idFields(value: unknown): [string, string][] {
  const out: [string, string][] = [];
  const visit = (object: unknown, depth: number): void => {
    if (object === null || typeof object !== "object" || Array.isArray(object)) return;
    for (const [name, field] of Object.entries(object as Record<string, unknown>)) {
      if ((typeof field === "number" && Number.isFinite(field)) || (typeof field === "string" && field !== "" && field.length <= MAX_VALUE)) {
        if (ID_FIELD.test(name)) out.push([name, String(field)]);
      } else if (depth === 0) visit(field, 1);
    }
  };
  visit(value, 0);
  return out;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path of a URL, `/` when it has none. */
export function pathOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(url);
  const path = match?.[1] ?? url;
  return path === "" ? "/" : path;
}

/**
 * A field or parameter name reduced to what producer→consumer matching compares: lowercase
 * letters and digits only, so `user_id`, `userId` and `User-ID` are all `userid`.
 */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** An English plural turned singular, as resource collections are named (`categories` → `category`). */
export function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** The resource a path names: the singular of its last literal segment (`/users/{id}/orders` → `order`), normalized. */
export function resourceOf(path: string): string {
  const segments = path.split("/").filter((segment) => segment !== "" && !segment.includes("{"));
  return normalizeName(singular(segments.at(-1) ?? ""));
}

/**
 * The dictionary names a parameter draws from, most specific first: `{id}` of `/items/{id}`
 * reads `itemid` then `id`; `{itemId}` reads `itemid`. A RESTler-style producer→consumer match by name.
 */
export function consumerNames(parameter: string, path: string): string[] {
  const own = normalizeName(parameter);
  if (own !== "id") return own === "" ? [] : [own];
  const template = `{${parameter}}`;
  const at = path.indexOf(template);
  const resource = resourceOf(at === -1 ? path : path.slice(0, at));
  return resource === "" ? [own] : [`${resource}id`, own];
}

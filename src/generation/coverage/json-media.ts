/** Whether a media type carries JSON (`application/json`, `application/problem+json`, …). */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = (mediaType.split(";")[0] ?? "").trim().toLowerCase();
  return essence === "application/json" || essence.endsWith("+json") || essence === "text/json";
}

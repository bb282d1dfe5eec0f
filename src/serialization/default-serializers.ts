import { serializeBinary } from "./media-types/binary.js";
import { serializeFormUrlencoded } from "./media-types/form-urlencoded.js";
import { serializeJson } from "./media-types/json.js";
import { serializeMultipart } from "./media-types/multipart.js";
import { serializeText } from "./media-types/text.js";
import { serializeXml } from "./media-types/xml.js";
import type { SerializerRegistry } from "./registry.js";

/** Media types sent as raw bytes out of the box. */
export const BINARY_MEDIA_TYPES: readonly string[] = [
  "application/octet-stream",
  "application/pdf",
  "application/zip",
  "application/gzip",
  "image/*",
  "audio/*",
  "video/*",
  "font/*",
];

/** Registers apitest's built-in serializers on a registry. */
export function registerBuiltInSerializers(registry: SerializerRegistry): SerializerRegistry {
  registry.register(["application/json", "text/json"], serializeJson);
  registry.register(["application/x-www-form-urlencoded"], serializeFormUrlencoded);
  registry.register(["multipart/form-data", "multipart/mixed", "multipart/*"], serializeMultipart);
  registry.register(["text/plain", "text/*"], serializeText);
  registry.register(["application/xml", "text/xml"], serializeXml);
  registry.register([...BINARY_MEDIA_TYPES], serializeBinary);
  return registry;
}

import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  CORE_SCHEMA,
  binaryTag,
  load,
  loadAll,
  mergeTag,
  omapTag,
  pairsTag,
  setTag,
  timestampTag
} from "./chunk-34SXUQYR.js";
import "./chunk-3SJVJNMC.js";

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/convert-path-to-posix.js
var win32Sep = "\\";
function convertPathToPosix(filePath) {
  const isExtendedLengthPath = filePath.startsWith("\\\\?\\");
  if (isExtendedLengthPath) {
    return filePath;
  }
  return filePath.split(win32Sep).join("/");
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/is-windows.js
var isWindowsConst = /^win/.test(globalThis.process ? globalThis.process.platform : "");
var isWindows = () => isWindowsConst;

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/url.js
var forwardSlashPattern = /\//g;
var protocolPattern = /^(\w{2,}):\/\//i;
var jsonPointerSlash = /~1/g;
var jsonPointerTilde = /~0/g;
var isAbsoluteWin32Path = /^[a-zA-Z]:[\\/]/;
var urlEncodePatterns = [
  [/\?/g, "%3F"],
  [/#/g, "%23"]
];
var urlDecodePatterns = [/%23/g, "#", /%24/g, "$", /%26/g, "&", /%2C/g, ",", /%3F/g, "?", /%40/g, "@"];
var unsafeDomainSuffixes = [".localhost", ".local", ".internal", ".intranet", ".corp", ".home", ".lan"];
var parse = (u) => new URL(u);
function resolve(from, to) {
  const fromUrl = new URL(convertPathToPosix(from), "https://aaa.nonexistanturl.com");
  const resolvedUrl = new URL(convertPathToPosix(to), fromUrl);
  const endSpaces = to.match(/(\s*)$/)?.[1] || "";
  if (resolvedUrl.hostname === "aaa.nonexistanturl.com") {
    const { pathname, search, hash } = resolvedUrl;
    return pathname + search + safeDecodeURIComponent(hash) + endSpaces;
  }
  const resolved = resolvedUrl.toString() + endSpaces;
  if (resolved.includes("#")) {
    const [base, hash] = resolved.split("#", 2);
    return base + "#" + safeDecodeURIComponent(hash || "");
  }
  return resolved;
}
function safeDecodeURIComponent(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    try {
      return decodeURIComponent(value.replace(/%(?![\dA-F]{2})/gi, "%25"));
    } catch {
      return value;
    }
  }
}
function cwd() {
  if (typeof window !== "undefined" && window.location && window.location.href) {
    const href = window.location.href;
    if (!href || !href.startsWith("http")) {
      try {
        new URL(href);
        return href;
      } catch {
        return "/";
      }
    }
    return href;
  }
  if (typeof process !== "undefined" && process.cwd) {
    const path = process.cwd();
    const lastChar = path.slice(-1);
    if (lastChar === "/" || lastChar === "\\") {
      return path;
    } else {
      return path + "/";
    }
  }
  return "/";
}
function getProtocol(path) {
  const match = protocolPattern.exec(path || "");
  if (match) {
    return match[1].toLowerCase();
  }
  return void 0;
}
function getExtension(path) {
  const pathEnd = path.search(/[?#]/);
  const pathname = pathEnd >= 0 ? path.substring(0, pathEnd) : path;
  const lastSlash = Math.max(pathname.lastIndexOf("/"), pathname.lastIndexOf("\\"));
  const lastDot = pathname.lastIndexOf(".");
  if (lastDot > lastSlash) {
    return pathname.substring(lastDot).toLowerCase();
  }
  return "";
}
function getHash(path) {
  if (!path) {
    return "#";
  }
  const hashIndex = path.indexOf("#");
  if (hashIndex >= 0) {
    return path.substring(hashIndex);
  }
  return "#";
}
function stripHash(path) {
  if (!path) {
    return "";
  }
  const hashIndex = path.indexOf("#");
  if (hashIndex >= 0) {
    path = path.substring(0, hashIndex);
  }
  return path;
}
function isHttp(path) {
  const protocol = getProtocol(path);
  if (protocol === "http" || protocol === "https") {
    return true;
  } else if (protocol === void 0) {
    return typeof window !== "undefined";
  } else {
    return false;
  }
}
function isUnsafeUrl(path) {
  if (!path || typeof path !== "string") {
    return true;
  }
  const normalizedPath = path.trim().toLowerCase();
  if (!normalizedPath) {
    return true;
  }
  if (normalizedPath.startsWith("javascript:") || normalizedPath.startsWith("vbscript:") || normalizedPath.startsWith("data:")) {
    return true;
  }
  if (normalizedPath.startsWith("file:")) {
    return true;
  }
  if (typeof window !== "undefined" && window.location && window.location.href) {
    return false;
  }
  try {
    const url = new URL(normalizedPath.startsWith("//") ? "http:" + normalizedPath : normalizedPath);
    if (isUnsafeHostname(url.hostname)) {
      return true;
    }
    const port = url.port;
    if (port && isInternalPort(parseInt(port))) {
      return true;
    }
  } catch {
    if (normalizedPath.startsWith("/") && !normalizedPath.startsWith("//")) {
      return false;
    }
    if (containsUnsafeHostname(normalizedPath)) {
      return true;
    }
  }
  return false;
}
async function resolveUrlSafety(path) {
  if (isUnsafeUrl(path)) {
    return { unsafe: true };
  }
  if (typeof path !== "string" || typeof process === "undefined" || !process.versions?.node || typeof window !== "undefined") {
    return { unsafe: false };
  }
  const parsedUrl = new URL(path.startsWith("//") ? `http:${path}` : path);
  if (parsedUrl.protocol !== "http:" && parsedUrl.protocol !== "https:") {
    return { unsafe: false };
  }
  const dnsModuleName = "node:dns/promises";
  const dns = await import(dnsModuleName);
  const addresses = await dns.lookup(normalizeHostname(parsedUrl.hostname), {
    all: true,
    verbatim: true
  });
  if (addresses.length === 0 || addresses.some(({ address }) => isUnsafeHostname(address))) {
    return { unsafe: true };
  }
  return { unsafe: false, addresses };
}
function isUnsafeHostname(hostname) {
  const normalizedHostname = normalizeHostname(hostname);
  if (!normalizedHostname) {
    return true;
  }
  if (normalizedHostname === "localhost" || unsafeDomainSuffixes.some((suffix) => normalizedHostname.endsWith(suffix))) {
    return true;
  }
  const ipv4 = parseIPv4Address(normalizedHostname);
  if (ipv4) {
    return isUnsafeIPv4Address(ipv4);
  }
  const ipv6 = parseIPv6Address(normalizedHostname);
  if (ipv6) {
    return isUnsafeIPv6Address(ipv6);
  }
  return false;
}
function normalizeHostname(hostname) {
  let normalizedHostname = hostname.trim().toLowerCase();
  if (normalizedHostname.startsWith("[") && normalizedHostname.endsWith("]")) {
    normalizedHostname = normalizedHostname.slice(1, -1);
  }
  while (normalizedHostname.endsWith(".")) {
    normalizedHostname = normalizedHostname.slice(0, -1);
  }
  return normalizedHostname;
}
function parseIPv4Address(ip) {
  const parts = ip.split(".");
  if (parts.length !== 4) {
    return void 0;
  }
  const octets = parts.map((part) => {
    if (!/^\d+$/.test(part)) {
      return Number.NaN;
    }
    return Number(part);
  });
  if (octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) {
    return void 0;
  }
  return octets;
}
function isUnsafeIPv4Address([a, b, c, d]) {
  return a === 0 || a === 10 || a === 127 || a === 100 && b >= 64 && b <= 127 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 0 && c === 0 || a === 192 && b === 168 || a === 198 && (b === 18 || b === 19) || a >= 224 || a === 255 && b === 255 && c === 255 && d === 255;
}
function parseIPv6Address(ip) {
  if (!ip.includes(":")) {
    return void 0;
  }
  let normalizedIP = ip;
  const lastSeparator = normalizedIP.lastIndexOf(":");
  const possibleIPv4 = normalizedIP.slice(lastSeparator + 1);
  if (possibleIPv4.includes(".")) {
    const ipv4 = parseIPv4Address(possibleIPv4);
    if (!ipv4) {
      return void 0;
    }
    const firstGroup = ipv4[0] * 256 + ipv4[1];
    const secondGroup = ipv4[2] * 256 + ipv4[3];
    normalizedIP = `${normalizedIP.slice(0, lastSeparator + 1)}${firstGroup.toString(16)}:${secondGroup.toString(16)}`;
  }
  const halves = normalizedIP.split("::");
  if (halves.length > 2) {
    return void 0;
  }
  const head = parseIPv6Groups(halves[0]);
  const tail = halves.length === 2 ? parseIPv6Groups(halves[1]) : [];
  if (!head || !tail) {
    return void 0;
  }
  if (halves.length === 1) {
    return head.length === 8 ? head : void 0;
  }
  const missingGroups = 8 - head.length - tail.length;
  if (missingGroups < 1) {
    return void 0;
  }
  return [...head, ...Array(missingGroups).fill(0), ...tail];
}
function parseIPv6Groups(groups) {
  if (!groups) {
    return [];
  }
  const parsedGroups = groups.split(":").map((group) => {
    if (!/^[\da-f]{1,4}$/i.test(group)) {
      return Number.NaN;
    }
    return Number.parseInt(group, 16);
  });
  if (parsedGroups.some((group) => !Number.isInteger(group) || group < 0 || group > 65535)) {
    return void 0;
  }
  return parsedGroups;
}
function isUnsafeIPv6Address(groups) {
  if (groups.length !== 8) {
    return false;
  }
  const isUnspecified = groups.every((group) => group === 0);
  const isLoopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
  const isUniqueLocal = (groups[0] & 65024) === 64512;
  const isLinkLocal = (groups[0] & 65472) === 65152;
  const isMulticast = (groups[0] & 65280) === 65280;
  if (isUnspecified || isLoopback || isUniqueLocal || isLinkLocal || isMulticast) {
    return true;
  }
  const mappedIPv4 = getMappedIPv4Address(groups);
  return mappedIPv4 ? isUnsafeIPv4Address(mappedIPv4) : false;
}
function getMappedIPv4Address(groups) {
  const firstFiveGroupsAreZero = groups.slice(0, 5).every((group) => group === 0);
  const firstSixGroupsAreZero = firstFiveGroupsAreZero && groups[5] === 0;
  const isIPv4Mapped = firstFiveGroupsAreZero && groups[5] === 65535;
  if (!firstSixGroupsAreZero && !isIPv4Mapped) {
    return void 0;
  }
  return [Math.floor(groups[6] / 256), groups[6] % 256, Math.floor(groups[7] / 256), groups[7] % 256];
}
function containsUnsafeHostname(value) {
  const candidates = value.split(/[\s/?#]+/).map((candidate) => candidate.replace(/^[a-z][\d+.a-z-]*:\/\//i, "").replace(/:\d+$/, "")).filter(Boolean);
  return candidates.some((candidate) => isUnsafeHostname(candidate));
}
function isInternalPort(port) {
  const internalPorts = [
    22,
    // SSH
    23,
    // Telnet
    25,
    // SMTP
    53,
    // DNS
    135,
    // RPC
    139,
    // NetBIOS
    445,
    // SMB
    993,
    // IMAPS
    995,
    // POP3S
    1433,
    // SQL Server
    1521,
    // Oracle
    3306,
    // MySQL
    3389,
    // RDP
    5432,
    // PostgreSQL
    5900,
    // VNC
    6379,
    // Redis
    8080,
    // Common internal web
    8443,
    // Common internal HTTPS
    9200,
    // Elasticsearch
    27017
    // MongoDB
  ];
  return internalPorts.includes(port);
}
function isFileSystemPath(path) {
  if (typeof window !== "undefined" || typeof process !== "undefined" && process.browser) {
    return false;
  }
  const protocol = getProtocol(path);
  return protocol === void 0 || protocol === "file";
}
function fromFileSystemPath(path) {
  if (isWindows()) {
    const projectDir = cwd();
    const upperPath = path.toUpperCase();
    const projectDirPosixPath = convertPathToPosix(projectDir);
    const posixUpper = projectDirPosixPath.toUpperCase();
    const hasProjectDir = upperPath.includes(posixUpper);
    const hasProjectUri = upperPath.includes(posixUpper);
    const isAbsolutePath = isAbsoluteWin32Path.test(path) || path.startsWith("http://") || path.startsWith("https://") || path.startsWith("file://");
    if (!(hasProjectDir || hasProjectUri || isAbsolutePath) && !projectDir.startsWith("http")) {
      const join = (a, b) => {
        if (a.endsWith("/") || a.endsWith("\\")) {
          return a + b;
        } else {
          return a + "/" + b;
        }
      };
      path = join(projectDir, path);
    }
    path = convertPathToPosix(path);
  }
  path = encodeURI(path);
  for (const pattern of urlEncodePatterns) {
    path = path.replace(pattern[0], pattern[1]);
  }
  return path;
}
function toFileSystemPath(path, keepFileProtocol) {
  path = path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
  for (let i = 0; i < urlDecodePatterns.length; i += 2) {
    path = path.replace(new RegExp(urlDecodePatterns[i].source, "gi"), urlDecodePatterns[i + 1]);
  }
  path = decodeURI(path);
  let isFileUrl = path.toLowerCase().startsWith("file://");
  if (isFileUrl) {
    path = path.replace(/^file:\/\//i, "").replace(/^\//, "");
    if (isWindows() && path[1] === "/") {
      path = `${path[0]}:${path.substring(1)}`;
    }
    if (keepFileProtocol) {
      path = "file:///" + path;
    } else {
      isFileUrl = false;
      path = isWindows() ? path : "/" + path;
    }
  }
  if (isWindows() && !isFileUrl) {
    path = path.replace(forwardSlashPattern, "\\");
    if (path.match(/^[a-z]:\\/i)) {
      path = path[0].toUpperCase() + path.substring(1);
    }
  }
  return path;
}
function safePointerToPath(pointer) {
  if (pointer.length <= 1 || pointer[0] !== "#" || pointer[1] !== "/") {
    return [];
  }
  return pointer.slice(2).split("/").map((value) => {
    return value.replace(jsonPointerSlash, "/").replace(jsonPointerTilde, "~");
  });
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/errors.js
var nonJsonTypes = ["function", "symbol", "undefined"];
var protectedProps = ["constructor", "prototype", "__proto__"];
var objectPrototype = Object.getPrototypeOf({});
function toJSON() {
  const pojo = {};
  const error = this;
  for (const key of getDeepKeys(error)) {
    if (typeof key === "string") {
      const value = error[key];
      const type = typeof value;
      if (!nonJsonTypes.includes(type)) {
        pojo[key] = value;
      }
    }
  }
  return pojo;
}
function getDeepKeys(obj, omit = []) {
  let keys = [];
  while (obj && obj !== objectPrototype) {
    keys = keys.concat(Object.getOwnPropertyNames(obj), Object.getOwnPropertySymbols(obj));
    obj = Object.getPrototypeOf(obj);
  }
  const uniqueKeys = new Set(keys);
  for (const key of omit.concat(protectedProps)) {
    uniqueKeys.delete(key);
  }
  return uniqueKeys;
}
var JSONParserError = class extends Error {
  name;
  message;
  source;
  path;
  code;
  constructor(message, source) {
    super();
    this.code = "EUNKNOWN";
    this.name = "JSONParserError";
    this.message = message;
    this.source = source;
    this.path = null;
  }
  toJSON = toJSON.bind(this);
  get footprint() {
    return `${this.path}+${this.source}+${this.code}+${this.message}`;
  }
};
var JSONParserErrorGroup = class _JSONParserErrorGroup extends Error {
  files;
  constructor(parser) {
    super();
    this.files = parser;
    this.name = "JSONParserErrorGroup";
    this.message = `${this.errors.length} error${this.errors.length > 1 ? "s" : ""} occurred while reading '${toFileSystemPath(parser.$refs._root$Ref.path)}'`;
  }
  toJSON = toJSON.bind(this);
  static getParserErrors(parser) {
    const errors = [];
    const footprints = /* @__PURE__ */ new Set();
    const refs = [
      ...Object.values(parser.$refs._$refs),
      ...Object.values(parser.$refs._aliases)
    ];
    for (const $ref of refs) {
      if ($ref.errors) {
        for (const error of $ref.errors) {
          if (!footprints.has(error.footprint)) {
            footprints.add(error.footprint);
            errors.push(error);
          }
        }
      }
    }
    return errors;
  }
  get errors() {
    return _JSONParserErrorGroup.getParserErrors(this.files);
  }
};
var ParserError = class extends JSONParserError {
  code = "EPARSER";
  name = "ParserError";
  constructor(message, source) {
    super(`Error parsing ${source}: ${message}`, source);
  }
};
var UnmatchedParserError = class extends JSONParserError {
  code = "EUNMATCHEDPARSER";
  name = "UnmatchedParserError";
  constructor(source) {
    super(`Could not find parser for "${source}"`, source);
  }
};
var ResolverError = class extends JSONParserError {
  code = "ERESOLVER";
  name = "ResolverError";
  ioErrorCode;
  constructor(ex, source) {
    super(ex.message || `Error reading file "${source}"`, source);
    if ("code" in ex) {
      this.ioErrorCode = String(ex.code);
    }
  }
};
var UnmatchedResolverError = class extends JSONParserError {
  code = "EUNMATCHEDRESOLVER";
  name = "UnmatchedResolverError";
  constructor(source) {
    super(`Could not find resolver for "${source}"`, source);
  }
};
var MissingPointerError = class extends JSONParserError {
  code = "EMISSINGPOINTER";
  name = "MissingPointerError";
  targetToken;
  targetRef;
  targetFound;
  parentPath;
  constructor(token, path, targetRef, targetFound, parentPath) {
    super(`Missing $ref pointer "${getHash(path)}". Token "${token}" does not exist.`, stripHash(path));
    this.targetToken = token;
    this.targetRef = targetRef;
    this.targetFound = targetFound;
    this.parentPath = parentPath;
  }
};
var TimeoutError = class extends JSONParserError {
  code = "ETIMEOUT";
  name = "TimeoutError";
  constructor(timeout) {
    super(`Dereferencing timeout reached: ${timeout}ms`);
  }
};
var InvalidPointerError = class extends JSONParserError {
  code = "EINVALIDPOINTER";
  name = "InvalidPointerError";
  constructor(pointer, path) {
    super(`Invalid $ref pointer "${pointer}". Pointers must begin with "#/"`, stripHash(path));
  }
};
function isHandledError(err) {
  return err instanceof JSONParserError || err instanceof JSONParserErrorGroup;
}
function normalizeError(err) {
  if (err.path === null) {
    err.path = [];
  }
  return err;
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/schema-resources.js
function getSchemaBasePath(basePath, value, legacyId = false) {
  const schemaId = getSchemaId(value, legacyId);
  return schemaId ? resolve(basePath, schemaId) : basePath;
}
function usesDynamicIdScope(value) {
  if (!value || typeof value !== "object" || ArrayBuffer.isView(value)) {
    return false;
  }
  if (getSchemaId(value)) {
    return true;
  }
  const schema = value.$schema;
  if (typeof schema === "string" && (schema.includes("draft-04/") || schema.includes("draft-06/") || schema.includes("draft-07/") || schema.includes("draft/2019-09/") || schema.includes("draft/2020-12/") || schema.includes("oas/3.1/"))) {
    return true;
  }
  const openapi = value.openapi;
  return typeof openapi === "string" && /^3\.1(?:\.|$)/.test(openapi);
}
function registerSchemaResources($refs, basePath, value, pathType, dynamicIdScope = false) {
  if (!dynamicIdScope) {
    return;
  }
  const seen = /* @__PURE__ */ new Set();
  const visit = (node, scopeBase, inheritedLegacyId) => {
    if (!node || typeof node !== "object" || ArrayBuffer.isView(node) || seen.has(node)) {
      return;
    }
    seen.add(node);
    const legacyId = getSchemaIdMode(node, inheritedLegacyId);
    const nextScopeBase = getSchemaBasePath(scopeBase, node, legacyId);
    if (nextScopeBase !== scopeBase) {
      $refs._addAlias(nextScopeBase, node, pathType, dynamicIdScope, legacyId);
    }
    for (const key of Object.keys(node)) {
      visit(node[key], nextScopeBase, legacyId);
    }
  };
  visit(value, basePath, false);
}
function getSchemaId(value, inheritedLegacyId = false) {
  if (!value || typeof value !== "object") {
    return void 0;
  }
  const legacyId = getSchemaIdMode(value, inheritedLegacyId);
  const schemaId = legacyId ? value.id : value.$id;
  if (typeof schemaId === "string" && schemaId.length > 0) {
    return schemaId;
  }
  return void 0;
}
function getSchemaIdMode(value, inheritedLegacyId = false) {
  if (!value || typeof value !== "object") {
    return inheritedLegacyId;
  }
  const schema = value.$schema;
  if (typeof schema === "string") {
    if (schema.includes("draft-04/")) {
      return true;
    }
    if (schema.includes("draft-06/") || schema.includes("draft-07/") || schema.includes("draft/2019-09/") || schema.includes("draft/2020-12/") || schema.includes("oas/3.1/")) {
      return false;
    }
  }
  const openapi = value.openapi;
  if (typeof openapi === "string" && /^3\.1(?:\.|$)/.test(openapi)) {
    return false;
  }
  return inheritedLegacyId;
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/pointer.js
var nullSymbol = /* @__PURE__ */ Symbol("null");
var slashes = /\//g;
var tildes = /~/g;
var escapedSlash = /~1/g;
var escapedTilde = /~0/g;
var unsafeSetTokens = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
var Pointer = class _Pointer {
  /**
   * The {@link $Ref} object that contains this {@link Pointer} object.
   */
  $ref;
  /**
   * The file path or URL, containing the JSON pointer in the hash.
   * This path is relative to the path of the main JSON schema file.
   */
  path;
  /**
   * The original path or URL, used for error messages.
   */
  originalPath;
  /**
   * The current base URI used to resolve nested $ref pointers while walking this pointer.
   */
  scopeBase;
  /** Whether the current schema scope uses draft-04's legacy `id` keyword. */
  legacyIdScope;
  /**
   * The value of the JSON pointer.
   * Can be any JSON type, not just objects. Unknown file types are represented as Buffers (byte arrays).
   */
  value;
  /**
   * Indicates whether the pointer references itself.
   */
  circular;
  /**
   * Indicates whether the pointer encountered a cycle elsewhere in its reference chain.
   */
  chainCircular;
  /**
   * The number of indirect references that were traversed to resolve the value.
   * Resolving a single pointer may require resolving multiple $Refs.
   */
  indirections;
  constructor($ref, path, friendlyPath) {
    this.$ref = $ref;
    this.path = path;
    this.originalPath = friendlyPath || path;
    this.scopeBase = $ref.path || stripHash(path);
    this.legacyIdScope = $ref.legacyIdScope;
    this.value = void 0;
    this.circular = false;
    this.chainCircular = false;
    this.indirections = 0;
  }
  /**
   * Resolves the value of a nested property within the given object.
   *
   * @param obj - The object that will be crawled
   * @param options
   * @param pathFromRoot - the path of place that initiated resolving
   *
   * @returns
   * Returns a JSON pointer whose {@link Pointer#value} is the resolved value.
   * If resolving this value required resolving other JSON references, then
   * the {@link Pointer#$ref} and {@link Pointer#path} will reflect the resolution path
   * of the resolved value.
   */
  resolve(obj, options, pathFromRoot, visitedRefPaths = /* @__PURE__ */ new Set(), resolveFinalReference = true) {
    const tokens = _Pointer.parse(this.path, this.originalPath);
    const found = [];
    this.value = unwrapOrThrow(obj);
    if (this.$ref.dynamicIdScope && !isAliasedResource(this.$ref)) {
      this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
      this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
    }
    for (let i = 0; i < tokens.length; i++) {
      const wasCircular = this.circular;
      const wasChainCircular = this.chainCircular;
      const isExtendedRef = ref_default.isExtended$Ref(this.value);
      if (resolveIf$Ref(this, options, pathFromRoot, visitedRefPaths)) {
        this.path = _Pointer.join(this.path, tokens.slice(i));
      } else if (isExtendedRef) {
        this.circular = wasCircular;
        this.chainCircular = wasChainCircular;
      }
      const token = tokens[i];
      if (this.value === null || typeof this.value !== "object" && typeof this.value !== "function") {
        this.value = null;
        const path = this.$ref.path || "";
        const targetRef = this.path.replace(path, "");
        const targetFound = _Pointer.join("", found);
        const parentPath = pathFromRoot?.replace(path, "");
        throw new MissingPointerError(token, safelyDecodeURI(this.originalPath), targetRef, targetFound, parentPath);
      }
      if (this.value[token] === void 0 || this.value[token] === null && i === tokens.length - 1) {
        let didFindSubstringSlashMatch = false;
        for (let j = tokens.length - 1; j > i; j--) {
          const joinedToken = tokens.slice(i, j + 1).join("/");
          if (this.value[joinedToken] !== void 0) {
            this.value = this.value[joinedToken];
            i = j;
            didFindSubstringSlashMatch = true;
            break;
          }
        }
        if (didFindSubstringSlashMatch) {
          this.chainCircular = wasChainCircular;
          continue;
        }
        if (token in this.value && this.value[token] === null) {
          this.value = nullSymbol;
          this.chainCircular = wasChainCircular;
          continue;
        }
        this.value = null;
        const path = this.$ref.path || "";
        const targetRef = this.path.replace(path, "");
        const targetFound = _Pointer.join("", found);
        const parentPath = pathFromRoot?.replace(path, "");
        throw new MissingPointerError(token, safelyDecodeURI(this.originalPath), targetRef, targetFound, parentPath);
      } else {
        this.value = this.value[token];
      }
      this.chainCircular = wasChainCircular;
      found.push(token);
      if (this.$ref.dynamicIdScope) {
        this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
        this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
      }
    }
    const finalResolutionBase = this.$ref.dynamicIdScope ? this.scopeBase : this.path;
    if (resolveFinalReference) {
      const finalRefPath = this.value?.$ref ? resolve(finalResolutionBase, this.value.$ref) : void 0;
      const canonicalPathFromRoot = typeof pathFromRoot === "string" ? resolve(this.$ref.$refs._root$Ref.path, pathFromRoot) : pathFromRoot;
      if (ref_default.isAllowed$Ref(this.value, options) && finalRefPath === canonicalPathFromRoot && finalRefPath !== this.path) {
        this.chainCircular = true;
      } else if (!this.value || finalRefPath) {
        resolveIf$Ref(this, options, pathFromRoot, visitedRefPaths);
      }
    }
    return this;
  }
  /**
   * Sets the value of a nested property within the given object.
   *
   * @param obj - The object that will be crawled
   * @param value - the value to assign
   * @param options
   *
   * @returns
   * Returns the modified object, or an entirely new object if the entire object is overwritten.
   */
  set(obj, value, options) {
    const tokens = _Pointer.parse(this.path);
    let token;
    if (tokens.length === 0) {
      this.value = value;
      return value;
    }
    assertSafeSetTokens(this.path, tokens);
    this.value = unwrapOrThrow(obj);
    if (this.$ref.dynamicIdScope && !isAliasedResource(this.$ref)) {
      this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
      this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
    }
    for (let i = 0; i < tokens.length - 1; i++) {
      resolveIf$Ref(this, options);
      token = tokens[i];
      if (this.value && this.value[token] !== void 0) {
        this.value = this.value[token];
      } else {
        this.value = setValue(this, token, {});
      }
      if (this.$ref.dynamicIdScope) {
        this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
        this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
      }
    }
    resolveIf$Ref(this, options);
    token = tokens[tokens.length - 1];
    setValue(this, token, value);
    return obj;
  }
  /**
   * Parses a JSON pointer (or a path containing a JSON pointer in the hash)
   * and returns an array of the pointer's tokens.
   * (e.g. "schema.json#/definitions/person/name" => ["definitions", "person", "name"])
   *
   * The pointer is parsed according to RFC 6901
   * {@link https://tools.ietf.org/html/rfc6901#section-3}
   *
   * @param path
   * @param [originalPath]
   * @returns
   */
  static parse(path, originalPath) {
    const pointer = getHash(path).substring(1);
    if (!pointer) {
      return [];
    }
    const split = pointer.split("/");
    for (let i = 0; i < split.length; i++) {
      split[i] = split[i].replace(escapedSlash, "/").replace(escapedTilde, "~");
    }
    if (split[0] !== "") {
      throw new InvalidPointerError(pointer, originalPath === void 0 ? path : originalPath);
    }
    return split.slice(1);
  }
  /**
   * Creates a JSON pointer path, by joining one or more tokens to a base path.
   *
   * @param base - The base path (e.g. "schema.json#/definitions/person")
   * @param tokens - The token(s) to append (e.g. ["name", "first"])
   * @returns
   */
  static join(base, tokens) {
    if (base.indexOf("#") === -1) {
      base += "#";
    }
    tokens = Array.isArray(tokens) ? tokens : [tokens];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      base += "/" + token.replace(tildes, "~0").replace(slashes, "~1");
    }
    return base;
  }
};
function safelyDecodeURI(value) {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
function resolveIf$Ref(pointer, options, pathFromRoot, visitedRefPaths = /* @__PURE__ */ new Set()) {
  let pathChanged = false;
  let currentPathFromRoot = pathFromRoot;
  const addedPaths = [];
  try {
    while (ref_default.isAllowed$Ref(pointer.value, options)) {
      const extended = ref_default.isExtended$Ref(pointer.value);
      const sourceValue = pointer.value;
      const parentPath = pointer.path;
      const resolutionBase = pointer.$ref.dynamicIdScope ? pointer.scopeBase : pointer.path;
      const $refPath = resolve(resolutionBase, pointer.value.$ref);
      if ($refPath === pointer.path && !isRootPath(currentPathFromRoot)) {
        pointer.circular = true;
        pointer.chainCircular = true;
        return pathChanged;
      }
      const canonicalPathFromRoot = typeof currentPathFromRoot === "string" ? resolve(pointer.$ref.$refs._root$Ref.path, currentPathFromRoot) : currentPathFromRoot;
      if ($refPath === canonicalPathFromRoot && $refPath !== pointer.path) {
        pointer.chainCircular = true;
        return pathChanged;
      }
      if (visitedRefPaths.has($refPath)) {
        pointer.chainCircular = true;
        return pathChanged;
      }
      const maxDepth = options?.dereference?.maxDepth ?? 500;
      if (visitedRefPaths.size >= maxDepth) {
        throw new RangeError(`Maximum dereference depth (${maxDepth}) exceeded at ${pointer.path}. This likely indicates an extremely deep or recursive schema. You can increase this limit with the dereference.maxDepth option.`);
      }
      visitedRefPaths.add($refPath);
      addedPaths.push($refPath);
      const resolved = pointer.$ref.$refs._resolve($refPath, parentPath, options, visitedRefPaths, extended);
      if (resolved === null) {
        return pathChanged;
      }
      pointer.indirections += resolved.indirections + 1;
      pointer.chainCircular ||= resolved.circular || resolved.chainCircular;
      if (extended) {
        if (pointer.chainCircular) {
          return pathChanged;
        }
        pointer.value = ref_default.dereference(sourceValue, resolved.value, options);
        return pathChanged;
      } else {
        pointer.$ref = resolved.$ref;
        pointer.path = resolved.path;
        pointer.value = resolved.value;
        pointer.scopeBase = resolved.scopeBase;
        pointer.legacyIdScope = resolved.legacyIdScope;
        currentPathFromRoot = parentPath;
        pathChanged = true;
      }
    }
    return pathChanged;
  } finally {
    for (const path of addedPaths) {
      visitedRefPaths.delete(path);
    }
  }
}
var pointer_default = Pointer;
function setValue(pointer, token, value) {
  if (pointer.value && typeof pointer.value === "object") {
    if (token === "-" && Array.isArray(pointer.value)) {
      pointer.value.push(value);
    } else {
      pointer.value[token] = value;
    }
  } else {
    throw new JSONParserError(`Error assigning $ref pointer "${pointer.path}". 
Cannot set "${token}" of a non-object.`);
  }
  return value;
}
function assertSafeSetTokens(pointerPath, tokens) {
  for (const token of tokens) {
    if (unsafeSetTokens.has(token)) {
      throw new JSONParserError(`Error assigning $ref pointer "${pointerPath}". 
Unsafe JSON Pointer token "${token}" cannot be used for assignment.`);
    }
  }
}
function unwrapOrThrow(value) {
  if (isHandledError(value)) {
    throw value;
  }
  return value;
}
function isRootPath(pathFromRoot) {
  return typeof pathFromRoot == "string" && Pointer.parse(pathFromRoot).length == 0;
}
function isAliasedResource($ref) {
  return Boolean($ref.path && $ref.path in $ref.$refs._aliases);
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/ref.js
var $Ref = class _$Ref {
  /**
   * The file path or URL of the referenced file.
   * This path is relative to the path of the main JSON schema file.
   *
   * This path does NOT contain document fragments (JSON pointers). It always references an ENTIRE file.
   * Use methods such as {@link $Ref#get}, {@link $Ref#resolve}, and {@link $Ref#exists} to get
   * specific JSON pointers within the file.
   *
   * @type {string}
   */
  path;
  /**
   * The resolved value of the JSON reference.
   * Can be any JSON type, not just objects. Unknown file types are represented as Buffers (byte arrays).
   *
   * @type {?*}
   */
  value;
  /**
   * The {@link $Refs} object that contains this {@link $Ref} object.
   *
   * @type {$Refs}
   */
  $refs;
  /**
   * Indicates the type of {@link $Ref#path} (e.g. "file", "http", etc.)
   */
  pathType;
  /**
   * Whether this document/resource should use JSON Schema 2019-09+ nested $id scope semantics.
   */
  dynamicIdScope = false;
  /** Whether this resource uses draft-04's legacy `id` keyword. */
  legacyIdScope = false;
  /**
   * List of all errors. Undefined if no errors.
   */
  errors = [];
  constructor($refs) {
    this.$refs = $refs;
  }
  /**
   * Pushes an error to errors array.
   *
   * @param err - The error to be pushed
   * @returns
   */
  addError(err) {
    if (this.errors === void 0) {
      this.errors = [];
    }
    const existingErrors = this.errors.map(({ footprint }) => footprint);
    if ("errors" in err && Array.isArray(err.errors)) {
      this.errors.push(...err.errors.map(normalizeError).filter(({ footprint }) => !existingErrors.includes(footprint)));
    } else if (!("footprint" in err) || !existingErrors.includes(err.footprint)) {
      this.errors.push(normalizeError(err));
    }
  }
  /**
   * Determines whether the given JSON reference exists within this {@link $Ref#value}.
   *
   * @param path - The full path being resolved, optionally with a JSON pointer in the hash
   * @param options
   * @returns
   */
  exists(path, options) {
    try {
      this.resolve(path, options);
      return true;
    } catch {
      return false;
    }
  }
  /**
   * Resolves the given JSON reference within this {@link $Ref#value} and returns the resolved value.
   *
   * @param path - The full path being resolved, optionally with a JSON pointer in the hash
   * @param options
   * @returns - Returns the resolved value
   */
  get(path, options) {
    return this.resolve(path, options)?.value;
  }
  /**
   * Resolves the given JSON reference within this {@link $Ref#value}.
   *
   * @param path - The full path being resolved, optionally with a JSON pointer in the hash
   * @param options
   * @param friendlyPath - The original user-specified path (used for error messages)
   * @param pathFromRoot - The path of `obj` from the schema root
   * @param visitedRefPaths - the active paths in the current reference chain
   * @param resolveFinalReference - whether to follow a `$ref` at the resolved value
   * @returns
   */
  resolve(path, options, friendlyPath, pathFromRoot, visitedRefPaths, resolveFinalReference = true) {
    const pointer = new pointer_default(this, path, friendlyPath);
    try {
      const resolved = pointer.resolve(this.value, options, pathFromRoot, visitedRefPaths, resolveFinalReference);
      if (resolved.value === nullSymbol) {
        resolved.value = null;
      }
      return resolved;
    } catch (err) {
      if (!options || !options.continueOnError || !isHandledError(err)) {
        throw err;
      }
      if (err.path === null) {
        err.path = safePointerToPath(getHash(pathFromRoot));
      }
      if (err instanceof InvalidPointerError) {
        err.source = safelyDecodeURI2(stripHash(pathFromRoot || friendlyPath || path));
      }
      this.addError(err);
      return null;
    }
  }
  /**
   * Sets the value of a nested property within this {@link $Ref#value}.
   * If the property, or any of its parents don't exist, they will be created.
   *
   * @param path - The full path of the property to set, optionally with a JSON pointer in the hash
   * @param value - The value to assign
   */
  set(path, value) {
    const pointer = new pointer_default(this, path);
    this.value = pointer.set(this.value, value);
    if (this.value === nullSymbol) {
      this.value = null;
    }
  }
  /**
   * Determines whether the given value is a JSON reference.
   *
   * @param value - The value to inspect
   * @returns
   */
  static is$Ref(value) {
    return Boolean(value) && typeof value === "object" && value !== null && "$ref" in value && typeof value.$ref === "string" && value.$ref.length > 0;
  }
  /**
   * Determines whether the given value is an external JSON reference.
   *
   * @param value - The value to inspect
   * @returns
   */
  static isExternal$Ref(value) {
    return _$Ref.is$Ref(value) && value.$ref[0] !== "#";
  }
  /**
   * Determines whether the given value is a JSON reference, and whether it is allowed by the options.
   * For example, if it references an external file, then options.resolve.external must be true.
   *
   * @param value - The value to inspect
   * @param options
   * @returns
   */
  static isAllowed$Ref(value, options) {
    if (this.is$Ref(value)) {
      if (value.$ref.substring(0, 2) === "#/" || value.$ref === "#") {
        return true;
      } else if (value.$ref[0] !== "#" && (!options || options.resolve?.external)) {
        return true;
      }
    }
    return void 0;
  }
  /**
   * Determines whether the given value is a JSON reference that "extends" its resolved value.
   * That is, it has extra properties (in addition to "$ref"), so rather than simply pointing to
   * an existing value, this $ref actually creates a NEW value that is a shallow copy of the resolved
   * value, plus the extra properties.
   *
   * @example: {
     person: {
       properties: {
         firstName: { type: string }
         lastName: { type: string }
       }
     }
     employee: {
       properties: {
         $ref: #/person/properties
         salary: { type: number }
       }
     }
   }
   *  In this example, "employee" is an extended $ref, since it extends "person" with an additional
   *  property (salary).  The result is a NEW value that looks like this:
   *
   *  {
   *    properties: {
   *      firstName: { type: string }
   *      lastName: { type: string }
   *      salary: { type: number }
   *    }
   *  }
   *
   * @param value - The value to inspect
   * @returns
   */
  static isExtended$Ref(value) {
    return _$Ref.is$Ref(value) && Object.keys(value).length > 1;
  }
  /**
   * Returns the resolved value of a JSON Reference.
   * If necessary, the resolved value is merged with the JSON Reference to create a new object
   *
   * @example: {
  person: {
    properties: {
      firstName: { type: string }
      lastName: { type: string }
    }
  }
  employee: {
    properties: {
      $ref: #/person/properties
      salary: { type: number }
    }
  }
  } When "person" and "employee" are merged, you end up with the following object:
   *
   *  {
   *    properties: {
   *      firstName: { type: string }
   *      lastName: { type: string }
   *      salary: { type: number }
   *    }
   *  }
   *
   * @param $ref - The JSON reference object (the one with the "$ref" property)
   * @param resolvedValue - The resolved value, which can be any type
   * @param options - The options
   * @returns - Returns the dereferenced value
   */
  static dereference($ref, resolvedValue, options) {
    if (resolvedValue && typeof resolvedValue === "object" && _$Ref.isExtended$Ref($ref)) {
      const merged = {};
      for (const key of Object.keys($ref)) {
        if (key !== "$ref") {
          defineDataProperty(merged, key, $ref[key]);
        }
      }
      const mergeKeys = options?.dereference?.mergeKeys ?? true;
      const resolvedObject = resolvedValue;
      for (const key of Object.keys(resolvedObject)) {
        if (!Object.hasOwn(merged, key)) {
          defineDataProperty(merged, key, resolvedObject[key]);
        } else {
          if (mergeKeys && typeof merged[key] === "object" && merged[key] !== null && typeof resolvedObject[key] === "object" && resolvedObject[key] !== null) {
            defineDataProperty(merged, key, deepMerge(resolvedObject[key], merged[key]));
          }
        }
      }
      return merged;
    } else {
      return resolvedValue;
    }
  }
};
function safelyDecodeURI2(value) {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
function deepMerge(target, source) {
  if (typeof target !== "object" || target === null) {
    return source;
  }
  if (typeof source !== "object" || source === null) {
    return source;
  }
  if (Array.isArray(source)) {
    return cloneEnumerableProperties(source);
  }
  const output = cloneEnumerableProperties(target);
  const targetObject = target;
  const sourceObject = source;
  for (const key of Object.keys(sourceObject)) {
    const sourceValue = sourceObject[key];
    let mergedValue;
    if (Array.isArray(sourceValue)) {
      mergedValue = cloneEnumerableProperties(sourceValue);
    } else if (typeof sourceValue === "object" && sourceValue !== null) {
      const targetValue = Object.hasOwn(targetObject, key) ? targetObject[key] : void 0;
      mergedValue = deepMerge(targetValue, sourceValue);
    } else {
      mergedValue = sourceValue;
    }
    defineDataProperty(output, key, mergedValue);
  }
  return output;
}
function cloneEnumerableProperties(value) {
  const clone = Array.isArray(value) ? new Array(value.length) : {};
  const source = value;
  for (const key of Object.keys(source)) {
    defineDataProperty(clone, key, source[key]);
  }
  return clone;
}
function defineDataProperty(target, key, value) {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    value,
    writable: true
  });
}
var ref_default = $Ref;

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/refs.js
var $Refs = class {
  /**
   * This property is true if the schema contains any circular references. You may want to check this property before serializing the dereferenced schema as JSON, since JSON.stringify() does not support circular references by default.
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#circular
   */
  circular;
  /**
   * Returns the paths/URLs of all the files in your schema (including the main schema file).
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#pathstypes
   *
   * @param types (optional) Optionally only return certain types of paths ("file", "http", etc.)
   */
  paths(...types) {
    const paths = getPaths(this._$refs, types.flat());
    return paths.map((path) => {
      return convertPathToPosix(path.decoded);
    });
  }
  /**
   * Returns a map of paths/URLs and their correspond values.
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#valuestypes
   *
   * @param types (optional) Optionally only return values from certain locations ("file", "http", etc.)
   */
  values(...types) {
    const $refs = this._$refs;
    const paths = getPaths($refs, types.flat());
    return paths.reduce((obj, path) => {
      obj[convertPathToPosix(path.decoded)] = $refs[path.encoded].value;
      return obj;
    }, {});
  }
  /**
   * Returns `true` if the given path exists in the schema; otherwise, returns `false`
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#existsref
   *
   * @param $ref The JSON Reference path, optionally with a JSON Pointer in the hash
   */
  /**
   * Determines whether the given JSON reference exists.
   *
   * @param path - The path being resolved, optionally with a JSON pointer in the hash
   * @param [options]
   * @returns
   */
  exists(path, options) {
    try {
      return this._resolve(path, "", options) !== null;
    } catch {
      return false;
    }
  }
  /**
   * Resolves the given JSON reference and returns the resolved value.
   *
   * @param path - The path being resolved, with a JSON pointer in the hash
   * @param [options]
   * @returns - Returns the resolved value
   */
  get(path, options) {
    return this._resolve(path, "", options)?.value;
  }
  /**
   * Sets the value at the given path in the schema. If the property, or any of its parents, don't exist, they will be created.
   *
   * @param path The JSON Reference path, optionally with a JSON Pointer in the hash
   * @param value The value to assign. Can be anything (object, string, number, etc.)
   */
  set(path, value) {
    const absPath = resolve(this._root$Ref.path, path);
    const $ref = this._getRef(absPath);
    if (!$ref) {
      throw new Error(`Error resolving $ref pointer "${path}". 
"${stripHash(absPath)}" not found.`);
    }
    $ref.set(absPath, value);
  }
  /**
   * Returns the specified {@link $Ref} object, or undefined.
   *
   * @param path - The path being resolved, optionally with a JSON pointer in the hash
   * @returns
   * @protected
   */
  _get$Ref(path) {
    path = resolve(this._root$Ref.path, path);
    return this._getRef(path);
  }
  /**
   * Creates a new {@link $Ref} object and adds it to this {@link $Refs} object.
   *
   * @param path  - The file path or URL of the referenced file
   */
  _add(path) {
    const withoutHash = stripHash(path);
    const $ref = new ref_default(this);
    $ref.path = withoutHash;
    this._$refs[withoutHash] = $ref;
    this._root$Ref = this._root$Ref || $ref;
    return $ref;
  }
  _addAlias(path, value, pathType, dynamicIdScope = false, legacyIdScope = false) {
    const withoutHash = stripHash(path);
    if (!withoutHash || this._$refs[withoutHash] || this._aliases[withoutHash]) {
      return this._$refs[withoutHash] || this._aliases[withoutHash];
    }
    const $ref = new ref_default(this);
    $ref.path = withoutHash;
    $ref.pathType = pathType;
    $ref.value = value;
    $ref.dynamicIdScope = dynamicIdScope;
    $ref.legacyIdScope = legacyIdScope;
    this._aliases[withoutHash] = $ref;
    return $ref;
  }
  /**
   * Resolves the given JSON reference.
   *
   * @param path - The path being resolved, optionally with a JSON pointer in the hash
   * @param pathFromRoot - The path of `obj` from the schema root
   * @param [options]
   * @param visitedRefPaths - the active paths in the current reference chain
   * @param resolveFinalReference - whether to follow a `$ref` at the resolved value
   * @returns
   * @protected
   */
  _resolve(path, pathFromRoot, options, visitedRefPaths, resolveFinalReference = true) {
    const absPath = resolve(this._root$Ref.path, path);
    const $ref = this._getRef(absPath);
    if (!$ref) {
      throw new Error(`Error resolving $ref pointer "${path}". 
"${stripHash(absPath)}" not found.`);
    }
    return $ref.resolve(absPath, options, path, pathFromRoot, visitedRefPaths, resolveFinalReference);
  }
  /**
   * A map of paths/urls to {@link $Ref} objects
   *
   * @type {object}
   * @protected
   */
  _$refs = {};
  _aliases = {};
  /**
   * The {@link $Ref} object that is the root of the JSON schema.
   *
   * @type {$Ref}
   * @protected
   */
  _root$Ref;
  constructor() {
    this.circular = false;
    this._$refs = {};
    this._aliases = {};
    this._root$Ref = null;
  }
  /**
   * Returns the paths of all the files/URLs that are referenced by the JSON schema,
   * including the schema itself.
   *
   * @param [types] - Only return paths of the given types ("file", "http", etc.)
   * @returns
   */
  /**
   * Returns the map of JSON references and their resolved values.
   *
   * @param [types] - Only return references of the given types ("file", "http", etc.)
   * @returns
   */
  /**
   * Returns a POJO (plain old JavaScript object) for serialization as JSON.
   *
   * @returns {object}
   */
  toJSON = () => this.values();
  _getRef(path) {
    const withoutHash = stripHash(path);
    return this._$refs[withoutHash] || this._aliases[withoutHash];
  }
};
function getPaths($refs, types) {
  let paths = Object.keys($refs);
  types = Array.isArray(types[0]) ? types[0] : Array.prototype.slice.call(types);
  if (types.length > 0 && types[0]) {
    paths = paths.filter((key) => {
      return types.includes($refs[key].pathType);
    });
  }
  return paths.map((path) => {
    return {
      encoded: path,
      decoded: $refs[path].pathType === "file" ? toFileSystemPath(path, true) : path
    };
  });
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/plugins.js
function all(plugins) {
  return Object.keys(plugins || {}).filter((key) => {
    return typeof plugins[key] === "object";
  }).map((key) => {
    plugins[key].name = key;
    return plugins[key];
  });
}
function filter(plugins, method, file, callback, $refs) {
  return plugins.filter((plugin) => {
    return !!getResult(plugin, method, file, callback, $refs);
  });
}
function sort(plugins) {
  return plugins.sort((a, b) => {
    return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
  });
}
async function run(plugins, method, file, $refs) {
  let lastError;
  let index = 0;
  return new Promise((resolve3, reject) => {
    runNextPlugin();
    function runNextPlugin() {
      const plugin = plugins[index++];
      if (!plugin) {
        return reject(lastError);
      }
      let settled = false;
      let callbackCalled = false;
      const callback = (err, result) => {
        callbackCalled = true;
        if (settled) {
          return;
        }
        settled = true;
        if (err) {
          onError(plugin, err);
        } else {
          onSuccess(plugin, result);
        }
      };
      try {
        const result = getResult(plugin, method, file, callback, $refs);
        if (result && typeof result.then === "function") {
          result.then((value) => callback(void 0, value), (error) => callback(error, void 0));
        } else if (result !== void 0) {
          callback(void 0, result);
        } else if (!callbackCalled && !acceptsCallback(plugin, method)) {
          callback(new Error("No promise has been returned or callback has been called."), void 0);
        }
      } catch (e) {
        callback(e, void 0);
      }
    }
    function onSuccess(plugin, result) {
      resolve3({
        plugin,
        result
      });
    }
    function onError(plugin, error) {
      lastError = {
        plugin,
        error
      };
      runNextPlugin();
    }
  });
}
function acceptsCallback(plugin, method) {
  const value = plugin[method];
  return typeof value === "function" && value.length >= 2;
}
function getResult(obj, prop, file, callback, $refs) {
  const value = obj[prop];
  if (typeof value === "function") {
    return value.apply(obj, [file, callback, $refs]);
  }
  if (!callback) {
    if (value instanceof RegExp) {
      value.lastIndex = 0;
      const matches = value.test(file.url);
      value.lastIndex = 0;
      return matches;
    } else if (typeof value === "string") {
      return value === file.extension;
    } else if (Array.isArray(value)) {
      return value.indexOf(file.extension) !== -1;
    }
  }
  return value;
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/parse.js
async function parse2(target, $refs, options) {
  let path = typeof target === "string" ? target : target.url;
  const baseUrl = typeof target === "string" ? void 0 : target.baseUrl;
  let reference = typeof target === "string" ? void 0 : target.reference;
  const hashIndex = path.indexOf("#");
  let hash = "";
  if (hashIndex >= 0) {
    hash = path.substring(hashIndex);
    path = path.substring(0, hashIndex);
  }
  if (reference) {
    const referenceHashIndex = reference.indexOf("#");
    if (referenceHashIndex >= 0) {
      reference = reference.substring(0, referenceHashIndex);
    }
  }
  const $ref = $refs._add(path);
  const file = {
    url: path,
    hash,
    extension: getExtension(path),
    ...reference !== void 0 ? { reference } : {},
    ...baseUrl !== void 0 ? { baseUrl } : {}
  };
  try {
    const resolver = await readFile(file, options, $refs);
    $ref.pathType = resolver.plugin.name;
    file.data = resolver.result;
    const parser = await parseFile(file, options, $refs);
    $ref.value = parser.result;
    $ref.dynamicIdScope = usesDynamicIdScope($ref.value);
    $ref.legacyIdScope = getSchemaIdMode($ref.value);
    registerSchemaResources($refs, $ref.path, $ref.value, $ref.pathType, $ref.dynamicIdScope);
    return parser.result;
  } catch (err) {
    if (isHandledError(err)) {
      $ref.value = err;
    }
    throw err;
  }
}
async function readFile(file, options, $refs) {
  let resolvers = all(options.resolve);
  resolvers = filter(resolvers, "canRead", file, void 0, $refs);
  sort(resolvers);
  try {
    const data = await run(resolvers, "read", file, $refs);
    return data;
  } catch (err) {
    if (!err && options.continueOnError) {
      throw new UnmatchedResolverError(file.url);
    } else if (!err || !("error" in err)) {
      throw new SyntaxError(`Unable to resolve $ref pointer "${file.url}"`, { cause: err });
    } else if (err.error instanceof ResolverError) {
      throw err.error;
    } else {
      throw new ResolverError(err, file.url);
    }
  }
}
async function parseFile(file, options, $refs) {
  const allParsers = all(options.parse);
  const filteredParsers = filter(allParsers, "canParse", file);
  const parsers = filteredParsers.length > 0 ? filteredParsers : allParsers;
  sort(parsers);
  try {
    const parser = await run(parsers, "parse", file, $refs);
    if (!parser.plugin.allowEmpty && isEmpty(parser.result)) {
      throw new SyntaxError(`Error parsing "${file.url}" as ${parser.plugin.name}. 
Parsed value is empty`);
    } else {
      return parser;
    }
  } catch (err) {
    if (!err && options.continueOnError) {
      throw new UnmatchedParserError(file.url);
    } else if (err && err.message && err.message.startsWith("Error parsing")) {
      throw err;
    } else if (!err || !("error" in err)) {
      throw new SyntaxError(`Unable to parse ${file.url}`, { cause: err });
    } else if (err.error instanceof ParserError) {
      throw err.error;
    } else {
      throw new ParserError(err.error.message, file.url);
    }
  }
}
function isEmpty(value) {
  return value === void 0 || typeof value === "object" && Object.keys(value).length === 0 || typeof value === "string" && value.trim().length === 0 || Buffer.isBuffer(value) && value.length === 0;
}
var parse_default = parse2;

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/parsers/json.js
var json_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 100,
  /**
   * Whether to allow "empty" files. This includes zero-byte files, as well as empty JSON objects.
   */
  allowEmpty: true,
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that match will be tried, in order, until one successfully parses the file.
   * Parsers that don't match will be skipped, UNLESS none of the parsers match, in which case
   * every parser will be tried.
   */
  canParse: ".json",
  /**
   * Allow JSON files with byte order marks (BOM)
   */
  allowBOM: true,
  /**
   * Parses the given file as JSON
   */
  async parse(file) {
    let data = file.data;
    if (Buffer.isBuffer(data)) {
      data = data.toString();
    }
    if (typeof data === "string") {
      if (data.trim().length === 0) {
        return;
      }
      if (this.allowBOM && data.charCodeAt(0) === 65279) {
        data = data.slice(1);
      }
      try {
        return JSON.parse(data);
      } catch (e) {
        throw new ParserError(e.message, file.url);
      }
    } else {
      return data;
    }
  }
};

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/parsers/yaml.js
var legacyDefaultSchema = CORE_SCHEMA.withTags(timestampTag, mergeTag, binaryTag, omapTag, pairsTag, setTag);
var yaml_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 200,
  /**
   * Whether to allow "empty" files. This includes zero-byte files, as well as empty JSON objects.
   */
  allowEmpty: true,
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that match will be tried, in order, until one successfully parses the file.
   * Parsers that don't match will be skipped, UNLESS none of the parsers match, in which case
   * every parser will be tried.
   */
  canParse: [".yaml", ".yml", ".json"],
  // JSON is valid YAML
  /**
   * Parses the given file as YAML
   *
   * @param file           - An object containing information about the referenced file
   * @param file.url       - The full URL of the referenced file
   * @param file.extension - The lowercased file extension (e.g. ".txt", ".html", etc.)
   * @param file.data      - The file contents. This will be whatever data type was returned by the resolver
   * @returns
   */
  async parse(file) {
    let data = file.data;
    if (Buffer.isBuffer(data)) {
      data = data.toString();
    }
    if (typeof data === "string") {
      try {
        return load(data, { schema: CORE_SCHEMA });
      } catch {
        try {
          return load(data, { schema: legacyDefaultSchema });
        } catch (e) {
          try {
            if (loadAll(data, { schema: CORE_SCHEMA }).length === 0) {
              return void 0;
            }
          } catch {
          }
          throw new ParserError(e?.message || "Parser Error", file.url);
        }
      }
    } else {
      return data;
    }
  }
};

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/parsers/text.js
var TEXT_REGEXP = /\.(txt|htm|html|md|xml|js|min|map|css|scss|less|svg)(?:[?#].*)?$/i;
var text_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 300,
  /**
   * Whether to allow "empty" files (zero bytes).
   */
  allowEmpty: true,
  /**
   * The encoding that the text is expected to be in.
   */
  encoding: "utf8",
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that return true will be tried, in order, until one successfully parses the file.
   * Parsers that return false will be skipped, UNLESS all parsers returned false, in which case
   * every parser will be tried.
   */
  canParse(file) {
    return (typeof file.data === "string" || Buffer.isBuffer(file.data)) && TEXT_REGEXP.test(file.url);
  },
  /**
   * Parses the given file as text
   */
  parse(file) {
    if (typeof file.data === "string") {
      return file.data;
    } else if (Buffer.isBuffer(file.data)) {
      return file.data.toString(this.encoding);
    } else {
      throw new ParserError("data is not text", file.url);
    }
  }
};

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/parsers/binary.js
var BINARY_REGEXP = /\.(jpeg|jpg|gif|png|bmp|ico)(?:[?#].*)?$/i;
var binary_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 400,
  /**
   * Whether to allow "empty" files (zero bytes).
   */
  allowEmpty: true,
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that return true will be tried, in order, until one successfully parses the file.
   * Parsers that return false will be skipped, UNLESS all parsers returned false, in which case
   * every parser will be tried.
   */
  canParse(file) {
    return Buffer.isBuffer(file.data) && BINARY_REGEXP.test(file.url);
  },
  /**
   * Parses the given data as a Buffer (byte array).
   */
  parse(file) {
    if (Buffer.isBuffer(file.data)) {
      return file.data;
    } else {
      return Buffer.from(file.data);
    }
  }
};

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/resolvers/file.js
var file_default = {
  /**
   * The order that this resolver will run, in relation to other resolvers.
   */
  order: 100,
  /**
   * Determines whether this resolver can read a given file reference.
   * Resolvers that return true will be tried, in order, until one successfully resolves the file.
   * Resolvers that return false will not be given a chance to resolve the file.
   */
  canRead(file) {
    return isFileSystemPath(file.url);
  },
  /**
   * Reads the given file and returns its raw contents as a Buffer.
   */
  async read(file) {
    let path;
    const fs = await import("fs");
    try {
      path = toFileSystemPath(file.url);
    } catch (err) {
      const e = err;
      e.message = `Malformed URI: ${file.url}: ${e.message}`;
      throw new ResolverError(e, file.url);
    }
    if (path.endsWith("/") || path.endsWith("\\")) {
      path = path.slice(0, -1);
    }
    try {
      return await fs.promises.readFile(path);
    } catch (err) {
      const e = err;
      e.message = `Error opening file ${path}: ${e.message}`;
      throw new ResolverError(e, path);
    }
  }
};

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/resolvers/http.js
var http_default = {
  /**
   * The order that this resolver will run, in relation to other resolvers.
   */
  order: 200,
  /**
   * HTTP headers to send when downloading files.
   *
   * @example:
   * {
   *   "User-Agent": "JSON Schema $Ref Parser",
   *   Accept: "application/json"
   * }
   */
  headers: null,
  /**
   * HTTP request timeout (in milliseconds).
   */
  timeout: 6e4,
  // 60 seconds
  /**
   * The maximum number of HTTP redirects to follow.
   * To disable automatic following of redirects, set this to zero.
   */
  redirects: 5,
  /**
   * The `withCredentials` option of XMLHttpRequest.
   * Set this to `true` if you're downloading files from a CORS-enabled server that requires authentication
   */
  withCredentials: false,
  /**
   * Set this to `false` if you want to allow unsafe URLs (e.g., `127.0.0.1`, localhost, and other internal URLs).
   */
  safeUrlResolver: true,
  /**
   * Determines whether this resolver can read a given file reference.
   * Resolvers that return true will be tried in order, until one successfully resolves the file.
   * Resolvers that return false will not be given a chance to resolve the file.
   */
  canRead(file) {
    return isHttp(file.url) && (!this.safeUrlResolver || !isUnsafeUrl(file.url));
  },
  /**
   * Reads the given URL and returns its raw contents as a Buffer.
   */
  read(file) {
    const u = parse(file.url);
    if (typeof window !== "undefined" && !u.protocol) {
      u.protocol = parse(location.href).protocol;
    }
    return download(u, this);
  }
};
async function download(u, httpOptions, _redirects) {
  u = parse(u);
  const redirects = _redirects || [];
  redirects.push(u.href);
  let pendingResponse;
  try {
    let resolvedAddresses;
    if (httpOptions.safeUrlResolver) {
      const safety = await resolveUrlSafety(u.href);
      if (safety.unsafe) {
        throw new Error(`Unsafe URL blocked by safeUrlResolver: ${u.href}`);
      }
      resolvedAddresses = safety.addresses;
    }
    pendingResponse = await get(u, httpOptions, resolvedAddresses);
    const res = pendingResponse.response;
    if (res.status >= 400) {
      const error = new Error(`HTTP ERROR ${res.status}`);
      error.status = res.status;
      throw error;
    } else if (res.status >= 300) {
      if (!Number.isNaN(httpOptions.redirects) && redirects.length > httpOptions.redirects) {
        const error = new Error(`Error downloading ${redirects[0]}. 
Too many redirects: 
  ${redirects.join(" \n  ")}`);
        error.status = res.status;
        throw new ResolverError(error);
      } else {
        const location2 = getHeader(res, "location");
        if (!location2) {
          const error = new Error(`HTTP ${res.status} redirect with no location header`);
          error.status = res.status;
          throw error;
        }
        const redirectTo = resolve(u.href, location2);
        const redirectOptions = parse(redirectTo).origin === u.origin ? httpOptions : withoutSensitiveHeaders(httpOptions);
        return download(redirectTo, redirectOptions, redirects);
      }
    } else {
      if (res.body) {
        const buf = await res.arrayBuffer();
        return Buffer.from(buf);
      }
      return Buffer.alloc(0);
    }
  } catch (err) {
    const cause = err instanceof Error ? err : new Error(String(err));
    const wrappedError = new Error(`Error downloading ${u.href}: ${cause.message}`, { cause });
    if ("code" in cause) {
      wrappedError.code = cause.code;
    }
    throw new ResolverError(wrappedError, u.href);
  } finally {
    pendingResponse?.cancelTimeout();
  }
}
async function get(u, httpOptions, resolvedAddresses) {
  const pinnedTransport = resolvedAddresses && resolvedAddresses.length > 0 ? await createPinnedTransport(u, resolvedAddresses) : void 0;
  const dispatcher = pinnedTransport?.dispatcher;
  let controller;
  let timeoutId;
  if (httpOptions.timeout && typeof AbortController !== "undefined") {
    const abortController = new AbortController();
    controller = abortController;
    timeoutId = setTimeout(() => abortController.abort(), httpOptions.timeout);
  }
  const cancelTimeout = () => {
    if (timeoutId !== void 0) {
      clearTimeout(timeoutId);
      timeoutId = void 0;
    }
    if (dispatcher && !dispatcher.destroyed) {
      void dispatcher.destroy().catch(() => void 0);
    }
  };
  try {
    const requestOptions = {
      method: "GET",
      headers: httpOptions.headers || {},
      credentials: httpOptions.withCredentials ? "include" : "same-origin",
      redirect: "manual",
      signal: controller ? controller.signal : null
    };
    if (dispatcher) {
      requestOptions.dispatcher = dispatcher;
    }
    const response = pinnedTransport ? await pinnedTransport.fetch(u, requestOptions) : await fetch(u, requestOptions);
    return { response, cancelTimeout };
  } catch (error) {
    cancelTimeout();
    throw error;
  }
}
async function createPinnedTransport(requestUrl, resolvedAddresses) {
  const undiciModuleName = "undici";
  const undici = await import(undiciModuleName);
  const expectedHostname = normalizeLookupHostname(requestUrl.hostname);
  const pinnedAddresses = resolvedAddresses.map(({ address, family }) => ({ address, family }));
  const lookup = (hostname, options, callback) => {
    const normalizedHostname = normalizeLookupHostname(hostname);
    const requestedFamily = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family || 0;
    const candidates = pinnedAddresses.filter(({ family }) => requestedFamily === 0 || family === requestedFamily);
    if (normalizedHostname !== expectedHostname || candidates.length === 0) {
      const error = new Error(`No validated address is available for ${hostname}`);
      error.code = "ENOTFOUND";
      callback(error, "", 0);
    } else if (options.all) {
      callback(null, candidates);
    } else {
      const selected = candidates[0];
      callback(null, selected.address, selected.family);
    }
  };
  return {
    dispatcher: new undici.Agent({
      connect: { lookup },
      autoSelectFamily: true
    }),
    fetch: (input, init) => undici.fetch(input, init)
  };
}
function normalizeLookupHostname(hostname) {
  return hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "").toLowerCase();
}
function getHeader(response, name) {
  return response.headers.get(name);
}
function withoutSensitiveHeaders(httpOptions) {
  if (!httpOptions.headers) {
    return httpOptions;
  }
  const headers = new Headers(httpOptions.headers);
  headers.delete("authorization");
  headers.delete("proxy-authorization");
  headers.delete("cookie");
  return { ...httpOptions, headers };
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/options.js
var getJsonSchemaRefParserDefaultOptions = () => {
  const defaults = {
    /**
     * Determines how different types of files will be parsed.
     *
     * You can add additional parsers of your own, replace an existing one with
     * your own implementation, or disable any parser by setting it to false.
     */
    parse: {
      json: { ...json_default },
      yaml: { ...yaml_default },
      text: { ...text_default },
      binary: { ...binary_default }
    },
    /**
     * Determines how JSON References will be resolved.
     *
     * You can add additional resolvers of your own, replace an existing one with
     * your own implementation, or disable any resolver by setting it to false.
     */
    resolve: {
      file: { ...file_default },
      http: { ...http_default },
      /**
       * Determines whether external $ref pointers will be resolved.
       * If this option is disabled, then none of above resolvers will be called.
       * Instead, external $ref pointers will simply be ignored.
       *
       * @type {boolean}
       */
      external: true
    },
    /**
     * By default, JSON Schema $Ref Parser throws the first error it encounters. Setting `continueOnError` to `true`
     * causes it to keep processing as much as possible and then throw a single error that contains all errors
     * that were encountered.
     */
    continueOnError: false,
    /**
     * Determines the types of JSON references that are allowed.
     */
    bundle: {
      /**
       * A function, called for each path, which can return true to stop this path and all
       * subpaths from being processed further. This is useful in schemas where some
       * subpaths contain literal $ref keys that should not be changed.
       *
       * @type {function}
       */
      excludedPathMatcher: () => false
    },
    /**
     * Determines the types of JSON references that are allowed.
     */
    dereference: {
      /**
       * Dereference circular (recursive) JSON references?
       * If false, then a {@link ReferenceError} will be thrown if a circular reference is found.
       * If "ignore", then circular references will not be dereferenced.
       *
       * @type {boolean|string}
       */
      circular: true,
      /**
       * A function, called for each path, which can return true to stop this path and all
       * subpaths from being dereferenced further. This is useful in schemas where some
       * subpaths contain literal $ref keys that should not be dereferenced.
       *
       * @type {function}
       */
      excludedPathMatcher: () => false,
      referenceResolution: "relative",
      mergeKeys: true
    },
    mutateInputSchema: true
  };
  return defaults;
};
var getNewOptions = (options) => {
  const newOptions = getJsonSchemaRefParserDefaultOptions();
  if (options) {
    merge(newOptions, options);
  }
  return newOptions;
};
function merge(target, source) {
  if (isMergeable(source)) {
    const keys = Object.keys(source).filter((key) => !["__proto__", "constructor", "prototype"].includes(key));
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const sourceSetting = source[key];
      const targetSetting = target[key];
      if (isMergeable(sourceSetting)) {
        target[key] = merge(targetSetting || {}, sourceSetting);
      } else if (sourceSetting !== void 0) {
        target[key] = sourceSetting;
      }
    }
  }
  return target;
}
function isMergeable(val) {
  return val && typeof val === "object" && !Array.isArray(val) && !(val instanceof RegExp) && !(val instanceof Date) && !(typeof Headers !== "undefined" && val instanceof Headers);
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/normalize-args.js
function normalizeArgs(_args) {
  let path;
  let schema;
  let options;
  let callback;
  const args = Array.prototype.slice.call(_args);
  if (typeof args[args.length - 1] === "function") {
    callback = args.pop();
  }
  if (typeof args[0] === "string") {
    path = args[0];
    if (typeof args[2] === "object") {
      schema = args[1];
      options = args[2];
    } else {
      schema = void 0;
      options = args[1];
    }
  } else {
    path = "";
    schema = args[0];
    options = args[1];
  }
  try {
    options = getNewOptions(options);
  } catch (e) {
    console.error(`JSON Schema Ref Parser: Error normalizing options: ${e}`);
  }
  if (!options.mutateInputSchema && typeof schema === "object") {
    schema = JSON.parse(JSON.stringify(schema));
  }
  return {
    path,
    schema,
    options,
    callback
  };
}
var normalize_args_default = normalizeArgs;

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/resolve-external.js
function resolveExternal(parser, options) {
  if (!options.resolve?.external) {
    return Promise.resolve();
  }
  try {
    const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema, parser.$refs._root$Ref.legacyIdScope) : parser.$refs._root$Ref.path;
    const promises = crawl(parser.schema, parser.$refs._root$Ref.path + "#", rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, parser.$refs._root$Ref.legacyIdScope, parser.$refs, options);
    return Promise.all(promises);
  } catch (e) {
    return Promise.reject(e);
  }
}
function crawl(obj, path, scopeBase, dynamicIdScope, legacyIdScope, $refs, options, seen, external) {
  seen ||= /* @__PURE__ */ new Set();
  let promises = [];
  if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !seen.has(obj)) {
    seen.add(obj);
    const currentScopeBase = scopeBase;
    if (ref_default.isExternal$Ref(obj)) {
      promises.push(resolve$Ref(obj, path, currentScopeBase, dynamicIdScope, $refs, options));
    }
    const keys = Object.keys(obj);
    for (const key of keys) {
      const keyPath = pointer_default.join(path, key);
      const value = obj[key];
      const childLegacyIdScope = getSchemaIdMode(value, legacyIdScope);
      const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value) ? getSchemaBasePath(currentScopeBase, value, childLegacyIdScope) : currentScopeBase;
      promises = promises.concat(crawl(value, keyPath, childScopeBase, dynamicIdScope, childLegacyIdScope, $refs, options, seen, external));
    }
  }
  return promises;
}
async function resolve$Ref($ref, path, scopeBase, dynamicIdScope, $refs, options) {
  const shouldResolveOnCwd = options.dereference?.externalReferenceResolution === "root";
  const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
  const resolvedPath = resolve(resolutionBase, $ref.$ref);
  const withoutHash = stripHash(resolvedPath);
  const ref = $refs._get$Ref(withoutHash);
  if (ref) {
    return Promise.resolve(ref.value);
  }
  try {
    const reference = $ref.$ref;
    const parseTarget = {
      url: resolvedPath,
      baseUrl: resolutionBase
    };
    if (typeof reference === "string") {
      parseTarget.reference = reference;
    }
    const result = await parse_default(parseTarget, $refs, options);
    const parsedRef = $refs._get$Ref(withoutHash);
    const parsedDynamicIdScope = parsedRef?.dynamicIdScope ?? false;
    const parsedLegacyIdScope = parsedRef?.legacyIdScope ?? false;
    const parsedScopeBase = parsedDynamicIdScope ? getSchemaBasePath(withoutHash, result, parsedLegacyIdScope) : withoutHash;
    const promises = crawl(result, withoutHash + "#", parsedScopeBase, parsedDynamicIdScope, parsedLegacyIdScope, $refs, options, /* @__PURE__ */ new Set(), true);
    return Promise.all(promises);
  } catch (err) {
    if (!options?.continueOnError || !isHandledError(err)) {
      throw err;
    }
    if ($refs._$refs[withoutHash]) {
      err.source = decodeURI(stripHash(path));
      err.path = safePointerToPath(getHash(path));
    }
    return [];
  }
}
var resolve_external_default = resolveExternal;

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/bundle.js
function bundle(parser, options) {
  const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema, parser.$refs._root$Ref.legacyIdScope) : parser.$refs._root$Ref.path;
  const inventory = [];
  const embeddedResourcePaths = /* @__PURE__ */ new Set([stripHash(parser.$refs._root$Ref.path), stripHash(rootScopeBase)]);
  crawl2(parser, "schema", parser.$refs._root$Ref.path + "#", rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, parser.$refs._root$Ref.legacyIdScope, false, "#", 0, inventory, parser.$refs, options, embeddedResourcePaths, /* @__PURE__ */ new Set());
  const rootId = getSchemaId(parser.schema, parser.$refs._root$Ref.legacyIdScope);
  remap(inventory, options, rootId, rootScopeBase);
  const bundleOptions = options.bundle || {};
  if (bundleOptions.optimizeInternalRefs !== false) {
    fixRefsThroughRefs(inventory, parser.schema);
  }
}
function crawl2(parent, key, path, scopeBase, dynamicIdScope, legacyIdScope, nestedIdScope, pathFromRoot, indirections, inventory, $refs, options, embeddedResourcePaths, seen) {
  const obj = key === null ? parent : parent[key];
  const bundleOptions = options.bundle || {};
  const isExcludedPath = bundleOptions.excludedPathMatcher || (() => false);
  if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !isExcludedPath(pathFromRoot) && !seen.has(obj)) {
    seen.add(obj);
    const currentScopeBase = scopeBase;
    if (ref_default.isAllowed$Ref(obj, options)) {
      inventory$Ref(parent, key, path, currentScopeBase, dynamicIdScope, nestedIdScope, pathFromRoot, indirections, inventory, $refs, options, embeddedResourcePaths, seen);
    } else {
      const keys = Object.keys(obj).sort((a, b) => {
        if (a === "definitions" || a === "$defs") {
          return -1;
        } else if (b === "definitions" || b === "$defs") {
          return 1;
        } else {
          return a.length - b.length;
        }
      });
      for (const key2 of keys) {
        const keyPath = pointer_default.join(path, key2);
        const keyPathFromRoot = pointer_default.join(pathFromRoot, key2);
        const value = obj[key2];
        const childLegacyIdScope = getSchemaIdMode(value, legacyIdScope);
        const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value) ? getSchemaBasePath(currentScopeBase, value, childLegacyIdScope) : currentScopeBase;
        const childHasSchemaIdentifier = dynamicIdScope && hasSchemaIdentifier(value, childLegacyIdScope);
        const childNestedIdScope = nestedIdScope || childHasSchemaIdentifier;
        let childEmbeddedResourcePaths = embeddedResourcePaths;
        if (childHasSchemaIdentifier) {
          childEmbeddedResourcePaths = new Set(embeddedResourcePaths);
          childEmbeddedResourcePaths.add(stripHash(childScopeBase));
        }
        if (ref_default.isAllowed$Ref(value, options)) {
          inventory$Ref(obj, key2, keyPath, childScopeBase, dynamicIdScope, childNestedIdScope, keyPathFromRoot, indirections, inventory, $refs, options, childEmbeddedResourcePaths, seen);
        } else {
          crawl2(obj, key2, keyPath, childScopeBase, dynamicIdScope, childLegacyIdScope, childNestedIdScope, keyPathFromRoot, indirections, inventory, $refs, options, childEmbeddedResourcePaths, seen);
        }
        if (value && typeof value === "object" && !Array.isArray(value)) {
          if ("$ref" in value) {
            bundleOptions?.onBundle?.(value["$ref"], obj[key2], obj, key2);
          }
        }
      }
    }
  }
}
function inventory$Ref($refParent, $refKey, path, scopeBase, dynamicIdScope, nestedIdScope, pathFromRoot, indirections, inventory, $refs, options, embeddedResourcePaths, seen) {
  const $ref = $refKey === null ? $refParent : $refParent[$refKey];
  const shouldResolveOnCwd = ref_default.isExternal$Ref($ref) && options.dereference?.externalReferenceResolution === "root";
  const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
  const $refPath = resolve(resolutionBase, $ref.$ref);
  const pointer = $refs._resolve($refPath, pathFromRoot, options);
  if (pointer === null) {
    return;
  }
  const parsed = pointer_default.parse(pathFromRoot);
  const depth = parsed.length;
  const file = stripHash(pointer.path);
  const hash = getHash(pointer.path);
  const alias = $refs._aliases[file];
  const aliasIsInRootSchema = Boolean(alias && containsObject($refs._root$Ref.value, pointer.$ref.value));
  const external = file !== $refs._root$Ref.path && !embeddedResourcePaths.has(file) && !aliasIsInRootSchema;
  const nestedResource = Boolean(alias) && pointer.$ref.value !== $refs._root$Ref.value;
  const targetResourceId = getSchemaId(pointer.$ref.value, pointer.$ref.legacyIdScope);
  const targetResourceBase = alias ? pointer.$ref.path : pointer.$ref.dynamicIdScope ? getSchemaBasePath(pointer.$ref.path, pointer.$ref.value, pointer.$ref.legacyIdScope) : pointer.$ref.path;
  const extended = ref_default.isExtended$Ref($ref);
  indirections += pointer.indirections;
  const existingEntry = findInInventory(inventory, $refParent, $refKey);
  if (existingEntry) {
    if (depth < existingEntry.depth || indirections < existingEntry.indirections) {
      removeFromInventory(inventory, existingEntry);
    } else {
      return;
    }
  }
  inventory.push({
    $ref,
    // The JSON Reference (e.g. {$ref: string})
    parent: $refParent,
    // The object that contains this $ref pointer
    key: $refKey,
    // The key in `parent` that is the $ref pointer
    pathFromRoot,
    // The path to the $ref pointer, from the JSON Schema root
    depth,
    // How far from the JSON Schema root is this $ref pointer?
    file,
    // The file that the $ref pointer resolves to
    hash,
    // The hash within `file` that the $ref pointer resolves to
    value: pointer.value,
    // The resolved value of the $ref pointer
    circular: pointer.circular,
    // Is this $ref pointer DIRECTLY circular? (i.e. it references itself)
    extended,
    // Does this $ref extend its resolved value? (i.e. it has extra properties, in addition to "$ref")
    external,
    // Does this $ref pointer point to a file other than the main JSON Schema file?
    nestedResource,
    // Does this $ref resolve to an embedded schema resource with its own $id?
    indirections,
    // The number of indirect references that were traversed to resolve the value
    scopeBase,
    // The active schema-resource base at the location of this $ref
    dynamicIdScope,
    // Whether this $ref uses nested JSON Schema $id scopes
    nestedIdScope,
    // Whether this $ref will remain inside a non-root $id scope after bundling
    targetResourceBase,
    // The canonical URI of the resource containing the target
    ...targetResourceId === void 0 ? {} : { targetResourceId }
  });
  if (!existingEntry || external) {
    const resolvedScopeBase = pointer.$ref.dynamicIdScope ? pointer.scopeBase : pointer.$ref.path;
    const resolvedNestedIdScope = nestedIdScope || pointer.$ref.dynamicIdScope && hasSchemaIdentifier(pointer.value, pointer.legacyIdScope);
    const resolvedEmbeddedResourcePaths = new Set(embeddedResourcePaths);
    if (pointer.value === pointer.$ref.value && hasSchemaIdentifier(pointer.$ref.value, pointer.$ref.legacyIdScope)) {
      resolvedEmbeddedResourcePaths.add(stripHash(pointer.$ref.path));
      resolvedEmbeddedResourcePaths.add(stripHash(resolvedScopeBase));
    }
    crawl2(pointer.value, null, pointer.path, resolvedScopeBase, pointer.$ref.dynamicIdScope, pointer.legacyIdScope, resolvedNestedIdScope, pathFromRoot, indirections + 1, inventory, $refs, options, resolvedEmbeddedResourcePaths, seen);
  }
}
function remap(inventory, options, rootId, rootScopeBase) {
  inventory.sort((a, b) => {
    if (a.file !== b.file) {
      return a.file < b.file ? -1 : 1;
    } else if (a.hash !== b.hash) {
      return a.hash < b.hash ? -1 : 1;
    } else if (a.circular !== b.circular) {
      return a.circular ? -1 : 1;
    } else if (a.extended !== b.extended) {
      return a.extended ? 1 : -1;
    } else if (a.indirections !== b.indirections) {
      return a.indirections - b.indirections;
    } else if (a.depth !== b.depth) {
      return a.depth - b.depth;
    } else {
      const aDefinitionsIndex = Math.max(a.pathFromRoot.lastIndexOf("/definitions"), a.pathFromRoot.lastIndexOf("/$defs"));
      const bDefinitionsIndex = Math.max(b.pathFromRoot.lastIndexOf("/definitions"), b.pathFromRoot.lastIndexOf("/$defs"));
      if (aDefinitionsIndex !== bDefinitionsIndex) {
        return bDefinitionsIndex - aDefinitionsIndex;
      } else {
        return a.pathFromRoot.length - b.pathFromRoot.length;
      }
    }
  });
  let file, hash, pathFromRoot;
  for (const entry of inventory) {
    const bundleOpts = options.bundle || {};
    if (!entry.external) {
      if (bundleOpts.optimizeInternalRefs !== false) {
        const targetResourceBase = stripHash(entry.targetResourceBase);
        const locationResourceBase = stripHash(entry.scopeBase);
        if (targetResourceBase !== locationResourceBase) {
          entry.$ref.$ref = referenceToResource(entry);
        } else if (!entry.nestedResource) {
          entry.$ref.$ref = entry.hash;
        }
      }
    } else if (entry.file === file && entry.hash === hash) {
      entry.$ref.$ref = qualifyPathFromRoot(entry, pathFromRoot, rootId, rootScopeBase);
    } else if (entry.file === file && entry.hash.indexOf(hash + "/") === 0) {
      const subPath = pointer_default.join(pathFromRoot, pointer_default.parse(entry.hash.replace(hash, "#")));
      entry.$ref.$ref = qualifyPathFromRoot(entry, subPath, rootId, rootScopeBase);
    } else {
      file = entry.file;
      hash = entry.hash;
      pathFromRoot = entry.pathFromRoot;
      entry.$ref = entry.parent[entry.key] = ref_default.dereference(entry.$ref, entry.value, options);
      if (entry.circular) {
        entry.$ref.$ref = entry.pathFromRoot;
      }
    }
  }
}
function findInInventory(inventory, $refParent, $refKey) {
  for (const existingEntry of inventory) {
    if (existingEntry && existingEntry.parent === $refParent && existingEntry.key === $refKey) {
      return existingEntry;
    }
  }
  return void 0;
}
function removeFromInventory(inventory, entry) {
  const index = inventory.indexOf(entry);
  inventory.splice(index, 1);
}
function fixRefsThroughRefs(inventory, schema) {
  for (const entry of inventory) {
    if (!entry.$ref || typeof entry.$ref !== "object" || !("$ref" in entry.$ref)) {
      continue;
    }
    const refValue = entry.$ref.$ref;
    if (typeof refValue !== "string" || !refValue.startsWith("#/")) {
      continue;
    }
    const fixedPath = resolvePathThroughRefs(schema, refValue);
    if (fixedPath !== refValue) {
      entry.$ref.$ref = fixedPath;
    }
  }
}
function resolvePathThroughRefs(schema, refPath) {
  if (!refPath.startsWith("#/")) {
    return refPath;
  }
  const segments = refPath.slice(2).split("/");
  let current = schema;
  const resolvedSegments = [];
  for (const seg of segments) {
    if (current === null || current === void 0 || typeof current !== "object") {
      return refPath;
    }
    const decoded = seg.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!Object.prototype.hasOwnProperty.call(current, decoded) && "$ref" in current && typeof current.$ref === "string" && current.$ref.startsWith("#/")) {
      const targetSegments = current.$ref.slice(2).split("/");
      resolvedSegments.length = 0;
      resolvedSegments.push(...targetSegments);
      current = walkPath(schema, current.$ref);
      if (current === null || current === void 0 || typeof current !== "object") {
        return refPath;
      }
    }
    const idx = Array.isArray(current) ? parseInt(decoded) : decoded;
    current = current[idx];
    resolvedSegments.push(seg);
  }
  const result = "#/" + resolvedSegments.join("/");
  return result;
}
function walkPath(schema, path) {
  if (!path.startsWith("#/")) {
    return void 0;
  }
  const segments = path.slice(2).split("/");
  let current = schema;
  for (const seg of segments) {
    if (current === null || current === void 0 || typeof current !== "object") {
      return void 0;
    }
    const decoded = seg.replace(/~1/g, "/").replace(/~0/g, "~");
    const idx = Array.isArray(current) ? parseInt(decoded) : decoded;
    current = current[idx];
  }
  return current;
}
function qualifyPathFromRoot(entry, pathFromRoot, rootId, rootScopeBase) {
  if (!entry.dynamicIdScope || !entry.nestedIdScope || !rootScopeBase) {
    return pathFromRoot;
  }
  let rootResource = rootScopeBase;
  if (rootId && stripHash(resolve(entry.scopeBase, rootId)) === stripHash(rootScopeBase)) {
    rootResource = rootId;
  }
  return stripHash(rootResource) + pathFromRoot;
}
function referenceToResource(entry) {
  let resourceReference = stripHash(entry.targetResourceBase);
  if (typeof entry.$ref.$ref === "string" && stripHash(resolve(entry.scopeBase, entry.$ref.$ref)) === resourceReference) {
    return entry.$ref.$ref;
  }
  if (entry.targetResourceId && stripHash(resolve(entry.scopeBase, entry.targetResourceId)) === resourceReference) {
    resourceReference = entry.targetResourceId;
  }
  return entry.hash === "#" ? resourceReference : resourceReference + entry.hash;
}
function hasSchemaIdentifier(value, legacyIdScope = false) {
  return getSchemaId(value, legacyIdScope) !== void 0;
}
function containsObject(root, target) {
  if (!target || typeof target !== "object") {
    return false;
  }
  const seen = /* @__PURE__ */ new Set();
  const visit = (value) => {
    if (value === target) {
      return true;
    }
    if (!value || typeof value !== "object" || ArrayBuffer.isView(value) || seen.has(value)) {
      return false;
    }
    seen.add(value);
    return Object.keys(value).some((key) => visit(value[key]));
  };
  return visit(root);
}
var bundle_default = bundle;

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/dereference.js
var dereference_default = dereference;
function dereference(parser, options) {
  const start = Date.now();
  const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema, parser.$refs._root$Ref.legacyIdScope) : parser.$refs._root$Ref.path;
  const dereferenced = crawl3(parser.schema, parser.$refs._root$Ref.path, rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, parser.$refs._root$Ref.legacyIdScope, "#", /* @__PURE__ */ new Set(), /* @__PURE__ */ new Set(), /* @__PURE__ */ new Map(), parser.$refs, options, start, 0);
  parser.$refs.circular = dereferenced.circular;
  parser.schema = dereferenced.value;
}
function crawl3(obj, path, scopeBase, dynamicIdScope, legacyIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth) {
  let dereferenced;
  const result = {
    value: obj,
    circular: false
  };
  checkDereferenceTimeout(startTime, options);
  const derefOptions = options.dereference || {};
  const maxDepth = derefOptions.maxDepth ?? 500;
  if (depth > maxDepth) {
    throw new RangeError(`Maximum dereference depth (${maxDepth}) exceeded at ${pathFromRoot}. This likely indicates an extremely deep or recursive schema. You can increase this limit with the dereference.maxDepth option.`);
  }
  const isExcludedPath = derefOptions.excludedPathMatcher || (() => false);
  if (derefOptions?.circular === "ignore" || !processedObjects.has(obj)) {
    if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !isExcludedPath(pathFromRoot)) {
      parents.add(obj);
      processedObjects.add(obj);
      const currentScopeBase = scopeBase;
      if (ref_default.isAllowed$Ref(obj, options)) {
        dereferenced = dereference$Ref(obj, path, currentScopeBase, dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth);
        result.circular = dereferenced.circular;
        result.value = dereferenced.value;
      } else {
        for (const key of Object.keys(obj)) {
          checkDereferenceTimeout(startTime, options);
          const keyPath = pointer_default.join(path, key);
          const keyPathFromRoot = pointer_default.join(pathFromRoot, key);
          if (isExcludedPath(keyPathFromRoot)) {
            continue;
          }
          const value = obj[key];
          const childLegacyIdScope = getSchemaIdMode(value, legacyIdScope);
          const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value) ? getSchemaBasePath(currentScopeBase, value, childLegacyIdScope) : currentScopeBase;
          let circular;
          if (ref_default.isAllowed$Ref(value, options)) {
            dereferenced = dereference$Ref(value, keyPath, childScopeBase, dynamicIdScope, keyPathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth);
            circular = dereferenced.circular;
            if (obj[key] !== dereferenced.value) {
              const preserved = /* @__PURE__ */ new Map();
              if (derefOptions?.preservedProperties) {
                if (typeof obj[key] === "object" && !Array.isArray(obj[key])) {
                  derefOptions?.preservedProperties.forEach((prop) => {
                    if (prop in obj[key]) {
                      preserved.set(prop, obj[key][prop]);
                    }
                  });
                }
              }
              let assignedValue = dereferenced.value;
              if (derefOptions?.cloneReferences && !circular && assignedValue && typeof assignedValue === "object") {
                assignedValue = structuredClone(assignedValue);
              }
              obj[key] = assignedValue;
              if (derefOptions?.preservedProperties) {
                if (preserved.size && typeof obj[key] === "object" && !Array.isArray(obj[key])) {
                  preserved.forEach((value2, prop) => {
                    obj[key][prop] = value2;
                  });
                }
              }
              derefOptions?.onDereference?.(value.$ref, obj[key], obj, key);
            }
          } else {
            if (!parents.has(value)) {
              dereferenced = crawl3(value, keyPath, childScopeBase, dynamicIdScope, childLegacyIdScope, keyPathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth + 1);
              circular = dereferenced.circular;
              if (obj[key] !== dereferenced.value) {
                obj[key] = dereferenced.value;
              }
            } else {
              circular = foundCircularReference(keyPath, $refs, options);
            }
          }
          result.circular = result.circular || circular;
        }
      }
      parents.delete(obj);
    }
  }
  return result;
}
function dereference$Ref($ref, path, scopeBase, dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth) {
  const isExternalRef = ref_default.isExternal$Ref($ref);
  const shouldResolveOnCwd = isExternalRef && options?.dereference?.externalReferenceResolution === "root";
  const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
  const $refPath = resolve(resolutionBase, $ref.$ref);
  const cache = dereferencedCache.get($refPath);
  if (cache) {
    if (!cache.circular) {
      if (!ref_default.isExtended$Ref($ref)) {
        return cache;
      }
    } else {
      if (typeof cache.value === "object" && "$ref" in cache.value && "$ref" in $ref) {
        if (cache.value.$ref === $ref.$ref) {
          foundCircularReference(path, $refs, options);
          return cache;
        } else {
        }
      } else {
        foundCircularReference(path, $refs, options);
        return cache;
      }
    }
  }
  const pointer = $refs._resolve($refPath, path, options);
  if (pointer === null) {
    return {
      circular: false,
      value: null
    };
  }
  const directCircular = pointer.circular;
  let circular = directCircular || pointer.chainCircular || parents.has(pointer.value);
  if (circular) {
    foundCircularReference(path, $refs, options);
  }
  let dereferencedValue = ref_default.dereference($ref, pointer.value, options);
  if (!circular) {
    const dereferencedScopeBase = pointer.$ref.dynamicIdScope ? pointer.scopeBase : pointer.$ref.path;
    const dereferenced = crawl3(dereferencedValue, pointer.path, dereferencedScopeBase, pointer.$ref.dynamicIdScope, pointer.legacyIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth + 1);
    circular = dereferenced.circular;
    dereferencedValue = dereferenced.value;
  }
  if (circular && !directCircular && options.dereference?.circular === "ignore") {
    dereferencedValue = $ref;
  }
  if (directCircular && dereferencedValue !== $ref) {
    dereferencedValue.$ref = pathFromRoot;
  }
  const dereferencedObject = {
    circular,
    value: dereferencedValue
  };
  if (Object.keys($ref).length === 1) {
    dereferencedCache.set($refPath, dereferencedObject);
  }
  return dereferencedObject;
}
function checkDereferenceTimeout(startTime, options) {
  if (options && options.timeoutMs) {
    if (Date.now() - startTime > options.timeoutMs) {
      throw new TimeoutError(options.timeoutMs);
    }
  }
}
function foundCircularReference(keyPath, $refs, options) {
  $refs.circular = true;
  options?.dereference?.onCircular?.(keyPath);
  if (!options.dereference.circular) {
    const error = new ReferenceError(`Circular $ref pointer found at ${keyPath}`);
    throw error;
  }
  return true;
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/next.js
function makeNext() {
  if (typeof process === "object" && typeof process.nextTick === "function") {
    return process.nextTick;
  } else if (typeof setImmediate === "function") {
    return setImmediate;
  } else {
    return function next(f) {
      setTimeout(f, 0);
    };
  }
}
var next_default = makeNext();

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/util/maybe.js
function maybe(cb, promise) {
  if (cb) {
    promise.then(function(result) {
      next_default(function() {
        cb(null, result);
      });
    }, function(err) {
      next_default(function() {
        cb(err);
      });
    });
    return void 0;
  } else {
    return promise;
  }
}

// node_modules/@apidevtools/json-schema-ref-parser/dist/lib/index.js
var $RefParser = class _$RefParser {
  /**
   * The parsed (and possibly dereferenced) JSON schema object
   *
   * @type {object}
   * @readonly
   */
  schema = null;
  /**
   * The resolved JSON references
   *
   * @type {$Refs}
   * @readonly
   */
  $refs = new $Refs();
  async parse() {
    const args = normalize_args_default(arguments);
    let promise;
    const hasSchema = args.schema !== void 0 && args.schema !== null;
    if (!args.path && !hasSchema) {
      const err = new Error(`Expected a file path, URL, or object. Got ${args.path || args.schema}`);
      return maybe(args.callback, Promise.reject(err));
    }
    this.schema = null;
    this.$refs = new $Refs();
    let pathType = "http";
    if (isFileSystemPath(args.path)) {
      args.path = fromFileSystemPath(args.path);
      pathType = "file";
    }
    args.path = resolve(cwd(), args.path);
    if (hasSchema && (typeof args.schema === "object" || typeof args.schema === "boolean")) {
      const $ref = this.$refs._add(args.path);
      $ref.value = args.schema;
      $ref.pathType = pathType;
      $ref.dynamicIdScope = usesDynamicIdScope($ref.value);
      $ref.legacyIdScope = getSchemaIdMode($ref.value);
      registerSchemaResources(this.$refs, $ref.path, $ref.value, $ref.pathType, $ref.dynamicIdScope);
      promise = Promise.resolve(args.schema);
    } else {
      promise = parse_default(args.path, this.$refs, args.options);
    }
    try {
      const result = await promise;
      if (typeof result === "boolean" || result !== null && typeof result === "object" && !Buffer.isBuffer(result)) {
        this.schema = result;
        return maybe(args.callback, Promise.resolve(this.schema));
      } else if (args.options.continueOnError) {
        this.schema = null;
        return maybe(args.callback, Promise.resolve(this.schema));
      } else {
        throw new SyntaxError(`"${this.$refs._root$Ref.path || result}" is not a valid JSON Schema`);
      }
    } catch (err) {
      if (!args.options.continueOnError || !isHandledError(err)) {
        return maybe(args.callback, Promise.reject(err));
      }
      if (this.$refs._$refs[stripHash(args.path)]) {
        this.$refs._$refs[stripHash(args.path)].addError(err);
      }
      return maybe(args.callback, Promise.resolve(null));
    }
  }
  static parse() {
    const parser = new _$RefParser();
    return parser.parse.apply(parser, arguments);
  }
  async resolve() {
    const args = normalize_args_default(arguments);
    try {
      await this.parse(args.path, args.schema, args.options);
      await resolve_external_default(this, args.options);
      finalize(this);
      return maybe(args.callback, Promise.resolve(this.$refs));
    } catch (err) {
      return maybe(args.callback, Promise.reject(err));
    }
  }
  static resolve() {
    const instance = new _$RefParser();
    return instance.resolve.apply(instance, arguments);
  }
  static bundle() {
    const instance = new _$RefParser();
    return instance.bundle.apply(instance, arguments);
  }
  async bundle() {
    const args = normalize_args_default(arguments);
    try {
      await this.resolve(args.path, args.schema, args.options);
      bundle_default(this, args.options);
      finalize(this);
      return maybe(args.callback, Promise.resolve(this.schema));
    } catch (err) {
      return maybe(args.callback, Promise.reject(err));
    }
  }
  static dereference() {
    const instance = new _$RefParser();
    return instance.dereference.apply(instance, arguments);
  }
  async dereference() {
    const args = normalize_args_default(arguments);
    try {
      await this.resolve(args.path, args.schema, args.options);
      dereference_default(this, args.options);
      finalize(this);
      return maybe(args.callback, Promise.resolve(this.schema));
    } catch (err) {
      return maybe(args.callback, Promise.reject(err));
    }
  }
};
var lib_default = $RefParser;
function finalize(parser) {
  const errors = JSONParserErrorGroup.getParserErrors(parser);
  if (errors.length > 0) {
    throw new JSONParserErrorGroup(parser);
  }
}
var parse3 = $RefParser.parse;
var resolve2 = $RefParser.resolve;
var bundle2 = $RefParser.bundle;
var dereference2 = $RefParser.dereference;
export {
  $RefParser,
  $Refs,
  file_default as FileResolver,
  http_default as HTTPResolver,
  InvalidPointerError,
  JSONParserError,
  JSONParserErrorGroup,
  MissingPointerError,
  ParserError,
  ResolverError,
  UnmatchedParserError,
  UnmatchedResolverError,
  bundle2 as bundle,
  lib_default as default,
  dereference2 as dereference,
  dereference_default as dereferenceInternal,
  getJsonSchemaRefParserDefaultOptions,
  isHandledError,
  isUnsafeUrl,
  normalize_args_default as jsonSchemaParserNormalizeArgs,
  parse3 as parse,
  resolve2 as resolve
};

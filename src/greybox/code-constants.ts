import { parse, type Node, type Program } from "acorn";

/**
 * How much a constant says about the values the code expects: `compared` for operands of
 * comparisons, `switch` cases, `includes`/`indexOf`/`Set` lists and keys of lookup tables (the
 * code branches on them), `literal` for any other string or number literal.
 */
export type ConstantRank = "compared" | "literal";

/** The range of a function of a script, as V8's coverage reports functions. */
export interface FunctionRange {
  /** Where the function starts (its parameters, or the `function` keyword). */
  readonly start: number;
  /** Where a coverage range of this function may start at the earliest (a method's name). */
  readonly from: number;
  /** Just after the function's last character (V8's end offset). */
  readonly end: number;
}

/** One string or number literal of a script. */
export interface CodeConstant {
  readonly value: string | number;
  readonly rank: ConstantRank;
  /**
   * The normalized name it is compared with (`op` in `req.query.op === "sqrt"`, `day` in
   * `switch (day)`), when the other side names something.
   */
  readonly name?: string;
  /** Index into the script's {@link ScriptConstants.functions}: the innermost enclosing function. */
  readonly fn: number;
}

/** The constants of one script and the functions they stand in. */
export interface ScriptConstants {
  readonly constants: readonly CodeConstant[];
  /** Index 0 is the script's top level (0 to the source's length). */
  readonly functions: readonly FunctionRange[];
}

/** Limits that keep extraction bounded whatever the script. */
export interface ExtractionLimits {
  /** Scripts longer than this many characters are not parsed. */
  readonly maxSource: number;
  /** Strings longer than this are skipped. */
  readonly maxString: number;
  /** Constants kept per script at most (compared ones first). */
  readonly maxConstants: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = { maxSource: 4_000_000, maxString: 80, maxConstants: 4000 };

const COMPARISONS = new Set(["===", "==", "!==", "!=", "<", "<=", ">", ">="]);
const LIST_METHODS = new Set(["includes", "indexOf", "lastIndexOf", "has"]);
/** Strings of compiled-module boilerplate, never a value an API expects. */
const BOILERPLATE = new Set(["use strict", "__esModule", "default"]);

type AnyNode = Node & Record<string, unknown>;

/** A name as the value dictionary normalizes it: lower case, letters and digits only. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * The string and number constants of a JavaScript script (CommonJS, ES module, or what
 * TypeScript compiles to), each with its innermost enclosing function's range so constants in
 * functions that ran can be preferred; undefined when the source does not parse or is too
 * large. Pure.
 */
export function extractConstants(source: string, limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS): ScriptConstants | undefined {
  if (source.length > limits.maxSource) return undefined;
  const program = parseProgram(source);
  if (program === undefined) return undefined;
  const functions: FunctionRange[] = [{ start: 0, from: 0, end: source.length }];
  const compared: CodeConstant[] = [];
  const literals: CodeConstant[] = [];
  const seen = new Set<string>();
  /** Literals already taken as compared: not taken again as plain literals. */
  const taken = new WeakSet<object>();
  /** Object literals bound to a name (`const ops = { sqrt: …, abs: … }`), for lookup tables. */
  const tables = new Map<string, { keys: string[]; fn: number }>();
  /** Names read with a computed, non-literal key (`ops[op]`), with the key's name. */
  const lookedUp = new Map<string, string | undefined>();
  /** Lists bound to a name (`const units = new Set([…])`), and the names they are asked about (`units.has(unit)`). */
  const lists = new Map<string, { values: (string | number)[]; fn: number }>();
  const askedOf = new Map<string, string>();

  const add = (value: unknown, rank: ConstantRank, fn: number, name?: string, node?: object): void => {
    if (node !== undefined) taken.add(node);
    if (typeof value === "string") {
      if (value === "" || value.length > limits.maxString || BOILERPLATE.has(value)) return;
    } else if (typeof value !== "number" || !Number.isFinite(value)) return;
    const list = rank === "compared" ? compared : literals;
    if (list.length >= limits.maxConstants) return;
    const key = `${typeof value}\u0000${String(value)}\u0000${rank}\u0000${name ?? ""}\u0000${fn}`;
    if (seen.has(key)) return;
    seen.add(key);
    const constant: CodeConstant = name === undefined ? { value, rank, fn } : { value, rank, name, fn };
    list.push(constant);
  };

  const visit = (node: AnyNode, fn: number, parent: AnyNode | undefined): void => {
    if (isHelperDeclarator(node)) return;
    let inner = fn;
    if (node.type === "FunctionDeclaration" || node.type === "FunctionExpression" || node.type === "ArrowFunctionExpression") {
      const method = parent !== undefined && (parent.type === "MethodDefinition" || parent.type === "Property" || parent.type === "PropertyDefinition") && parent["value"] === node;
      functions.push({ start: node.start, from: method ? (parent as AnyNode).start : node.start, end: node.end });
      inner = functions.length - 1;
    }
    switch (node.type) {
      case "BinaryExpression": {
        if (!COMPARISONS.has(node["operator"] as string)) break;
        const left = node["left"] as AnyNode;
        const right = node["right"] as AnyNode;
        if (isTypeof(left) || isTypeof(right)) return;
        const leftValue = constantOf(left);
        const rightValue = constantOf(right);
        if (leftValue !== undefined) add(leftValue, "compared", inner, nameOf(right), left);
        if (rightValue !== undefined) add(rightValue, "compared", inner, nameOf(left), right);
        break;
      }
      case "SwitchStatement": {
        const name = nameOf(node["discriminant"] as AnyNode);
        for (const branch of node["cases"] as AnyNode[]) {
          const test = branch["test"] as AnyNode | null;
          if (test === null) continue;
          const value = constantOf(test);
          if (value !== undefined) add(value, "compared", inner, name, test);
        }
        break;
      }
      case "CallExpression":
      case "NewExpression": {
        const callee = node["callee"] as AnyNode;
        const args = node["arguments"] as AnyNode[];
        if (callee.type === "Identifier" && (callee["name"] === "require" || callee["name"] === "Symbol")) return;
        if (node.type === "NewExpression" && callee.type === "Identifier" && /Error$/.test(callee["name"] as string)) return;
        if (callee.type === "Identifier" && callee["name"] === "Set" && args[0]?.type === "ArrayExpression") listed(args[0], undefined, inner);
        if (callee.type === "MemberExpression" && callee["computed"] !== true) {
          const method = (callee["property"] as AnyNode)["name"];
          const object = callee["object"] as AnyNode;
          if (typeof method === "string" && LIST_METHODS.has(method)) {
            const asked = args[0] === undefined ? undefined : nameOf(args[0]);
            if (object.type === "Identifier" && asked !== undefined && !askedOf.has(object["name"] as string)) askedOf.set(object["name"] as string, asked);
            const list = object.type === "ArrayExpression" ? object : object.type === "NewExpression" && (object["callee"] as AnyNode)["name"] === "Set" ? ((object["arguments"] as AnyNode[])[0] ?? undefined) : undefined;
            if (list?.type === "ArrayExpression") listed(list, args[0] === undefined ? undefined : nameOf(args[0]), inner);
          }
        }
        break;
      }
      case "MemberExpression": {
        const object = node["object"] as AnyNode;
        const property = node["property"] as AnyNode;
        if (node["computed"] === true && object.type === "Identifier" && constantOf(property) === undefined) {
          if (!lookedUp.has(object["name"] as string)) lookedUp.set(object["name"] as string, nameOf(property));
        }
        break;
      }
      case "VariableDeclarator": {
        const id = node["id"] as AnyNode;
        const init = node["init"] as AnyNode | null;
        const list = init?.type === "ArrayExpression" ? init : init?.type === "NewExpression" && (init["callee"] as AnyNode)["name"] === "Set" ? (init["arguments"] as AnyNode[])[0] : undefined;
        if (id.type === "Identifier" && list?.type === "ArrayExpression") {
          const values = (list["elements"] as (AnyNode | null)[]).map((element) => (element === null ? undefined : constantOf(element))).filter((value) => value !== undefined);
          lists.set(id["name"] as string, { values, fn: inner });
        }
        if (id.type === "Identifier" && init?.type === "ObjectExpression") {
          const keys: string[] = [];
          for (const property of init["properties"] as AnyNode[]) {
            if (property.type !== "Property" || property["computed"] === true) continue;
            const key = property["key"] as AnyNode;
            const text = key.type === "Identifier" ? key["name"] : key["value"];
            if (typeof text === "string") keys.push(text);
          }
          tables.set(id["name"] as string, { keys, fn: inner });
        }
        break;
      }
      case "Literal":
      case "TemplateLiteral": {
        if (taken.has(node)) return;
        if (parent?.type === "ExpressionStatement" && typeof parent["directive"] === "string") return;
        if ((parent?.type === "Property" || parent?.type === "MethodDefinition" || parent?.type === "PropertyDefinition") && parent["key"] === node && parent["computed"] !== true) return;
        if (parent?.type === "MemberExpression" && parent["property"] === node) return;
        const value = constantOf(node);
        if (value !== undefined) add(value, "literal", inner);
        return;
      }
      case "ImportDeclaration":
      case "ExportAllDeclaration":
      case "ImportExpression":
        return;
      case "ExportNamedDeclaration":
        if (node["source"] !== null && node["source"] !== undefined) return;
        break;
      case "UnaryExpression":
        if (node["operator"] === "-" && constantOf(node) !== undefined) {
          if (!taken.has(node)) add(constantOf(node), "literal", inner);
          return;
        }
        break;
      default:
        break;
    }
    for (const key of Object.keys(node)) {
      if (key === "type" || key === "start" || key === "end") continue;
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visit(item, inner, node);
      } else if (isNode(child)) visit(child, inner, node);
    }
  };

  const listed = (list: AnyNode, name: string | undefined, fn: number): void => {
    for (const element of list["elements"] as (AnyNode | null)[]) {
      if (element === null) continue;
      const value = constantOf(element);
      if (value !== undefined) add(value, "compared", fn, name, element);
    }
  };

  try {
    visit(program as unknown as AnyNode, 0, undefined);
  } catch {
    // Nesting deeper than the stack (generated code): the script is skipped like one that does not parse.
    return undefined;
  }
  for (const [table, key] of lookedUp) {
    const found = tables.get(table);
    if (found !== undefined) for (const text of found.keys) add(text, "compared", found.fn, key);
  }
  for (const [list, name] of askedOf) {
    const found = lists.get(list);
    if (found !== undefined) for (const value of found.values) add(value, "compared", found.fn, name);
  }
  const constants = [...compared, ...literals].slice(0, limits.maxConstants);
  return { constants, functions };
}

/** The program, parsed as an ES module, else as a CommonJS script; undefined when neither parses. */
function parseProgram(source: string): Program | undefined {
  try {
    return parse(source, { ecmaVersion: "latest", sourceType: "module", allowHashBang: true, allowAwaitOutsideFunction: true });
  } catch {
    try {
      return parse(source, { ecmaVersion: "latest", sourceType: "script", allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true });
    } catch {
      return undefined;
    }
  }
}

function isNode(value: unknown): value is AnyNode {
  return value !== null && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";
}

/** A string or finite number the expression is written as: a literal, `-literal`, or a template without substitutions. */
function constantOf(node: AnyNode): string | number | undefined {
  if (node.type === "Literal") {
    const value = node["value"];
    return typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) ? value : undefined;
  }
  if (node.type === "UnaryExpression" && node["operator"] === "-") {
    const argument = node["argument"] as AnyNode;
    const value = argument.type === "Literal" ? argument["value"] : undefined;
    return typeof value === "number" && Number.isFinite(value) ? -value : undefined;
  }
  if (node.type === "TemplateLiteral" && (node["expressions"] as unknown[]).length === 0) {
    const quasi = (node["quasis"] as AnyNode[])[0];
    const cooked = (quasi?.["value"] as { cooked?: unknown } | undefined)?.cooked;
    return typeof cooked === "string" ? cooked : undefined;
  }
  return undefined;
}

/** The normalized name an expression reads (`op`, `req.query.op`, `body["op"]`, `Number(n)`, `n.trim()`). */
function nameOf(node: AnyNode): string | undefined {
  if (node.type === "Identifier") return normalized(node["name"]);
  if (node.type === "MemberExpression") {
    const property = node["property"] as AnyNode;
    if (node["computed"] !== true) return normalized(property["name"]);
    const key = constantOf(property);
    return typeof key === "string" ? normalized(key) : undefined;
  }
  if (node.type === "CallExpression") {
    const callee = node["callee"] as AnyNode;
    const args = node["arguments"] as AnyNode[];
    // Number(n), parseInt(n, 10), String(day)
    if (callee.type === "Identifier" && args[0] !== undefined) return nameOf(args[0]);
    // day.toLowerCase(), op.trim()
    if (callee.type === "MemberExpression") return nameOf(callee["object"] as AnyNode);
  }
  if (node.type === "UnaryExpression" && node["operator"] === "+") return nameOf(node["argument"] as AnyNode);
  if (node.type === "ChainExpression" || node.type === "TSNonNullExpression") return nameOf(node["expression"] as AnyNode);
  return undefined;
}

function normalized(name: unknown): string | undefined {
  if (typeof name !== "string") return undefined;
  const out = normalizeName(name);
  return out === "" ? undefined : out;
}

function isTypeof(node: AnyNode): boolean {
  return node.type === "UnaryExpression" && node["operator"] === "typeof";
}

/** TypeScript's and Babel's emitted helpers (`var __awaiter = …`, `function _interopRequireDefault`): not the API's code. */
function isHelperDeclarator(node: AnyNode): boolean {
  if (node.type === "VariableDeclarator") {
    const id = node["id"] as AnyNode;
    return id.type === "Identifier" && /^__[a-zA-Z]/.test(id["name"] as string);
  }
  if (node.type === "FunctionDeclaration") {
    const id = node["id"] as AnyNode | null;
    return id !== null && /^_{1,2}[a-z][a-zA-Z]*$/.test(id["name"] as string) && /^_{1,2}(interop|create|define|class|get|set|async|extends|inherits|typeof|to|object|sliced|iterable|non|array|possible|assert|construct|super|wrap|is)/.test(id["name"] as string);
  }
  return false;
}

import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  SPEC_CHECK_NAMES,
  formatKeyPath,
  isPlainTable,
  parseRateLimit,
  pointerToKeyPath,
  require__,
  substituteEnv
} from "./chunk-XCRAZ6RT.js";
import {
  WARNING_NAMES
} from "./chunk-HIGHFBJX.js";
import {
  CODEC_NAMES,
  codecLimit
} from "./chunk-3SIY44VT.js";
import {
  ApitestError,
  describeError
} from "./chunk-YQFBT4X6.js";
import {
  __toESM
} from "./chunk-3SJVJNMC.js";

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/);
  let codeblock = "";
  let numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    if (!l)
      continue;
    codeblock += i.toString().padEnd(numberLen, " ");
    codeblock += ":  ";
    codeblock += l;
    codeblock += "\n";
    if (i === line) {
      codeblock += " ".repeat(numberLen + column + 2);
      codeblock += "^\n";
    }
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    const [line, column] = getLineColFromPtr(options.toml, options.ptr);
    const codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options);
    this.line = line;
    this.column = column;
    this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p++);
  let first = c;
  let isLiteral = c === 39;
  let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  if (isMultiline) {
    if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10)
      ctx.p++;
    else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)
      ctx.p += 2;
  }
  let parsed = "";
  let sliceStart = ctx.p;
  let state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++) {
    c = ctx.s.charCodeAt(ctx.p);
    if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) {
      state = state && 3;
    } else if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in strings", ctx);
    } else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline) {
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
      }
      if (!state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      ctx.p += isMultiline ? 3 : 1;
      return parsed;
    } else if (!state) {
      if (!isLiteral && c === 92) {
        parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
        state = 1;
      }
    } else if (state === 1) {
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1;
        let value = 0;
        let len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p);
          let digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          if (digit < 0)
            TomlError.x("invalid non-hex character in unicode escape", ctx);
          value = value << 4 | digit;
        }
        if (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) {
          TomlError.x("invalid unicode escape", ctx, errPtr);
        }
        parsed += String.fromCodePoint(value);
        sliceStart = ctx.p--;
        state = 0;
      } else if (isMultiline && (c === 32 || c === 9)) {
        state = 2;
      } else {
        if (c === 98)
          parsed += "\b";
        else if (c === 116)
          parsed += "	";
        else if (c === 110)
          parsed += "\n";
        else if (c === 102)
          parsed += "\f";
        else if (c === 114)
          parsed += "\r";
        else if (c === 101)
          parsed += "\x1B";
        else if (c === 34)
          parsed += '"';
        else if (c === 92)
          parsed += "\\";
        else
          TomlError.x("unrecognised escape sequence", ctx);
        sliceStart = ctx.p + 1;
        state = 0;
      }
    } else if (c !== 32 && c !== 9) {
      if (state === 2)
        TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
      state = !isLiteral && c === 92 ? 1 : 0;
      sliceStart = ctx.p;
    }
  }
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
var TomlDate = class _TomlDate extends Date {
  #hasDate = false;
  #hasTime = false;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = true;
    let hasTime = true;
    let offset = "Z";
    let c;
    if (typeof date === "string") {
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            if (fasttype === 2) {
              offset = null;
              date += "Z";
            } else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) {
              offset = date.slice(date.length - 6);
            }
            if (unsafeDelim)
              date = date.slice(0, 10) + "T" + date.slice(11);
          } else if (fasttype === 4) {
            date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
          }
          hasDate = fasttype !== 4;
          hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        if (match) {
          if (!match[1]) {
            hasDate = false;
            date = `0000-01-01T${date}`;
          }
          hasTime = !!match[2];
          hasTime && date[10] === " " && (date = date.replace(" ", "T"));
          if (match[2] && +match[2] > 23) {
            date = "";
          } else {
            offset = match[3] || null;
            if (!offset && hasTime)
              date += "Z";
          }
        } else {
          date = "";
        }
      }
    }
    super(date);
    if (!isNaN(this.getTime())) {
      this.#hasDate = hasDate;
      this.#hasTime = hasTime;
      this.#offset = offset;
    }
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    offset = this.#offset[0] === "-" ? offset : -offset;
    let offsetDate = new Date(this.getTime() - offset * 6e4);
    return offsetDate.toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    date.#offset = offset;
    return date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#offset = null;
    return date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasTime = false;
    date.#offset = null;
    return date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasDate = false;
    date.#offset = null;
    return date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    ctx.d++;
    return value;
  }
  if (c === 34 || c === 39) {
    return parseString(ctx);
  }
  if (c === 116) {
    if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, true;
  }
  if (c === 102) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, false;
  }
  if (c === 43 || c === 45) {
    return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) {
    return parseDate(ctx, c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 2) === 58) {
    return parseTime(ctx, c, end);
  }
  return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr;
  let state = 0;
  let hasUnderscores = false;
  if (c === 105) {
    if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, (sign || 1) / 0;
  }
  if (c === 110) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, NaN;
  }
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === true ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      else if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      else if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    if (c === 46)
      state = 2;
    else if (c === 101 || c === 69)
      state = 4;
    else
      TomlError.x("illegal leading zero", ctx, startPtr);
  } else if (!isDigit(c))
    TomlError.x("invalid value", ctx, startPtr);
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (!state)
      state = 1;
    if (c === 95) {
      if (!(state & 1))
        TomlError.x("illegal underscore", ctx);
      state += 11;
      hasUnderscores = true;
    } else if (state === 1 && c === 46)
      state = 2;
    else if ((state === 1 || state === 3) && (c === 101 || c === 69))
      state = 4;
    else if (state === 4 && (c === 43 || c === 45)) {
      state = 6;
    } else if (!isDigit(c))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (state > 9)
      state -= 11;
    else if (!(state & 1))
      state++;
  }
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === true ? BigInt(val) : val;
  }
  if (!(state & 1))
    TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  if (hasUnderscores)
    str = str.replaceAll("_", "");
  return state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (c === 95) {
      if (underscore & 1)
        TomlError.x("illegal underscore", ctx);
      underscore = 3;
    } else if (!isDigit(c, base))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (underscore & 1)
      underscore--;
  }
  if (underscore & 1)
    TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  if (underscore)
    str = str.replaceAll("_", "");
  return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== true)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return base === 10 ? BigInt(str) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++))) {
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  }
  ctx.p += 5;
  if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
    TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
  if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, false, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58)
    TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
  if (ctx.s.charCodeAt(ctx.p += 3) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  }
  if (ctx.s.charCodeAt(ctx.p += 4) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    if (!date.isValid())
      TomlError.x("invalid date", ctx, errPtr);
    return date;
  }
  try {
    if (temporalSuffix)
      str += temporalSuffix;
    switch (type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in comments", ctx);
    }
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  while (ctx.p < ctx.s.length) {
    while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)))
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr;
  let state = 0;
  let parsed = [];
  let sliceStart;
  let c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end) {
      if (!state)
        TomlError.x("unexpected end of key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      return ctx.p++, parsed;
    } else if (c === 46) {
      if (!state)
        TomlError.x("illegal empty bare key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      state = 0;
    } else if (!state && (c === 34 || c === 39)) {
      if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
        TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
      parsed.push(parseString(ctx));
      state = 2;
      ctx.p--;
    } else if (c === 32 || c === 9) {
      if (state === 1) {
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
        state = 2;
      }
    } else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) {
      TomlError.x("illegal character in key", ctx);
    } else if (!state) {
      state = 1;
      sliceStart = ctx.p;
    }
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++;
  let res = /* @__PURE__ */ Object.create(null);
  let seen = /* @__PURE__ */ new Set();
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
      ctx.p++;
      return res;
    }
    let k;
    let t = res;
    let hasOwn = false;
    let errPtr = ctx.p;
    let key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      if (i)
        t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      k = key[i];
      if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) {
        TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      }
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      if (!hasOwn && unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
      }
    }
    if (hasOwn) {
      TomlError.x("trying to redefine an already defined value", ctx, errPtr);
    }
    skipVoid(ctx, true, true);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) === "object")
      seen.add(value);
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++;
  let res = [];
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
      ctx.p++;
      return res;
    }
    res.push(extractValue(
      ctx,
      93
      /* ] */
    ));
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table2, meta, type) {
  let t = table2;
  let m = meta;
  let k;
  let hasOwn = false;
  let state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      m = (state = m[k]).c;
      if (type === 0 && (state.t === 1 || state.t === 2)) {
        return null;
      }
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l];
        m = m[l].c;
      }
    }
    k = key[i];
    if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) {
      return null;
    }
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return false;
      if (unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
        Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
      }
      m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: false,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  state = m[k];
  if (state.t !== type && !(type === 1 && state.t === 3)) {
    return null;
  }
  if (type === 2) {
    if (!state.d) {
      state.d = true;
      t[k] = [];
    }
    t[k].push(t = /* @__PURE__ */ Object.create(null));
    state.c[state.i++] = state = { t: 1, d: false, i: 0, c: /* @__PURE__ */ Object.create(null) };
  }
  if (state.d) {
    return null;
  }
  state.d = true;
  if (type === 1) {
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  } else if (type === 0 && hasOwn) {
    return null;
  }
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  if (peek === null || ctx.uk === 2)
    TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? false,
    ld: options.useLegacyDate ?? true,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  };
  let res = /* @__PURE__ */ Object.create(null);
  let meta = /* @__PURE__ */ Object.create(null);
  let tmp;
  let skipping = false;
  let tbl = res;
  let m = meta;
  if (toml.charCodeAt(0) === 65279)
    ctx.p++;
  skipVoid(ctx);
  while (ctx.p < toml.length) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray;
      skipping = false;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      if (isTableArray) {
        if (toml.charCodeAt(ctx.p) !== 93) {
          TomlError.x("expected end of table array declaration", ctx);
        }
        ctx.p++;
      }
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      if (!p) {
        validateTablePeek(ctx, p, tmp);
        skipping = true;
      } else {
        m = p[2];
        tbl = p[1];
      }
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx);
      let p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      if (!p && !skipping)
        validateTablePeek(ctx, p, tmp);
      skipVoid(ctx, true, true);
      let v = extractValue(ctx, void 0);
      if (p && !skipping)
        p[1][p[0]] = v;
    }
    skipVoid(ctx, true);
    if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) {
      TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
    }
    skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

// dist/config/config-error.js
var ConfigInvalidError = class extends ApitestError {
  issues;
  constructor(issues, options) {
    super("config_invalid", renderIssues(issues), options);
    this.name = "ConfigInvalidError";
    this.issues = issues;
  }
};
function renderIssues(issues) {
  const lines = issues.map((issue) => `${issue.file}${issue.line === void 0 ? "" : `:${issue.line}`}: ${issue.message}`);
  if (lines.length === 1)
    return lines[0] ?? "";
  const file = issues[0]?.file ?? "the configuration";
  return `${file} has ${issues.length} problems:
${lines.map((line) => `  ${line}`).join("\n")}`;
}

// dist/config/key-lines.js
var BARE = /[A-Za-z0-9_-]/;
function id(path) {
  return JSON.stringify(path);
}
function indexKeyLines(source) {
  const scanner = new Scanner(source);
  scanner.run();
  const lines = scanner.lines;
  return {
    lineOf(path) {
      for (let n = path.length; n > 0; n--) {
        const line = lines.get(id(path.slice(0, n)));
        if (line !== void 0)
          return line;
      }
      return void 0;
    }
  };
}
var Scanner = class {
  lines = /* @__PURE__ */ new Map();
  #src;
  #newlines = [];
  #arrays = /* @__PURE__ */ new Map();
  #i = 0;
  constructor(source) {
    this.#src = source;
    for (let i = 0; i < source.length; i++)
      if (source[i] === "\n")
        this.#newlines.push(i);
  }
  run() {
    const src = this.#src;
    let table2 = [];
    while (this.#i < src.length) {
      this.#skipBlank();
      if (this.#i >= src.length)
        break;
      const line = this.#line();
      if (src[this.#i] === "[") {
        const isArray = src[this.#i + 1] === "[";
        this.#i += isArray ? 2 : 1;
        table2 = this.#header(this.#key(), isArray, line);
      } else {
        const start = this.#i;
        const path = [...table2, ...this.#key()];
        for (let n = table2.length + 1; n <= path.length; n++)
          this.#record(path.slice(0, n), line);
        this.#skipInline();
        if (src[this.#i] === "=")
          this.#i++;
        this.#skipInline();
        this.#value(path);
        if (this.#i === start)
          this.#i++;
      }
      while (this.#i < src.length && src[this.#i] !== "\n")
        this.#i++;
    }
  }
  #header(segments, isArray, line) {
    const resolved = [];
    segments.forEach((segment, index) => {
      resolved.push(segment);
      const key = id(resolved);
      const count = this.#arrays.get(key);
      if (isArray && index === segments.length - 1) {
        this.#record(resolved, line);
        this.#arrays.set(key, (count ?? 0) + 1);
        resolved.push(count ?? 0);
      } else if (count !== void 0)
        resolved.push(count - 1);
    });
    this.#record(resolved, line);
    return resolved;
  }
  #value(path) {
    const src = this.#src;
    const c = src[this.#i];
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      this.#i++;
      for (let index = 0; this.#i < src.length; index++) {
        this.#skipBlank();
        if (src[this.#i] === close || this.#i >= src.length)
          break;
        const line = this.#line();
        let itemPath;
        if (c === "{") {
          itemPath = [...path, ...this.#key()];
          this.#skipInline();
          this.#i++;
          this.#skipInline();
        } else
          itemPath = [...path, index];
        this.#record(itemPath, line);
        const before = this.#i;
        this.#value(itemPath);
        this.#skipBlank();
        if (src[this.#i] === ",")
          this.#i++;
        else if (this.#i === before)
          break;
      }
      this.#i++;
    } else if (src.startsWith('"""', this.#i) || src.startsWith("'''", this.#i)) {
      const quote = src.slice(this.#i, this.#i + 3);
      this.#i += 3;
      while (this.#i < src.length && !src.startsWith(quote, this.#i))
        this.#i += quote === '"""' && src[this.#i] === "\\" ? 2 : 1;
      this.#i += 3;
      while (src[this.#i] === quote[0])
        this.#i++;
    } else if (c === '"' || c === "'") {
      this.#quoted();
    } else {
      while (this.#i < src.length && !",]}\r\n#".includes(src[this.#i] ?? ""))
        this.#i++;
    }
  }
  /** Reads a dotted key (`a."b.c".d`) and returns its segments. */
  #key() {
    const src = this.#src;
    const segments = [];
    for (; ; ) {
      this.#skipInline();
      const c = src[this.#i];
      if (c === '"' || c === "'") {
        const start = this.#i;
        this.#quoted();
        const raw = src.slice(start, this.#i);
        segments.push(c === "'" ? raw.slice(1, -1) : decodeBasic(raw));
      } else {
        const start = this.#i;
        while (this.#i < src.length && BARE.test(src[this.#i] ?? ""))
          this.#i++;
        segments.push(src.slice(start, this.#i));
      }
      this.#skipInline();
      if (src[this.#i] !== ".")
        return segments;
      this.#i++;
    }
  }
  #quoted() {
    const src = this.#src;
    const quote = src[this.#i];
    this.#i++;
    while (this.#i < src.length && src[this.#i] !== quote && src[this.#i] !== "\n")
      this.#i += quote === '"' && src[this.#i] === "\\" ? 2 : 1;
    this.#i++;
  }
  #skipInline() {
    while (this.#src[this.#i] === " " || this.#src[this.#i] === "	")
      this.#i++;
  }
  /** Skips whitespace, line breaks and comments. */
  #skipBlank() {
    const src = this.#src;
    while (this.#i < src.length) {
      const c = src[this.#i];
      if (c === " " || c === "	" || c === "\r" || c === "\n")
        this.#i++;
      else if (c === "#")
        while (this.#i < src.length && src[this.#i] !== "\n")
          this.#i++;
      else
        return;
    }
  }
  #line() {
    let low = 0;
    let high = this.#newlines.length;
    while (low < high) {
      const mid = low + high >> 1;
      if ((this.#newlines[mid] ?? 0) < this.#i)
        low = mid + 1;
      else
        high = mid;
    }
    return low + 1;
  }
  #record(path, line) {
    const key = id(path);
    if (!this.lines.has(key))
      this.lines.set(key, line);
  }
};
function decodeBasic(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return raw.slice(1, -1);
  }
}

// dist/config/validate-config.js
var import__ = __toESM(require__(), 1);

// dist/config/schema-builders.js
function withDefault(node, value) {
  return value === void 0 ? node : { ...node, default: value };
}
function booleanKey(description, defaultValue) {
  return withDefault({ type: "boolean", description }, defaultValue);
}
function stringKey(description, extra = {}) {
  return { type: "string", description, ...extra };
}
function integerKey(description, range) {
  const { default: defaultValue, ...bounds } = range;
  return withDefault({ type: "integer", description, ...bounds }, defaultValue);
}
function secondsKey(description, bound) {
  return { type: "number", description, ...bound };
}
function enumKey(description, values, defaultValue) {
  return withDefault({ type: "string", description, enum: [...values] }, defaultValue);
}
function listKey(description, items, extra = {}) {
  return { type: "array", description, items, ...extra };
}
function table(description, properties, extra = {}) {
  return { type: "object", description, additionalProperties: false, properties: { ...properties }, ...extra };
}
function anyOfKey(description, expected2, branches, extra = {}) {
  return { description, "x-expected": expected2, anyOf: [...branches], ...extra };
}
function oneOrManyStrings(description, item = { type: "string" }) {
  return anyOfKey(description, "a string or a list of strings", [item, { type: "array", items: item, minItems: 1 }]);
}
function ref(name) {
  return { $ref: `#/$defs/${name}` };
}

// dist/config/schema-sections.js
var CONFIG_CHECK_NAMES = SPEC_CHECK_NAMES;
var METHOD_PATTERN = "^(?:GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE|CONNECT|get|put|post|delete|options|head|patch|trace|connect)$";
var HTTP_METHOD = { type: "string", pattern: METHOD_PATTERN, "x-expected": 'an HTTP method such as "PATCH"' };
var STATUS = anyOfKey("A status code or a wildcard with X for any digit.", 'a status code from 100 to 599 or a wildcard such as "2XX"', [
  { type: "integer", minimum: 100, maximum: 599 },
  { type: "string", pattern: "^[1-5][0-9Xx]{2}$", "x-expected": 'a status code or a wildcard such as "2XX"' }
]);
var CHECK = table("Settings of one check.", {
  enabled: booleanKey("Run this check.", true),
  "expected-statuses": listKey('Statuses this check treats as expected (integers such as 200, or wildcards such as "2XX"). For not_a_server_error: 5xx statuses not regarded as server errors.', STATUS, { minItems: 1 })
});
var CHECKS = table("Settings per check.", {
  ...Object.fromEntries(CONFIG_CHECK_NAMES.map((name) => [name, { ...ref("check"), description: `Settings of the ${name} check.` }])),
  max_response_time: secondsKey("Seconds; a slower response fails the max_response_time check. Default: no limit.", { exclusiveMinimum: 0 })
});
var GENERATION = table("How test data is generated.", {
  mode: enumKey("positive: valid data only; negative: invalid data only; all: both.", ["positive", "negative", "all"], "all"),
  "max-examples": integerKey("Cases per operation in the fuzzing phase (and call sequences in the stateful phase).", { minimum: 1, default: 100 }),
  "no-shrink": booleanKey("Do not shrink failing cases to minimal examples.", false),
  deterministic: booleanKey("Remove random variation: the same cases on every run.", false),
  "allow-x00": booleanKey("Allow NUL bytes in generated strings.", true),
  "exclude-header-characters": stringKey("Characters never generated in header values.", { default: "\r\n" }),
  codec: stringKey('Character encoding generated strings must be representable in, e.g. "ascii" or "utf-8".'),
  maximize: anyOfKey('Targeted testing: metrics to maximize. "response_time" (built in: steer towards slower responses) or the name of a metric the hooks module registers with metric(); one name or a list (their sum is maximized).', 'a metric name ("response_time" or one registered with metric()) or a list of them', [
    { type: "string", minLength: 1, examples: ["response_time"] },
    { type: "array", items: { type: "string", minLength: 1, examples: ["response_time"] } }
  ]),
  "with-security-parameters": booleanKey("Generate the security parameters the schema's security schemes declare.", true),
  "graphql-allow-null": booleanKey("Allow null values for nullable GraphQL arguments.", true),
  database: stringKey('Where failing cases are stored to replay first next run: a directory, "none" or ":memory:".', {
    default: ".proptest/examples",
    minLength: 1
  })
});
function phase(name, extra = {}) {
  return table(`Settings of the ${name} phase.`, {
    enabled: booleanKey(`Run the ${name} phase.`, true),
    generation: { ...ref("generation"), description: `Data generation in the ${name} phase.` },
    checks: { ...ref("checks"), description: `Check settings in the ${name} phase.` },
    ...extra
  });
}
var PHASES = table("Testing phases.", {
  examples: phase("examples", {
    "fill-missing": booleanKey("Generate random examples for operations that have none.", false)
  }),
  coverage: phase("coverage", {
    "generate-duplicate-query-parameters": booleanKey("Also send query parameters twice, e.g. page=1&page=2.", false),
    "unexpected-methods": listKey("HTTP methods sent to test methods the schema does not declare. Default: every undeclared method.", HTTP_METHOD, { uniqueItems: true })
  }),
  fuzzing: phase("fuzzing"),
  stateful: phase("stateful", {
    "max-steps": integerKey("Most calls in one stateful sequence.", { minimum: 2 })
  })
});
var HEADERS = {
  type: "object",
  description: "Headers sent with every request, name to value.",
  propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "x-expected": "a header name (letters, digits and !#$%&'*+.^_`|~-)" },
  additionalProperties: { type: "string" }
};
var AUTH = table("Authentication for every request.", {
  basic: table("HTTP basic authentication (like --auth user:password).", {
    username: stringKey("User name."),
    password: stringKey("Password; use ${VAR} to read it from the environment.")
  }, { required: ["username", "password"] })
});
var SHARED_DEFINITIONS = {
  check: CHECK,
  checks: CHECKS,
  generation: GENERATION,
  phases: PHASES,
  headers: HEADERS,
  auth: AUTH,
  parameters: {
    type: "object",
    description: "Fixed values for parameters, by name; prefix with path., query., header. or cookie. to pick one location.",
    additionalProperties: true
  }
};
var OPERATION_NETWORK_PROPERTIES = {
  header: { ...ref("headers"), description: "Headers sent with every request, name to value." },
  headers: { ...ref("headers"), description: "Same as header: headers sent with every request." },
  auth: { ...ref("auth"), description: "Authentication for every request." },
  proxy: stringKey("HTTP or HTTPS proxy URL; may carry credentials.", { minLength: 1 }),
  "tls-verify": anyOfKey("Verify TLS certificates (true/false), or the path of a CA bundle to verify them with.", "true, false or the path of a CA bundle", [
    { type: "boolean" },
    { type: "string", minLength: 1 }
  ]),
  "request-timeout": secondsKey("Seconds to wait for each response.", { exclusiveMinimum: 0 }),
  "request-cert": stringKey("Client certificate file (may include the key).", { minLength: 1 }),
  "request-cert-key": stringKey("Client private key file, when separate from the certificate.", { minLength: 1 })
};
var NETWORK_PROPERTIES = {
  ...OPERATION_NETWORK_PROPERTIES,
  "rate-limit": stringKey('Most requests sent: "100 requests per minute", "5 requests per second", "1000 requests per hour", or "5/s", "100/m", "1000/h".', {
    "x-expected": 'a rate such as "100 requests per minute" or "5/s"'
  })
};

// dist/config/config-schema.js
var SELECTOR_TARGETS = [
  ["path", "path template, e.g. /users/{id}", void 0],
  ["method", "HTTP method", HTTP_METHOD],
  ["name", 'full name, e.g. "POST /users"', void 0],
  ["tag", "tag", void 0],
  ["operation-id", "operationId", void 0]
];
function selectors() {
  const out = {};
  for (const verb of ["include", "exclude"]) {
    const what = verb === "include" ? "Select only operations whose" : "Skip operations whose";
    for (const [target, label, item] of SELECTOR_TARGETS) {
      out[`${verb}-${target}`] = oneOrManyStrings(`${what} ${label} is one of these.`, item);
      out[`${verb}-${target}-regex`] = stringKey(`${what} ${label} matches this regular expression.`, { minLength: 1 });
    }
  }
  out["exclude-deprecated"] = booleanKey("Skip deprecated operations.", false);
  return out;
}
var PROJECT_PROPERTIES = {
  "base-url": stringKey("Base URL of the API under test; required for a schema read from a file.", { minLength: 1 }),
  hooks: stringKey('Module imported before the run to register hooks and checks, e.g. "./hooks.ts" or a package name.', { minLength: 1 }),
  workers: anyOfKey('Operations tested concurrently: 1 to 64, or "auto" for one per CPU core.', 'an integer from 1 to 64 or "auto"', [
    { type: "integer", minimum: 1, maximum: 64 },
    { const: "auto" }
  ], { default: 1 }),
  "wait-for-schema": secondsKey("Seconds to keep retrying while the schema URL is not reachable.", { minimum: 1 }),
  "continue-on-failure": booleanKey("Keep running every case of an operation after its first failure.", false),
  ...NETWORK_PROPERTIES,
  phases: { ...ref("phases"), description: "Testing phases." },
  generation: { ...ref("generation"), description: "How test data is generated." },
  checks: { ...ref("checks"), description: "Settings per check." },
  parameters: { ...ref("parameters"), description: "Fixed values for parameters, by name." },
  operations: listKey("Settings for the operations each entry selects.", ref("operation"))
};
var OPERATION = table("Settings for the operations the include-*/exclude-* selectors pick (all operations when none is given).", {
  ...selectors(),
  enabled: booleanKey("Test the selected operations; false skips them.", true),
  ...OPERATION_NETWORK_PROPERTIES,
  phases: { ...ref("phases"), description: "Phase settings for these operations." },
  generation: { ...ref("generation"), description: "Data generation for these operations." },
  checks: { ...ref("checks"), description: "Check settings for these operations." },
  parameters: { ...ref("parameters"), description: "Fixed parameter values for these operations." }
});
var PROJECT = table("Settings of one API, used when the loaded schema's title equals title.", { title: stringKey("The info.title of the schema this project applies to.", { minLength: 1 }), ...PROJECT_PROPERTIES }, { required: ["title"] });
function reportFormat(name, file) {
  return table(`The ${name} report.`, {
    enabled: booleanKey(`Write the ${name} report.`, false),
    path: stringKey(`Where to write the ${name} report (default: ${file} in reports.directory); setting it enables the report.`, { minLength: 1 })
  });
}
var REPORTS = table("Report files.", {
  directory: stringKey("Directory reports are written to.", { default: "apitest-report", minLength: 1 }),
  "preserve-bytes": booleanKey("Keep exact payload bytes in reports, base64-encoded.", false),
  junit: reportFormat("JUnit XML", "junit.xml"),
  vcr: reportFormat("VCR cassette", "vcr.yaml"),
  har: reportFormat("HAR", "har.json")
});
var POSITIVE = { minimum: 1 };
var OUTPUT = table("How requests and responses are shown.", {
  sanitization: table("Masking of secrets in output and reports.", {
    enabled: booleanKey("Mask secrets.", true),
    "keys-to-sanitize": listKey("Header, query, cookie and body keys whose values are always masked (case-insensitive).", { type: "string" }),
    "sensitive-markers": listKey("A key containing any of these (case-insensitive) is masked too.", { type: "string" }),
    replacement: stringKey("Text shown instead of a masked value.", { default: "[Filtered]" })
  }),
  truncation: table("Shortening of long payloads in output.", {
    enabled: booleanKey("Truncate long payloads.", true),
    "max-payload-size": integerKey("Bytes of a payload shown before truncating.", { ...POSITIVE, default: 512 }),
    "max-lines": integerKey("Lines of a payload shown before truncating.", { ...POSITIVE, default: 10 }),
    "max-width": integerKey("Characters per line shown before truncating.", { ...POSITIVE, default: 80 })
  })
});
function buildConfigSchema() {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "apitest.toml",
    description: "Configuration of apitest, the property-based API testing tool.",
    type: "object",
    additionalProperties: false,
    properties: {
      color: booleanKey("Colour the output: true forces, false disables; leave unset to auto-detect."),
      "suppress-health-check": listKey("Health checks not to run.", enumKey("A health check.", ["data_too_large", "filter_too_much", "too_slow", "large_base_example", "all"]), { uniqueItems: true }),
      seed: integerKey("Seed for reproducible runs.", { minimum: 0 }),
      "max-failures": integerKey("Stop the run after this many failures.", POSITIVE),
      warnings: anyOfKey("Which warnings to show: true (all), false (none) or a list of names.", "true, false or a list of warning names", [
        { type: "boolean" },
        { type: "array", uniqueItems: true, items: enumKey("A warning.", [...WARNING_NAMES]) }
      ], { default: true }),
      reports: REPORTS,
      output: OUTPUT,
      ...PROJECT_PROPERTIES,
      project: listKey("Settings per API, matched by the schema's title; top-level project keys are their defaults.", ref("project"))
    },
    $defs: { ...SHARED_DEFINITIONS, operation: OPERATION, project: PROJECT }
  };
}

// dist/config/suggest.js
function editDistance(a, b) {
  const rows = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}
function closestMatch(input, candidates) {
  const limit = Math.max(1, Math.floor(input.length / 3));
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(input.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : void 0;
}

// dist/config/describe-issues.js
function describeIssues(errors, data, lookup) {
  const consumed = /* @__PURE__ */ new Set();
  const anyOfs = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const error of anyOfs) {
    if (consumed.has(error))
      continue;
    const branches = Array.isArray(error.schema) ? error.schema : [];
    const fitting = branches.findIndex((branch) => typeFits(branch["type"], error.data));
    const inBranch = (other, index) => other !== error && other.schemaPath.startsWith(`${error.schemaPath}/${index ?? ""}`) && other.instancePath.startsWith(error.instancePath);
    const explained = fitting !== -1 && errors.some((other) => inBranch(other, fitting) && !(other.keyword === "type" && other.instancePath === error.instancePath));
    for (const other of errors)
      if (inBranch(other) && !(explained && inBranch(other, fitting)))
        consumed.add(other);
    if (explained)
      consumed.add(error);
  }
  const issues = [];
  for (const error of errors) {
    if (consumed.has(error) || error.keyword === "propertyNames")
      continue;
    const path = pointerToKeyPath(error.instancePath, data);
    issues.push(describeOne(error, path, lookup));
  }
  return issues;
}
function describeOne(error, path, lookup) {
  const key = `"${formatKeyPath(path)}"`;
  const parent = error.parentSchema ?? {};
  const params = error.params;
  const got = `got ${renderValue(error.data)}`;
  switch (error.keyword) {
    case "additionalProperties": {
      const name = String(params["additionalProperty"]);
      const full = [...path, name];
      const suggestion = suggestKey(name, parent, lookup);
      const root = lookup("#");
      let hint = suggestion === void 0 ? "" : ` (did you mean "${formatKeyPath([...path, ...suggestion])}"?)`;
      if (hint === "" && path.length > 0 && root !== void 0 && Object.hasOwn(propertiesOf(root, lookup), name)) {
        hint = ` ("${name}" is a global setting: put it at the top of the file, before any [table])`;
      }
      return { path: full, message: `unknown key "${formatKeyPath(full)}"${hint}` };
    }
    case "required": {
      const name = String(params["missingProperty"]);
      if (name === "title" && path[0] === "project") {
        return { path, message: `${key} has no "title": every [[project]] needs title = "<the info.title of the schema it applies to>"` };
      }
      return { path, message: `${path.length === 0 ? "the file" : key} is missing the required key "${formatKeyPath([...path, name])}"` };
    }
    case "minimum":
      return { path, message: `${key} must be at least ${String(params["limit"])}, ${got}` };
    case "exclusiveMinimum":
      return { path, message: `${key} must be greater than ${String(params["limit"])}, ${got}` };
    case "maximum":
      return { path, message: `${key} must be at most ${String(params["limit"])}, ${got}` };
    case "enum": {
      const allowed = params["allowedValues"].map(String);
      const suggestion = typeof error.data === "string" ? closestMatch(error.data, allowed) : void 0;
      const hint = suggestion === void 0 ? "" : ` (did you mean "${suggestion}"?)`;
      return { path, message: `${key} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}, ${got}${hint}` };
    }
    case "pattern":
      if (error.propertyName !== void 0) {
        return { path: [...path, error.propertyName], message: `${key} has an invalid key "${error.propertyName}": use ${expected(parent)}` };
      }
      return { path, message: `${key} must be ${expected(parent)}, ${got}` };
    case "minLength":
      return { path, message: `${key} must not be empty` };
    case "minItems":
      return { path, message: `${key} must list at least ${String(params["limit"])} value${params["limit"] === 1 ? "" : "s"}` };
    case "uniqueItems":
      return { path, message: `${key} lists ${renderValue(error.data[Number(params["j"])])} more than once` };
    case "type":
    case "const":
    case "anyOf":
    case "oneOf":
      return { path, message: `${key} must be ${expected(parent)}, ${got}` };
    default:
      return { path, message: `${key} ${error.message ?? "is invalid"}` };
  }
}
function typeFits(type, value) {
  switch (type) {
    case "boolean":
      return typeof value === "boolean";
    case "integer":
    case "number":
      return typeof value === "number";
    case "string":
      return typeof value === "string";
    case "array":
      return Array.isArray(value);
    case "object":
      return isPlainTable(value);
    default:
      return false;
  }
}
function expected(schema) {
  const custom = schema["x-expected"];
  if (typeof custom === "string")
    return custom;
  if (schema["const"] !== void 0)
    return JSON.stringify(schema["const"]);
  if (Array.isArray(schema["enum"]))
    return `one of ${schema["enum"].map((v) => JSON.stringify(v)).join(", ")}`;
  const min = schema["minimum"];
  const max = schema["maximum"];
  switch (schema["type"]) {
    case "boolean":
      return "true or false";
    case "integer":
      if (typeof min === "number" && typeof max === "number")
        return `an integer from ${min} to ${max}`;
      if (min === 1)
        return "a positive integer";
      return typeof min === "number" ? `an integer of at least ${min}` : "an integer";
    case "number":
      if (schema["exclusiveMinimum"] === 0)
        return "a number greater than 0";
      return typeof min === "number" ? `a number of at least ${min}` : "a number";
    case "string":
      return "a string";
    case "array":
      return "a list";
    case "object":
      return "a table";
    default:
      return "a valid value";
  }
}
function renderValue(value) {
  if (typeof value === "string")
    return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  if (Array.isArray(value)) {
    const text = JSON.stringify(value);
    return text.length <= 40 ? text : "a list";
  }
  if (isPlainTable(value))
    return "a table";
  return String(value);
}
function suggestKey(name, table2, lookup) {
  const properties = propertiesOf(table2, lookup);
  const sibling = closestMatch(name, Object.keys(properties));
  if (sibling !== void 0)
    return [sibling];
  const holders = Object.entries(properties).filter(([, child]) => Object.hasOwn(propertiesOf(child, lookup), name));
  return holders.length === 1 && holders[0] !== void 0 ? [holders[0][0], name] : void 0;
}
function propertiesOf(schema, lookup) {
  const target = typeof schema["$ref"] === "string" ? lookup(schema["$ref"]) ?? {} : schema;
  const properties = target["properties"];
  return isPlainTable(properties) ? properties : {};
}

// dist/config/check-semantics.js
var REGEX_SELECTORS = [
  "include-path-regex",
  "include-method-regex",
  "include-name-regex",
  "include-tag-regex",
  "include-operation-id-regex",
  "exclude-path-regex",
  "exclude-method-regex",
  "exclude-name-regex",
  "exclude-tag-regex",
  "exclude-operation-id-regex"
];
function checkSemantics(config) {
  const issues = [];
  if (!isPlainTable(config))
    return issues;
  checkProjectKeys(config, [], issues);
  checkCodecs(config, [], issues);
  const titles = /* @__PURE__ */ new Map();
  const projects = Array.isArray(config["project"]) ? config["project"] : [];
  projects.forEach((project, index) => {
    if (!isPlainTable(project))
      return;
    const title = project["title"];
    const first = typeof title === "string" ? titles.get(title) : void 0;
    if (typeof title === "string" && first !== void 0) {
      issues.push({
        path: ["project", index, "title"],
        message: `"project[${index}].title" repeats the title ${JSON.stringify(title)} of project[${first}]: each [[project]] needs its own title`
      });
    } else if (typeof title === "string")
      titles.set(title, index);
    checkProjectKeys(project, ["project", index], issues);
  });
  return issues;
}
function checkProjectKeys(keys, at, issues) {
  const rate = keys["rate-limit"];
  if (typeof rate === "string") {
    try {
      parseRateLimit(rate);
    } catch (error) {
      const path = [...at, "rate-limit"];
      issues.push({ path, message: `"${formatKeyPath(path)}": ${describeError(error)}` });
    }
  }
  const operations = Array.isArray(keys["operations"]) ? keys["operations"] : [];
  operations.forEach((entry, index) => {
    if (isPlainTable(entry))
      checkSelectors(entry, [...at, "operations", index], issues);
  });
}
function checkSelectors(entry, at, issues) {
  for (const key of REGEX_SELECTORS) {
    const source = entry[key];
    if (typeof source !== "string")
      continue;
    try {
      new RegExp(source);
    } catch (error) {
      const path = [...at, key];
      issues.push({ path, message: `"${formatKeyPath(path)}" is not a valid regular expression: ${describeError(error)}` });
    }
  }
}
function checkCodecs(node, at, issues) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => checkCodecs(item, [...at, index], issues));
    return;
  }
  if (!isPlainTable(node))
    return;
  for (const [key, value] of Object.entries(node)) {
    const path = [...at, key];
    if (key === "codec" && at[at.length - 1] === "generation" && typeof value === "string" && codecLimit(value) === void 0) {
      issues.push({ path, message: `"${formatKeyPath(path)}" is ${JSON.stringify(value)}, not a known codec: use one of ${CODEC_NAMES.join(", ")}` });
    } else
      checkCodecs(value, path, issues);
  }
}

// dist/config/validate-config.js
var compiled;
function compiledSchema() {
  if (compiled !== void 0)
    return compiled;
  const schema = buildConfigSchema();
  const ajv = new import__.Ajv2020({ allErrors: true, verbose: true, strict: true, logger: false });
  ajv.addVocabulary(["x-expected"]);
  compiled = { schema, validate: ajv.compile(schema) };
  return compiled;
}
function validateConfig(data) {
  const { schema, validate } = compiledSchema();
  const issues = [];
  if (!validate(data)) {
    const definitions = schema["$defs"] ?? {};
    const lookup = (ref2) => ref2 === "#" ? schema : definitions[ref2.replace("#/$defs/", "")];
    issues.push(...describeIssues(validate.errors ?? [], data, lookup));
  }
  issues.push(...checkSemantics(data));
  return issues;
}

// dist/config/parse-config.js
function parseConfigText(source, options) {
  let raw;
  try {
    raw = parse(source);
  } catch (error) {
    if (!(error instanceof TomlError))
      throw error;
    const reason = (error.message.split("\n")[0] ?? "").replace(/^Invalid TOML document:\s*/, "");
    throw new ApitestError("config_invalid", `${options.fileName}:${error.line}:${error.column}: invalid TOML: ${reason}
${error.codeblock.trimEnd()}`, { cause: error });
  }
  const lines = indexKeyLines(source);
  return checkConfigObject(normalizeDates(raw), options.env, (issue) => ({
    file: options.fileName,
    ...lineField(lines.lineOf(issue.path)),
    path: issue.path,
    message: issue.message
  }));
}
function checkConfigObject(value, env, locate = (issue) => ({ file: "configuration", path: issue.path, message: issue.message })) {
  const substituted = substituteEnv(value, env);
  const issues = substituted.issues.length > 0 ? substituted.issues : validateConfig(substituted.value);
  if (issues.length > 0) {
    const located = issues.map(locate).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw new ConfigInvalidError(located);
  }
  return substituted.value;
}
function lineField(line) {
  return line === void 0 ? {} : { line };
}
function normalizeDates(value) {
  if (value instanceof TomlDate)
    return value.toISOString();
  if (Array.isArray(value))
    return value.map(normalizeDates);
  if (isPlainTable(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalizeDates(item)]));
  return value;
}
export {
  checkConfigObject,
  parseConfigText
};
/*! Bundled license information:

smol-toml/dist/error.js:
smol-toml/dist/primitive.js:
smol-toml/dist/date.js:
smol-toml/dist/extract.js:
smol-toml/dist/util.js:
smol-toml/dist/struct.js:
smol-toml/dist/parse.js:
smol-toml/dist/stringify.js:
smol-toml/dist/index.js:
  (*!
   * Copyright (c) Squirrel Chat et al., All rights reserved.
   * SPDX-License-Identifier: BSD-3-Clause
   *
   * Redistribution and use in source and binary forms, with or without
   * modification, are permitted provided that the following conditions are met:
   *
   * 1. Redistributions of source code must retain the above copyright notice, this
   *    list of conditions and the following disclaimer.
   * 2. Redistributions in binary form must reproduce the above copyright notice,
   *    this list of conditions and the following disclaimer in the
   *    documentation and/or other materials provided with the distribution.
   * 3. Neither the name of the copyright holder nor the names of its contributors
   *    may be used to endorse or promote products derived from this software without
   *    specific prior written permission.
   *
   * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
   * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
   * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
   * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
   * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
   * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
   * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
   * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
   * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
   * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
   *)
*/

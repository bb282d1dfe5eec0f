import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  tryFilter
} from "./chunk-OXB6HLI4.js";
import {
  codecLimit,
  valueFitsCodec
} from "./chunk-3SIY44VT.js";

// dist/generation/codec-guard.js
function caseFitsCodec(data, ctx) {
  const limit = ctx.codec === void 0 ? void 0 : codecLimit(ctx.codec);
  if (limit === void 0 || limit >= 1114111)
    return true;
  return [data.pathParameters, data.query, data.headers, data.cookies, data.body].every((part) => valueFitsCodec(part, limit));
}
function codecFiltered(arb, ctx, dataOf) {
  const limit = ctx.codec === void 0 ? void 0 : codecLimit(ctx.codec);
  if (limit === void 0 || limit >= 1114111)
    return arb;
  return tryFilter(arb, (value) => caseFitsCodec(dataOf(value), ctx)) ?? arb;
}

export {
  caseFitsCodec,
  codecFiltered
};

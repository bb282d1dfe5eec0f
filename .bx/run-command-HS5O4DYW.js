import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  exitCodeFor,
  runCommand
} from "./chunk-UYOHUDST.js";
import "./chunk-Q7JHU6W6.js";
import "./chunk-U65X53VA.js";
import "./chunk-ZWRDETDC.js";
import "./chunk-XCRAZ6RT.js";
import "./chunk-HIGHFBJX.js";
import "./chunk-5SUSSPE2.js";
import "./chunk-JDRZJPD7.js";
import "./chunk-OXB6HLI4.js";
import "./chunk-3SIY44VT.js";
import "./chunk-34SXUQYR.js";
import "./chunk-JB2FY2JO.js";
import "./chunk-KG4C4V3S.js";
import "./chunk-FTHGM7HZ.js";
import "./chunk-YQFBT4X6.js";
import "./chunk-3SJVJNMC.js";
export {
  exitCodeFor,
  runCommand
};

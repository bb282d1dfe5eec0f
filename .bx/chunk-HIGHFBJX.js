import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/core/warning-names.js
var STATUS_WARNING_NAMES = ["missing_auth", "missing_test_data", "validation_mismatch"];
var LINK_WARNING_NAMES = ["invalid_links", "inferred_links", "unusable_links", "no_links"];
var WARNING_NAMES = [...STATUS_WARNING_NAMES, ...LINK_WARNING_NAMES];
function isWarningName(name) {
  return WARNING_NAMES.includes(name);
}

export {
  WARNING_NAMES,
  isWarningName
};

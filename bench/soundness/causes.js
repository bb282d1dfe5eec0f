// Grouping the strict server's rejections into causes: each validator error with its parameter
// names and values masked, so one cause across schemas and operations is counted once.

/**
 * The causes of one rejection: one masked line per validator error item (or the message).
 * @param {number} status
 * @param {string} message
 * @param {{ path?: string, message?: string }[] | undefined} errors
 * @param {string | undefined} deviation the validator deviation that explains it, if known
 * @returns {string[]}
 */
export function rejectionCauses(status, message, errors, deviation) {
  const items = Array.isArray(errors) && errors.length > 0 ? errors : [{ message }];
  const causes = new Set();
  const mark = deviation === undefined ? "" : `[validator: ${deviation}] `;
  for (const item of items) causes.add(`${mark}${status} ${maskPath(item.path)}${maskMessage(String(item.message ?? message))}`);
  return [...causes];
}

function maskPath(path) {
  // The validator's error paths: /query/limit, /body/items/0/id, /headers/x-id, /path/id.
  const match = typeof path === "string" ? /^\/?(?:request[./])?(body|query|headers|path|params|cookies)(?:[./](.*))?$/.exec(path) : null;
  if (match === null) return "";
  const rest = match[2] === undefined || match[2] === "" ? "" : /[./]/.test(match[2]) ? ".<name>…" : ".<name>";
  return `${match[1]}${rest}: `;
}

/** Masks quoted values, numbers and URLs in a validator message. */
export function maskMessage(message) {
  return message
    .replace(/https?:\/\/\S+/g, "<url>")
    .replace(/'[^']*'/g, "'…'")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/`[^`]*`/g, "`…`")
    .replace(/\b\d+(\.\d+)?\b/g, "N")
    .slice(0, 160);
}

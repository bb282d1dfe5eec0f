/**
 * The HTML report's inline style and script: no network, no CDN, so the file opens offline.
 * The script only sorts and filters the operations table and copies curl commands; the report
 * reads the same without it.
 */

/** Escapes text for HTML element content and attribute values (double-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Colours of status-code classes, shared by the charts and their legends. */
export const STATUS_COLORS: Readonly<Record<string, string>> = {
  "1xx": "#8e9aaf",
  "2xx": "#2f9e44",
  "3xx": "#1c7ed6",
  "4xx": "#f08c00",
  "5xx": "#e03131",
  none: "#495057",
};

export const HTML_STYLE = `
:root{--fg:#1d2433;--muted:#5c667a;--line:#dde2ea;--bg:#f6f8fb;--card:#fff;--fail:#e03131;--pass:#2f9e44;--warn:#f08c00;--skip:#868e96;--err:#ae3ec9;--mono:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{display:flex;flex-direction:column;gap:20px;max-width:1280px;margin:0 auto;padding:24px}
footer{color:var(--muted);font-size:12px}
.phases-title{margin:16px 0 6px;font-size:13px;color:var(--muted)}
.phase-list{margin:0;padding:0;list-style:none;display:grid;gap:2px}.phase-list b{display:inline-block;min-width:80px;text-transform:capitalize}.phase-list li.not-run{color:var(--muted)}
section.panel{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:16px 20px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:0 0 12px}h3{font-size:15px;margin:0}
.meta{color:var(--muted);margin:0 0 14px;display:flex;flex-wrap:wrap;gap:4px 18px}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:10px}
.card{border:1px solid var(--line);border-radius:6px;padding:8px 12px}
.card b{display:block;font-size:20px}.card span{color:var(--muted);font-size:12px}
.card.bad b{color:var(--fail)}.card.good b{color:var(--pass)}
.verdict{display:inline-block;padding:2px 10px;border-radius:12px;color:#fff;font-weight:600;font-size:13px;margin-left:8px;vertical-align:middle}
.verdict.failed{background:var(--fail)}.verdict.passed{background:var(--pass)}.verdict.interrupted{background:var(--warn)}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(360px,1fr));gap:16px}
.chart h3{margin-bottom:6px}.chart svg{width:100%;height:auto;display:block}.chart.wide svg{max-width:880px}
.legend{display:flex;gap:12px;flex-wrap:wrap;font-size:12px;color:var(--muted);margin-top:4px}
.legend i{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:-1px}
.tools{display:flex;gap:14px;align-items:center;margin-bottom:10px;flex-wrap:wrap}
.tools input[type=search]{padding:6px 10px;border:1px solid var(--line);border-radius:6px;min-width:260px;font:inherit}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line);vertical-align:middle}
th{font-size:12px;color:var(--muted);cursor:pointer;user-select:none;white-space:nowrap}
th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.failed td.name a{color:var(--fail);font-weight:600}
.method{font:600 11px var(--mono);padding:1px 5px;border-radius:4px;background:#e7ecf3;color:#33415c}
.path{font-family:var(--mono);font-size:13px;word-break:break-all}
.phase{display:inline-block;font-size:11px;padding:0 6px;border-radius:9px;margin:1px 2px 1px 0;border:1px solid currentColor}
.phase.passed{color:var(--pass)}.phase.failed{color:var(--fail)}.phase.errored{color:var(--err)}.phase.stopped{color:var(--warn)}
.phase.skipped,.phase.already-failing,.phase.not-applicable,.phase.no-cases{color:var(--skip)}
tr.untested td{color:var(--muted)}
article.finding{border-left:3px solid var(--warn);padding:4px 0 4px 14px;margin:0 0 16px}
article.finding h3 code,.checks code{color:var(--fail)}
.advice{font-size:12px;color:#0b7285;margin:4px 0}
a.cause{font-size:12px;margin-left:6px}
ul.ops{columns:2;margin:4px 0;font:12px var(--mono)}
.op-failures{border-top:1px solid var(--line);padding-top:14px;margin-top:14px;counter-reset:entry}
#failures>h2+.op-failures{border-top:0;margin-top:0;padding-top:0}
.op-failures h3{margin-bottom:10px}
article.entry{counter-increment:entry;border-left:3px solid var(--fail);padding:4px 0 4px 14px;margin:0 0 16px}
article.entry.error{border-left-color:var(--err)}
article.entry>h4{margin:0 0 6px;font-size:14px}article.entry>h4::before{content:counter(entry) ". "}
.checks{margin:0 0 8px;padding-left:18px}.checks li{margin:2px 0}
.checks pre{margin:2px 0 0}
h5{margin:8px 0 4px;font-size:12px;color:var(--muted);text-transform:uppercase;letter-spacing:.03em}
pre{margin:0;padding:8px 10px;background:#f1f3f7;border-radius:6px;font:12px/1.4 var(--mono);white-space:pre-wrap;word-break:break-word;max-height:420px;overflow:auto}
details summary{cursor:pointer;color:#1c7ed6;font-size:12px;margin:4px 0}
.curl{position:relative}.curl pre{padding-right:70px}
button.copy{position:absolute;top:6px;right:6px;font:12px inherit;padding:2px 8px;border:1px solid var(--line);background:#fff;border-radius:4px;cursor:pointer}
.empty{color:var(--muted)}
.warning{margin:0 0 10px}.warning b{color:var(--warn)}
`;

export const HTML_SCRIPT = `
(function () {
  "use strict";
  // Copy a curl command; when the clipboard is not available (a file opened offline), select it instead.
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.copy") : null;
    if (!button) return;
    var code = button.parentNode.querySelector("code");
    var text = code ? code.textContent : "";
    var done = function () { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); };
    var select = function () {
      var range = document.createRange();
      range.selectNodeContents(code);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      button.textContent = "Press Ctrl+C";
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, select);
    else select();
  });

  // The operations table: filter by text and failing only, sort by a column.
  var table = document.getElementById("operations-table");
  if (!table) return;
  var body = table.tBodies[0];
  var filter = document.getElementById("operation-filter");
  var failing = document.getElementById("failing-only");
  var shown = document.getElementById("shown-count");
  var apply = function () {
    var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var count = 0;
    Array.prototype.forEach.call(body.rows, function (row) {
      var text = row.getAttribute("data-search");
      var ok = (!failing.checked || row.classList.contains("failed")) && words.every(function (word) { return text.indexOf(word) !== -1; });
      row.hidden = !ok;
      if (ok) count++;
    });
    shown.textContent = String(count);
  };
  filter.addEventListener("input", apply);
  failing.addEventListener("change", apply);
  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (cell, column) {
    cell.addEventListener("click", function () {
      var descending = cell.getAttribute("aria-sort") === "ascending";
      Array.prototype.forEach.call(table.tHead.rows[0].cells, function (other) { other.removeAttribute("aria-sort"); });
      cell.setAttribute("aria-sort", descending ? "descending" : "ascending");
      var numeric = cell.getAttribute("data-type") === "number";
      var value = function (row) {
        var raw = row.cells[column].getAttribute("data-value");
        if (raw === null) raw = row.cells[column].textContent;
        return numeric ? (raw === "" ? -1 : Number(raw)) : raw.toLowerCase();
      };
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = value(a), y = value(b);
        var order = x < y ? -1 : x > y ? 1 : 0;
        return descending ? -order : order;
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
  apply();
})();
`;

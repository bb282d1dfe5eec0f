import { escapeHtml, STATUS_COLORS } from "./html-assets.js";
import { bucketFloorMs, quantileMs, type OperationFigures } from "./operation-stats.js";

/** A duration in milliseconds, short: `0.42 ms`, `3.1 ms`, `120 ms`, `1.50 s`. */
export function formatMs(ms: number | undefined): string {
  if (ms === undefined) return "–";
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The class of a status code (`2xx` …), `none` for requests without a response. */
export function statusClass(code: number | "none"): string {
  return code === "none" ? "none" : `${Math.floor(code / 100)}xx`;
}

/** Status code counts in code order, with the requests that got no response last. */
export function statusEntries(figures: Pick<OperationFigures, "statuses" | "noResponse">): [number | "none", number][] {
  const entries: [number | "none", number][] = [...figures.statuses.entries()].sort((a, b) => a[0] - b[0]);
  if (figures.noResponse > 0) entries.push(["none", figures.noResponse]);
  return entries;
}

function label(code: number | "none"): string {
  return code === "none" ? "no response" : String(code);
}

/** A stacked bar of one operation's status codes (`width`×`height`), each part titled for hovering. */
export function statusBar(entries: readonly [number | "none", number][], width: number, height: number): string {
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return `<svg class="bar" width="${width}" height="${height}" role="img" aria-label="no responses"><rect width="${width}" height="${height}" fill="#e9ecef"/></svg>`;
  let x = 0;
  const parts = entries.map(([code, count]) => {
    const w = (count / total) * width;
    const rect = `<rect x="${x.toFixed(2)}" width="${w.toFixed(2)}" height="${height}" fill="${STATUS_COLORS[statusClass(code)]}"><title>${label(code)}: ${count}</title></rect>`;
    x += w;
    return rect;
  });
  const summary = entries.map(([code, count]) => `${label(code)}: ${count}`).join(", ");
  return `<svg class="bar" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(summary)}">${parts.join("")}</svg>`;
}

/** The legend of the status-code colours. */
export function statusLegend(): string {
  return `<div class="legend">${Object.entries(STATUS_COLORS)
    .map(([name, color]) => `<span><i style="background:${color}"></i>${name === "none" ? "no response" : name}</span>`)
    .join("")}</div>`;
}

/** Horizontal bars: the responses of each status code over the whole run. */
export function statusChart(entries: readonly [number | "none", number][]): string {
  if (entries.length === 0) return `<p class="empty">No responses.</p>`;
  const max = Math.max(...entries.map(([, count]) => count));
  const row = 22;
  const width = 520;
  const labelWidth = 90;
  const bars = entries.map(([code, count], i) => {
    const w = Math.max(1, (count / max) * (width - labelWidth - 70));
    const y = i * row;
    return (
      `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end" font-size="12" fill="#1d2433">${label(code)}</text>` +
      `<rect x="${labelWidth}" y="${y + 3}" width="${w.toFixed(1)}" height="${row - 6}" rx="2" fill="${STATUS_COLORS[statusClass(code)]}"><title>${label(code)}: ${count}</title></rect>` +
      `<text x="${(labelWidth + w + 6).toFixed(1)}" y="${y + 15}" font-size="12" fill="#5c667a">${count}</text>`
    );
  });
  const height = entries.length * row;
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Responses per status code">${bars.join("")}</svg>`;
}

/** Stacked bars of status codes per operation (at most `limit`: failing ones first, then the busiest). */
export function perOperationChart(operations: readonly OperationFigures[], limit: number): string {
  const chosen = [...operations]
    .filter((figures) => figures.requests > 0)
    .sort((a, b) => Number(b.failures + b.errors > 0) - Number(a.failures + a.errors > 0) || b.requests - a.requests || a.index - b.index)
    .slice(0, limit);
  if (chosen.length === 0) return `<p class="empty">No requests were sent.</p>`;
  const row = 20;
  const width = 720;
  const labelWidth = 300;
  const barWidth = width - labelWidth - 60;
  const rows = chosen.map((figures, i) => {
    const y = i * row;
    const name = figures.operation.length > 44 ? `${figures.operation.slice(0, 43)}…` : figures.operation;
    const bar = statusBar(statusEntries(figures), barWidth, row - 6).replace("<svg ", `<svg x="${labelWidth}" y="${y + 3}" `);
    return (
      `<text x="${labelWidth - 8}" y="${y + 14}" text-anchor="end" font-size="11" font-family="monospace" fill="#1d2433">${escapeHtml(name)}<title>${escapeHtml(figures.operation)}</title></text>` +
      `${bar}<text x="${labelWidth + barWidth + 6}" y="${y + 14}" font-size="11" fill="#5c667a">${figures.requests}</text>`
    );
  });
  const more = operations.length > chosen.length ? `<p class="empty">${chosen.length} of ${operations.length} operations shown (failing first, then by requests); every operation has its bar in the table below.</p>` : "";
  return `<svg viewBox="0 0 ${width} ${chosen.length * row}" role="img" aria-label="Status codes per operation">${rows.join("")}</svg>${more}`;
}

/** A histogram of response times (log scale), with the median and 95th percentile marked. */
export function timeChart(buckets: Uint32Array): string {
  let low = -1;
  let high = -1;
  for (let i = 0; i < buckets.length; i++) {
    if (buckets[i]! > 0) {
      if (low === -1) low = i;
      high = i;
    }
  }
  if (low === -1) return `<p class="empty">No responses.</p>`;
  // At least two doublings wide, so a fast local API still gets a readable picture.
  low = Math.max(0, Math.min(low, high - 8));
  high = Math.min(buckets.length - 1, Math.max(high, low + 8));
  const width = 520;
  const height = 170;
  const plot = { left: 40, right: 10, top: 24, bottom: 28 };
  const count = high - low + 1;
  const step = (width - plot.left - plot.right) / count;
  let max = 0;
  for (let i = low; i <= high; i++) max = Math.max(max, buckets[i]!);
  const inner = height - plot.top - plot.bottom;
  const parts: string[] = [];
  for (let i = low; i <= high; i++) {
    const value = buckets[i]!;
    const h = max === 0 ? 0 : (value / max) * inner;
    const x = plot.left + (i - low) * step;
    parts.push(
      `<rect x="${(x + 0.5).toFixed(1)}" y="${(plot.top + inner - h).toFixed(1)}" width="${Math.max(1, step - 1).toFixed(1)}" height="${h.toFixed(1)}" fill="#4c6ef5"><title>${formatMs(bucketFloorMs(i))} – ${formatMs(bucketFloorMs(i + 1))}: ${value}</title></rect>`,
    );
    if ((i - low) % 4 === 0) {
      parts.push(`<text x="${x.toFixed(1)}" y="${height - 10}" font-size="10" fill="#5c667a" text-anchor="middle">${formatMs(bucketFloorMs(i))}</text>`);
    }
  }
  const marker = (q: number, name: string, color: string, dy: number): string => {
    const ms = quantileMs(buckets, q);
    if (ms === undefined) return "";
    const position = Math.log2(ms / bucketFloorMs(low)) * 4;
    const x = plot.left + position * step;
    return (
      `<line x1="${x.toFixed(1)}" x2="${x.toFixed(1)}" y1="${plot.top - 22}" y2="${plot.top + inner}" stroke="${color}" stroke-dasharray="4 3"/>` +
      `<text x="${(x + 4).toFixed(1)}" y="${plot.top - 20 + dy}" font-size="11" fill="${color}">${name} ${formatMs(ms)}</text>`
    );
  };
  parts.push(
    `<line x1="${plot.left}" x2="${width - plot.right}" y1="${plot.top + inner}" y2="${plot.top + inner}" stroke="#adb5bd"/>`,
    `<text x="${plot.left - 6}" y="${plot.top + 8}" font-size="10" fill="#5c667a" text-anchor="end">${max}</text>`,
    `<text x="${plot.left - 6}" y="${plot.top + inner}" font-size="10" fill="#5c667a" text-anchor="end">0</text>`,
    marker(0.5, "median", "#2b8a3e", 4),
    marker(0.95, "p95", "#c92a2a", 18),
  );
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Response time distribution">${parts.join("")}</svg>`;
}

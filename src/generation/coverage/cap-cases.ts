/** A planned entry with the group it belongs to (one part, one operation-level kind …). */
export interface Grouped<T> {
  readonly group: string;
  readonly item: T;
}

/**
 * Picks at most `max` entries: half for negatives and half for positives (a side with fewer
 * gives its share to the other), each side taken round-robin across groups so every part
 * keeps some cases. The picked entries keep their original order: positives, then negatives.
 */
export function capCases<T>(positives: readonly Grouped<T>[], negatives: readonly Grouped<T>[], max: number): T[] {
  const limit = Math.max(0, Math.floor(max));
  if (positives.length + negatives.length <= limit) return [...positives, ...negatives].map((entry) => entry.item);
  const negativeShare = Math.min(negatives.length, Math.max(limit - positives.length, Math.floor(limit / 2)));
  const positiveShare = Math.min(positives.length, limit - negativeShare);
  return [...roundRobin(positives, positiveShare), ...roundRobin(negatives, limit - positiveShare)].map((entry) => entry.item);
}

function roundRobin<T>(entries: readonly Grouped<T>[], count: number): Grouped<T>[] {
  if (count >= entries.length) return [...entries];
  const queues = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const queue = queues.get(entry.group);
    if (queue === undefined) queues.set(entry.group, [index]);
    else queue.push(index);
  });
  const picked: number[] = [];
  while (picked.length < count) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next === undefined) continue;
      picked.push(next);
      if (picked.length >= count) break;
    }
  }
  return picked.sort((a, b) => a - b).map((index) => entries[index] as Grouped<T>);
}

/**
 * What `compute` gives for `key`, worked out once and kept in `memo` (an undefined answer too).
 * A memo holding `limit` entries is emptied before it takes another, so it stays small whatever
 * keys come: negative cases can name any number of media types.
 */
export function remembered<K, V>(memo: Map<K, V>, key: K, limit: number, compute: (key: K) => V): V {
  if (memo.has(key)) return memo.get(key) as V;
  const value = compute(key);
  if (memo.size >= limit) memo.clear();
  memo.set(key, value);
  return value;
}

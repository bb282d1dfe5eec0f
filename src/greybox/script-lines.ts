/**
 * Where a script's non-blank lines start: the offset of each line's first non-whitespace
 * character, in order. A line counts as reached when that character ran.
 */
export function lineStarts(source: string): Uint32Array {
  const starts: number[] = [];
  let lineStart = true;
  for (let offset = 0; offset < source.length; offset++) {
    const code = source.charCodeAt(offset);
    if (code === 10) {
      lineStart = true;
      continue;
    }
    if (lineStart && code !== 32 && code !== 9 && code !== 13) {
      starts.push(offset);
      lineStart = false;
    }
  }
  return Uint32Array.from(starts);
}

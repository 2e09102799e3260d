/**
 * Watched ranges of a media timeline, in seconds ([start, end) with start < end), as the server's
 * learning module and the browser's player both keep them.
 */

/** Sorted, non-overlapping ranges, empty ones dropped; ranges closer than `gap` are joined. */
export function mergeIntervals(ranges: readonly (readonly [number, number])[], gap = 0): [number, number][] {
  const sorted = ranges.filter(([s, e]) => e > s).map(([s, e]) => [s, e] as [number, number]).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1] + gap) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

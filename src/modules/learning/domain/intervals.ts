import { mergeIntervals } from '../../../shared/intervals';

/** Watched ranges of a media timeline, in seconds: [start, end) with start < end. */
export type Interval = readonly [number, number];

/** Gaps up to this size between two played ranges count as continuous (timeupdate granularity). */
export const JOIN_GAP_SECONDS = 1;

/** Sorted, non-overlapping ranges; ranges closer than `gap` are joined. */
export { mergeIntervals };

/** Distinct seconds covered by the ranges. */
export function coveredSeconds(ranges: readonly Interval[]): number {
  return mergeIntervals(ranges).reduce((sum, [s, e]) => sum + (e - s), 0);
}

/** End of the watched range that starts at 0: the player does not let anyone seek beyond it. */
export function furthestContiguous(ranges: readonly Interval[]): number {
  const first = mergeIntervals(ranges, JOIN_GAP_SECONDS)[0];
  return first && first[0] <= JOIN_GAP_SECONDS ? first[1] : 0;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

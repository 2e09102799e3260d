/**
 * What of a video has been watched, kept in the browser between progress reports (spec sections 4
 * and 9, docs/api/learning.md). Framework-free so that it can be tested on its own.
 *
 * - A timeupdate that moved forward by at most PLAYED_DELTA_MAX seconds counts as played; larger
 *   jumps are seeks and count as nothing.
 * - `furthest` is the end of the watched range that starts at 0 (from the server, extended locally
 *   while playing); seeking beyond it is not allowed.
 * - Played ranges since the last report are handed out by `takePending()` and put back by
 *   `restore()` when the report could not be sent.
 */
import { mergeIntervals as mergeRanges } from '../../../../shared/intervals';
import type { Interval } from '../api/types';

/** A timeupdate step of at most this many seconds counts as played (browsers fire every 0.25 s). */
export const PLAYED_DELTA_MAX = 1.5;
/** Ranges closer than this are one range (rounding, frame boundaries). */
const JOIN_GAP = 0.3;
/** Seconds the player may run ahead of `furthest` before a seek is pulled back. */
export const SEEK_TOLERANCE = 0.25;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Sorted, non-overlapping ranges; ranges closer than JOIN_GAP are joined. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  return mergeRanges(intervals.filter(([s, e]) => Number.isFinite(s) && Number.isFinite(e)), JOIN_GAP);
}

/** Seconds covered by the ranges (each second counted once). */
export function coveredSeconds(intervals: readonly Interval[]): number {
  return mergeIntervals(intervals).reduce((sum, [s, e]) => sum + (e - s), 0);
}

/** End of the range that starts at 0 (0 when nothing from the start was watched). */
export function contiguousEnd(intervals: readonly Interval[]): number {
  const first = mergeIntervals(intervals)[0];
  return first && first[0] <= JOIN_GAP ? first[1] : 0;
}

/** The position a seek to `target` may reach: never before 0, never beyond `limit`. */
export function clampSeek(target: number, limit: number): number {
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.min(target, limit));
}

export class WatchTracker {
  private watched: Interval[];
  private pending: Interval[] = [];
  private anchor: number | null = null;
  private serverWatchedSeconds: number;

  constructor(furthest: number, watchedSeconds = furthest) {
    this.watched = furthest > 0 ? [[0, furthest]] : [];
    this.serverWatchedSeconds = watchedSeconds;
  }

  /** The server's view after a report: its furthest and distinct seconds only ever add to ours. */
  sync(furthest: number, watchedSeconds: number): void {
    if (furthest > 0) this.watched = mergeIntervals([...this.watched, [0, furthest]]);
    this.serverWatchedSeconds = Math.max(this.serverWatchedSeconds, watchedSeconds);
  }

  /** Forget where playback was (a seek starts); the next `time()` only sets the anchor. */
  resetAnchor(position: number | null = null): void {
    this.anchor = position;
  }

  /** A timeupdate while playing. Returns true when something new counted as played. */
  time(position: number, duration: number | null): boolean {
    const previous = this.anchor;
    this.anchor = position;
    if (previous === null) return false;
    const delta = position - previous;
    if (delta <= 0 || delta > PLAYED_DELTA_MAX) return false;
    const end = duration && Number.isFinite(duration) ? Math.min(position, duration) : position;
    if (end <= previous) return false;
    const range: Interval = [previous, end];
    this.watched = mergeIntervals([...this.watched, range]);
    this.pending = mergeIntervals([...this.pending, range]);
    return true;
  }

  get furthest(): number {
    return contiguousEnd(this.watched);
  }

  /** Distinct seconds watched as far as this browser knows. */
  get watchedSeconds(): number {
    return Math.max(this.serverWatchedSeconds, coveredSeconds(this.watched));
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** The played ranges since the last report (rounded to milliseconds, inside 0..duration). */
  takePending(duration: number | null): Interval[] {
    const limit = duration && Number.isFinite(duration) ? duration : Infinity;
    const out = this.pending
      .map(([s, e]) => [round(Math.max(0, s)), round(Math.min(e, limit))] as Interval)
      .filter(([s, e]) => e > s);
    this.pending = [];
    return out;
  }

  /** Ranges of a report that could not be sent go back into the next one. */
  restore(intervals: readonly Interval[]): void {
    this.pending = mergeIntervals([...intervals, ...this.pending]);
  }
}

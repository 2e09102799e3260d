import type { ProjectionRunner } from './runner';

export interface ReadCacheOptions {
  /** Entries kept at most; the oldest go first. */
  readonly maxEntries?: number;
  /**
   * Age after which an entry is read again even though the runner saw no change: a backstop
   * for another process's writes this runner has not noticed yet (see `changeStamp`).
   */
  readonly maxAgeMs?: number;
  /** Milliseconds of a monotonic clock (tests). */
  readonly now?: () => number;
}

interface Entry<V> {
  readonly at: number;
  readonly value: Promise<V>;
}

const DEFAULT_MAX_ENTRIES = 10_000;
const DEFAULT_MAX_AGE_MS = 5_000;

/**
 * Freezes a value read from the database, so no caller can change what the next caller gets.
 * Bytes (an answer serialized once, written out as it is) cannot be frozen and are kept as they are.
 */
function deepFreeze<V>(value: V): V {
  if (ArrayBuffer.isView(value)) return value;
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) for (const v of value.values()) deepFreeze(v);
    else for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Values read from the read models of named projections, kept in this process until one of those
 * read models changes (`ProjectionRunner.changeStamp`): the cache answers what the database would
 * answer, without the round trip.
 *
 * - A value is stored with the stamp taken before it was read: a change that commits while the
 *   read is in flight makes the entry stale at once.
 * - Concurrent reads of one key share one database read.
 * - Undefined is not kept (unknown keys, such as guessed tokens, do not fill the cache).
 * - Values are frozen: callers copy before they change anything.
 * - While the runner is not running nothing is cached (it would learn of no change).
 * - Writes outside projections call `ProjectionRunner.readModelsChanged`.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private stamp: number | undefined;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly runner: ProjectionRunner,
    /** The projections whose read models the cached values are read from. */
    readonly projections: readonly string[],
    opts: ReadCacheOptions = {},
  ) {
    runner.changeStamp(projections); // unknown names fail here, at start-up
    this.maxEntries = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxAgeMs = opts.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.now = opts.now ?? (() => performance.now());
  }

  /** Entries currently kept (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /** The current stamp, dropping every entry when it moved; undefined: do not cache. */
  private current(): number | undefined {
    const stamp = this.runner.changeStamp(this.projections);
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
    }
    return stamp;
  }

  private fresh(key: string): Entry<V> | undefined {
    const e = this.entries.get(key);
    if (e && this.now() - e.at < this.maxAgeMs) return e;
    if (e) this.entries.delete(key);
    return undefined;
  }

  private keep(key: string, value: Promise<V>): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const entry: Entry<V> = { at: this.now(), value };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((v) => (v === undefined ? forget() : undefined), forget);
  }

  /** The value of one key: kept, or read with `load` (and kept while the read models stay as they are). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.current() === undefined) return load();
    const hit = this.fresh(key);
    if (hit) return hit.value;
    const value = load().then(deepFreeze);
    this.keep(key, value);
    return value;
  }

  /**
   * Like `get`, for values that also depend on the clock: a kept value is used only while
   * `stillRight(value)` holds (for example, until the next instant at which a status changes);
   * otherwise it is read again.
   */
  async getWhile(key: string, load: () => Promise<V>, stillRight: (value: V) => boolean): Promise<V> {
    const kept = await this.get(key, load);
    if (stillRight(kept)) return kept;
    if (this.entries.get(key)?.value !== undefined) this.entries.delete(key);
    return this.get(key, load);
  }

  /** The values of several keys; the missing ones are read together with `loadMissing` (keys it does not return are not found). */
  async getMany(keys: readonly string[], loadMissing: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>): Promise<Map<string, V>> {
    const unique = [...new Set(keys)];
    if (this.current() === undefined) return new Map(await loadMissing(unique));
    const found = new Map<string, V>();
    const pending: [string, Promise<V>][] = [];
    const missing: string[] = [];
    for (const key of unique) {
      const hit = this.fresh(key);
      if (hit) pending.push([key, hit.value]);
      else missing.push(key);
    }
    if (missing.length > 0) {
      const read = loadMissing(missing).then((m) => deepFreeze(new Map(m)));
      for (const key of missing) {
        const value = read.then((m) => m.get(key) as V);
        this.keep(key, value);
        pending.push([key, value]);
      }
    }
    for (const [key, value] of pending) {
      const v = await value;
      if (v !== undefined) found.set(key, v);
    }
    return found;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The instants between which a clock-dependent value stays right (epoch ms; `until` null: until its read models change). */
export interface ValidWindow {
  readonly from: number;
  readonly until: number | null;
}

/**
 * A value that carries its window, kept (when there is a cache) while the read models stay as
 * they are and the clock is inside the window; read again otherwise.
 */
export function getInWindow<V extends ValidWindow>(cache: ReadCache<V> | undefined, key: string, load: () => Promise<V>, now: () => number): Promise<V> {
  if (!cache) return load();
  return cache.getWhile(key, load, (v) => {
    const t = now();
    return v.from <= t && (v.until === null || t < v.until);
  });
}

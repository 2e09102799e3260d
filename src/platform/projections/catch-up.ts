import { positionParts } from '../eventstore';

/** How far back the rate of a catch-up is measured (ms). */
const WINDOW_MS = 30_000;
/** How often a projection that is catching up says so in the log (ms). */
export const CATCH_UP_LOG_MS = 10_000;
/** A projection this far behind the head (events of the log) is catching up: it is logged and gets an estimate. */
export const CATCH_UP_EVENTS = 20_000;

interface Sample {
  readonly at: number;
  readonly position: bigint;
}

/** Where a projection stands in a catch-up (a rebuild from zero, the backlog after a large import). */
export interface CatchUp {
  /** Events of the log passed per second over the last 30 s (null: it has not moved in that time). */
  readonly eventsPerSecond: number | null;
  /** Events of the log between its checkpoint and the head when it last read. */
  readonly behindEvents: number;
  /** Seconds to the head at that rate (null without a rate). */
  readonly etaSeconds: number | null;
}

const gp = (position: string): bigint => BigInt(positionParts(position).globalPosition);

/**
 * The progress of the runner's projections through the log (issue 31, item 6): per projection the
 * positions it reached in the last 30 s and the head it was heading for, giving events per second
 * and an estimate of the time left, for the log and `/api/health`. Positions count every event of
 * the log (a replay reads past the types it does not handle too), so rate and distance agree.
 */
export class CatchUpRates {
  private readonly samples = new Map<string, Sample[]>();
  private readonly heads = new Map<string, bigint>();
  private readonly logged = new Map<string, number>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** A batch of `name` reached `to`, reading up to `head`; answers a line for the log when it is catching up (see `logLine`). */
  record(name: string, to: string, head: string | undefined): string | undefined {
    const at = this.now();
    const list = this.samples.get(name) ?? [];
    list.push({ at, position: gp(to) });
    while (list.length > 2 && list[0]!.at < at - WINDOW_MS) list.shift();
    this.samples.set(name, list);
    if (head) this.heads.set(name, gp(head));
    return this.logLine(name);
  }

  /** The catch-up of `name` (undefined: it has not read yet). */
  of(name: string): CatchUp | undefined {
    const list = this.samples.get(name);
    const head = this.heads.get(name);
    if (!list || list.length === 0 || head === undefined) return undefined;
    const last = list[list.length - 1]!;
    const behindEvents = Math.max(0, Number(head - last.position));
    const first = list[0]!;
    const seconds = (last.at - first.at) / 1000;
    const moved = Number(last.position - first.position);
    const eventsPerSecond = seconds > 0 && moved > 0 ? Math.round(moved / seconds) : null;
    return { eventsPerSecond, behindEvents, etaSeconds: eventsPerSecond ? Math.ceil(behindEvents / eventsPerSecond) : null };
  }

  /** A line for the log when `name` is catching up and was not logged in the last 10 s; undefined otherwise. */
  logLine(name: string): string | undefined {
    const c = this.of(name);
    if (!c || c.behindEvents < CATCH_UP_EVENTS) return undefined;
    const at = this.now();
    if (at - (this.logged.get(name) ?? -Infinity) < CATCH_UP_LOG_MS) return undefined;
    this.logged.set(name, at);
    const rate = c.eventsPerSecond ? `${c.eventsPerSecond} events/s, about ${c.etaSeconds} s left` : 'rate not known yet';
    return `projection ${name}: catching up, ${c.behindEvents} events behind the head, ${rate}`;
  }
}

import { HttpError } from '../http/errors';

export interface RenderQueueOptions {
  /** Renders at once. */
  readonly concurrency: number;
  /** Renders waiting for a slot; beyond this a request is refused with 503 and `Retry-After`. */
  readonly maxWaiting: number;
  /** Renders one requester may have running or waiting at once (429 beyond it). */
  readonly perRequester: number;
  /** Seconds a refused client is told to wait. */
  readonly retryAfterSeconds?: number;
}

/**
 * Bounded admission for expensive renders: a fixed number run, a bounded number wait in line, and
 * one user cannot fill the line alone. Waiting is FIFO.
 */
export class RenderQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perUser = new Map<string, number>();

  constructor(private readonly opts: RenderQueueOptions) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Waits for a slot; the returned function releases it (call it exactly once). */
  async acquire(requester?: string): Promise<() => void> {
    const retryAfter = this.opts.retryAfterSeconds ?? 10;
    if (requester !== undefined && (this.perUser.get(requester) ?? 0) >= this.opts.perRequester) {
      throw new HttpError(
        429,
        'pdf_busy_for_user',
        {
          de: 'Es werden bereits PDF-Dokumente für Sie erstellt. Bitte warten Sie, bis diese fertig sind.',
          en: 'PDF documents are already being created for you. Please wait until they are ready.',
        },
        { retryAfter },
      );
    }
    if (this.active >= this.opts.concurrency && this.waiting.length >= this.opts.maxWaiting) {
      throw new HttpError(
        503,
        'pdf_queue_full',
        {
          de: `Die PDF-Erzeugung ist gerade ausgelastet. Bitte versuchen Sie es in ${retryAfter} Sekunden erneut.`,
          en: `PDF rendering is busy right now. Please try again in ${retryAfter} seconds.`,
        },
        { retryAfter },
      );
    }
    if (requester !== undefined) this.perUser.set(requester, (this.perUser.get(requester) ?? 0) + 1);
    if (this.active < this.opts.concurrency) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (requester !== undefined) {
        const n = (this.perUser.get(requester) ?? 1) - 1;
        if (n > 0) this.perUser.set(requester, n);
        else this.perUser.delete(requester);
      }
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}

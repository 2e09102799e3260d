import { describe, it, expect } from 'vitest';
import { RenderQueue } from './render-queue';
import { HttpError } from '../http/errors';

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as HttpError);

describe('RenderQueue', () => {
  it('runs up to the concurrency, queues FIFO up to the bound, then refuses with 503 and Retry-After', async () => {
    const q = new RenderQueue({ concurrency: 2, maxWaiting: 2, perRequester: 10, retryAfterSeconds: 7 });
    const a = await q.acquire();
    const b = await q.acquire();
    const order: string[] = [];
    const c = q.acquire().then((release) => (order.push('c'), release));
    const d = q.acquire().then((release) => (order.push('d'), release));
    expect(q.running).toBe(2);
    expect(q.queued).toBe(2);
    const refused = await refusal(q.acquire());
    expect(refused?.status).toBe(503);
    expect(refused?.code).toBe('pdf_queue_full');
    expect(refused?.extra.retryAfter).toBe(7);
    a();
    a(); // a second release of the same slot changes nothing
    b();
    (await c)();
    (await d)();
    expect(order).toEqual(['c', 'd']);
    expect(q.running).toBe(0);
    expect(q.queued).toBe(0);
  });

  it('limits what one requester may have running or waiting (429), others still get in', async () => {
    const q = new RenderQueue({ concurrency: 1, maxWaiting: 10, perRequester: 2 });
    const first = await q.acquire('anna');
    const second = q.acquire('anna');
    const refused = await refusal(q.acquire('anna'));
    expect(refused?.status).toBe(429);
    expect(refused?.code).toBe('pdf_busy_for_user');
    const bert = q.acquire('bert');
    first();
    (await second)();
    (await bert)();
    // anna's count went back to zero
    (await q.acquire('anna'))();
    (await q.acquire('anna'))();
  });
});

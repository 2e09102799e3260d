/**
 * Statistics and the HTTP load generator of the benchmarks, without dependencies on the product
 * (the child process of `load-client.ts` loads only this file).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

// ---------------------------------------------------------------------------------------------
// statistics

/** The p-th percentile of an ascending array (0 when empty). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface Stats {
  /** measured calls */
  readonly n: number;
  /** calls per second over `seconds` */
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

export function stats(latencies: readonly number[], seconds: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const sum = sorted.reduce((s, x) => s + x, 0);
  return {
    n: sorted.length,
    rps: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sorted.length ? sum / sorted.length : 0,
  };
}

/** `n` sequential calls after `warmup` unmeasured ones; latencies in ms, rps over the measured calls. */
export async function timeIt(n: number, fn: (i: number) => Promise<unknown>, warmup = 0): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn(i);
    times.push(performance.now() - s);
  }
  return stats(times, (performance.now() - t0) / 1000);
}

/** Latencies of closed-loop runs, added up over several `runFor` slices. */
export interface Sample {
  latencies: number[];
  seconds: number;
}
export const sample = (): Sample => ({ latencies: [], seconds: 0 });

/** `clients` closed-loop workers calling `op(client)` for `ms`; latencies and time go into `into`. */
export async function runFor(ms: number, clients: number, op: (c: number) => Promise<void>, into: Sample): Promise<void> {
  const start = performance.now();
  const deadline = start + ms;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await op(c);
        into.latencies.push(performance.now() - t0);
      }
    }),
  );
  into.seconds += (performance.now() - start) / 1000;
}

/** `n` workers over `items` (each item once). */
export async function inParallel<T>(items: readonly T[], n: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

/** Runs `fn` and pushes its duration (ms) to `into`. */
export async function timed(into: number[], fn: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  await fn();
  into.push(performance.now() - t0);
}

// ---------------------------------------------------------------------------------------------
// load generator

export interface LoadSpec {
  readonly url: string;
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Concurrent keep-alive connections, each a closed loop (1 = sequential requests). */
  readonly connections: number;
  /** Measured time (seconds) and/or measured requests in total: the run ends at the first reached. */
  readonly seconds?: number;
  readonly requests?: number;
  /** Unmeasured warm-up first, bounded the same way. */
  readonly warmupSeconds?: number;
  readonly warmupRequests?: number;
}

export interface LoadResult extends Stats {
  readonly seconds: number;
  /** Answers with a status outside 200-299. */
  readonly non2xx: number;
  /** Requests that failed without an answer (connection errors). */
  readonly errors: number;
  /** Size of the last answer body (bytes). */
  readonly bytes: number;
  /** First non-2xx answer, for diagnosis. */
  readonly firstFailure?: string;
}

/** One request on a keep-alive agent: status and body size; latency measured by the caller. */
function send(agent: http.Agent, spec: LoadSpec): Promise<{ status: number; bytes: number; text?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(spec.url, { agent, method: spec.method ?? 'GET', headers: spec.headers }, (res) => {
      let bytes = 0;
      const failed = (res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        if (failed && chunks.length < 4) chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ...(failed ? { text: Buffer.concat(chunks).toString('utf8').slice(0, 200) } : {}) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(spec.body);
  });
}

/** Runs a load in this process: `connections` closed loops on one keep-alive agent. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(spec.connections, 1) });
  try {
    const phase = async (seconds: number | undefined, requests: number | undefined, record: boolean) => {
      const latencies: number[] = [];
      let non2xx = 0;
      let errors = 0;
      let bytes = 0;
      let firstFailure: string | undefined;
      let issued = 0;
      const start = performance.now();
      const deadline = seconds !== undefined ? start + seconds * 1000 : Infinity;
      await Promise.all(
        Array.from({ length: spec.connections }, async () => {
          while (performance.now() < deadline && (requests === undefined || issued < requests)) {
            issued++;
            const t0 = performance.now();
            try {
              const r = await send(agent, spec);
              if (record) latencies.push(performance.now() - t0);
              bytes = r.bytes;
              if (r.status < 200 || r.status > 299) {
                non2xx++;
                firstFailure ??= `${r.status} ${r.text ?? ''}`;
              }
            } catch (err) {
              errors++;
              firstFailure ??= String(err);
            }
          }
        }),
      );
      const elapsed = (performance.now() - start) / 1000;
      return { ...stats(latencies, elapsed), seconds: elapsed, non2xx, errors, bytes, ...(firstFailure ? { firstFailure } : {}) };
    };
    if (spec.seconds === undefined && spec.requests === undefined) throw new Error('load: seconds or requests');
    if (spec.warmupSeconds || spec.warmupRequests) await phase(spec.warmupSeconds, spec.warmupRequests, false);
    return await phase(spec.seconds, spec.requests, true);
  } finally {
    agent.destroy();
  }
}

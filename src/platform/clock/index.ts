/** Injectable time source; tests pass a fixed clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (iso: string): Clock & { set(iso: string): void; advance(ms: number): void } => {
  let t = new Date(iso).getTime();
  return {
    now: () => new Date(t),
    set: (s: string) => {
      t = new Date(s).getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
};

/** The system time moved forward by an offset (TEST_CLOCK=1: end-to-end tests walk past deadlines). */
export const movableClock = (): Clock & { advance(ms: number): void; reset(): void } => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
};

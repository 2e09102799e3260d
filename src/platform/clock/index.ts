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

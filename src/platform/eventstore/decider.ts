/** A pure decider: state from events, events (or a named failure) from a command. */
export interface Decider<C, E, S, F> {
  readonly initialState: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): DecideResult<E, F>;
}

export type DecideResult<E, F> = { readonly ok: true; readonly events: readonly E[] } | { readonly ok: false; readonly error: F };

export const accept = <E>(...events: E[]): DecideResult<E, never> => ({ ok: true, events });
export const reject = <F>(error: F): DecideResult<never, F> => ({ ok: false, error });

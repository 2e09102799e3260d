/**
 * Stream ids of an aggregate kind with one id: `<prefix>-<id>`. A module names one per aggregate
 * (`streams.user`, `streams.training`, ...): called with the aggregate's id it builds the stream id,
 * and its `idOf` reads the id back from a stream id of that kind (what projections need), so no
 * slice by a prefix's length is written anywhere else.
 */
export interface StreamName {
  (id: string): string;
  /** The aggregate id of a stream id of this kind (`idOf(streams.user(id)) === id`). */
  readonly idOf: (streamId: string) => string;
  /** Whether a stream id is of this kind. */
  readonly holds: (streamId: string) => boolean;
}

export function streamName(prefix: string): StreamName {
  const head = `${prefix}-`;
  return Object.assign((id: string) => `${head}${id}`, {
    idOf: (streamId: string) => streamId.slice(head.length),
    holds: (streamId: string) => streamId.startsWith(head),
  });
}

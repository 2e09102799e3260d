import { Either, Schema } from 'effect';
import type { NewEvent, RecordedEvent } from './types';

/** One event type: its stable name, current schema version, schema and upcasters from older versions. */
export interface EventDefinition<S extends Schema.Schema.AnyNoContext> {
  readonly version: number;
  readonly schema: S;
  /** upcasters[n] turns data of schema version n into version n + 1. */
  readonly upcasters?: Readonly<Record<number, (data: unknown) => unknown>>;
}

export type EventDefinitions = Record<string, EventDefinition<Schema.Schema.AnyNoContext>>;

/** The union of `{ type, data }` events described by a definitions map. */
export type EventsOf<D extends EventDefinitions> = {
  [K in keyof D & string]: { readonly type: K; readonly data: Schema.Schema.Type<D[K]['schema']> };
}[keyof D & string];

export interface EventCodec<E extends { type: string; data: unknown }> {
  readonly types: readonly E['type'][];
  encode(event: E): NewEvent;
  /** Upcasts to the latest version and decodes; throws on data that does not fit (a broken invariant). */
  decode(recorded: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): E;
  handles(type: string): boolean;
}

export function defineEvents<D extends EventDefinitions>(definitions: D): EventCodec<EventsOf<D>> {
  const types = Object.keys(definitions) as (keyof D & string)[];
  // one decoder per type, made once: projections and command loads decode every event they read
  const decoders = new Map(types.map((t) => [t, Schema.decodeUnknownEither(definitions[t]!.schema)] as const));
  return {
    types,
    handles: (type) => Object.prototype.hasOwnProperty.call(definitions, type),
    encode(event) {
      const def = definitions[event.type];
      if (!def) throw new Error(`Unknown event type ${event.type}`);
      const encoded = Schema.encodeUnknownEither(def.schema)(event.data);
      if (Either.isLeft(encoded)) throw new Error(`Event ${event.type} does not match its schema: ${encoded.left.message}`);
      return { type: event.type, schemaVersion: def.version, data: encoded.right };
    },
    decode(recorded) {
      const def = definitions[recorded.type];
      if (!def) throw new Error(`Unknown event type ${recorded.type}`);
      let data = recorded.data;
      for (let v = recorded.schemaVersion; v < def.version; v++) {
        const up = def.upcasters?.[v];
        if (!up) throw new Error(`No upcaster for ${recorded.type} from version ${v}`);
        data = up(data);
      }
      const decoded = decoders.get(recorded.type)!(data);
      if (Either.isLeft(decoded)) throw new Error(`Stored event ${recorded.type} does not decode: ${decoded.left.message}`);
      return { type: recorded.type, data: decoded.right } as EventsOf<D>;
    },
  };
}

// Allowed: domain -> effect, domain -> platform types other than http/db.
import { Schema } from 'effect';
import type { StoredEvent } from '../../../platform/eventstore/store';

export const ThingCreated = Schema.Struct({ id: Schema.String });
export const decide = (events: StoredEvent[]) => events.length;

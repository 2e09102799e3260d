// Allowed: platform -> platform. Projections are handed in, never imported.
import type { StoredEvent } from '../eventstore/store';

export type Projection = { name: string; apply: (events: StoredEvent[]) => void };
export const runProjections = (projections: Projection[]) => projections.length;

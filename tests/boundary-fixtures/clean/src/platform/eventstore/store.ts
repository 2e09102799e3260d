// Allowed: platform -> platform.
import { openDatabase } from '../db/connection';

export type StoredEvent = { type: string; data: unknown };
export const eventStore = { open: openDatabase };

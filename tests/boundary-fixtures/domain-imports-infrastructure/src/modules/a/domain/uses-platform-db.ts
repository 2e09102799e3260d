// VIOLATION domain-is-pure: src/platform/db in a decider.
import { query } from '../../../platform/db/connection';

export const q = query;

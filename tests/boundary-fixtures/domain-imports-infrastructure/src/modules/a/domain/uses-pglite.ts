// VIOLATION domain-is-pure: PGlite in a decider.
import { PGlite } from '@electric-sql/pglite';

export const db = PGlite;

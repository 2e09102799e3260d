// VIOLATION domain-is-pure: pg in a decider.
import pg from 'pg';

export const pool = pg.Pool;

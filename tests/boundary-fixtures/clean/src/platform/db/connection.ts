// Allowed: the platform may use database drivers and the file system.
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

export const openDatabase = (url: string | undefined, dataDir: string) => {
  if (url) return new pg.Pool({ connectionString: url });
  mkdirSync(dataDir, { recursive: true });
  return new PGlite(dataDir);
};

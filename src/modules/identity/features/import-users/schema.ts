import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const Flag = (field: string) =>
  Schema.Literal('true', 'false').annotations({
    message: msg({ de: `„${field}“ muss true oder false sein.`, en: `"${field}" must be true or false.` }),
  });

/** Query of POST /api/users/import: `dryRun` (default true: a preview changes nothing), `createUnits` (default false). */
export const ImportQuery = Schema.Struct({
  dryRun: Schema.optionalWith(Flag('dryRun'), { default: () => 'true' as const }),
  createUnits: Schema.optionalWith(Flag('createUnits'), { default: () => 'false' as const }),
});

/** Bounds of one import: the file and its rows. */
export const IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  /** Users created per transaction. */
  chunkRows: 250,
} as const;

import { Schema } from 'effect';
import { msg } from '../../../platform/http';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** A string of at most `max` characters. */
export const text = (max: number) => Schema.String.pipe(Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));

/** `?page=` (from 1, default 1). */
export const Page = Schema.optionalWith(
  Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000, { message: msg({ de: 'Die Seite muss eine Zahl ab 1 sein.', en: 'The page must be a number from 1.' }) })),
  { default: () => 1 },
);

/** `?limit=` (1 to MAX_PAGE_SIZE, default DEFAULT_PAGE_SIZE). */
export const Limit = Schema.optionalWith(
  Schema.NumberFromString.pipe(
    Schema.int(),
    Schema.between(1, MAX_PAGE_SIZE, { message: msg({ de: `Das Limit muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`, en: `The limit must be between 1 and ${MAX_PAGE_SIZE}.` }) }),
  ),
  { default: () => DEFAULT_PAGE_SIZE },
);

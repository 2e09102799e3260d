import { Schema } from 'effect';
import { limitParam, msg, pageParam } from '../../../platform/http';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** A string of at most `max` characters. */
export const text = (max: number) => Schema.String.pipe(Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));

/** `?page=` (from 1, default 1). */
export const Page = pageParam();

/** `?limit=` (1 to MAX_PAGE_SIZE, default DEFAULT_PAGE_SIZE). */
export const Limit = limitParam(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, { de: `Das Limit muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`, en: `The limit must be between 1 and ${MAX_PAGE_SIZE}.` });

import { randomInt } from 'node:crypto';
import { UNAMBIGUOUS } from './login-codes';

/** Days a start code works (issue 33, item 3). */
export const START_CODE_VALID_DAYS = 14;
export const START_CODE_LENGTH = 8;

/** 8 characters from the unambiguous alphabet (no I, O, 0, 1): 40 bits, typed once. */
export const generateStartCode = (): string => Array.from({ length: START_CODE_LENGTH }, () => UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)]).join('');

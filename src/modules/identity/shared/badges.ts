import { randomInt } from 'node:crypto';
import { hashToken } from '../passwords';
import { UNAMBIGUOUS } from './login-codes';

/*
 * Badge tokens (issue 33, item 4): what the QR code on a printed badge holds. Read by a camera or
 * typed by a handheld scanner acting as a keyboard ("keyboard wedge"). Such scanners type with the
 * keyboard layout the computer has, and on a German layout a scanner set up for US swaps Y and Z
 * and mangles punctuation; so the token uses only upper-case letters and digits without Y, Z and
 * the look-alikes (I, O, 0, 1): 30 characters, 28 of them are 137 bits. It is random enough to be
 * looked up by its SHA-256 (no slow hash needed: nobody guesses 137 bits), and a badge alone never
 * signs in: the PIN is always asked too.
 */
export const BADGE_ALPHABET = UNAMBIGUOUS.replace(/[YZ]/g, '');
export const BADGE_LENGTH = 28;

export const generateBadgeToken = (): string => Array.from({ length: BADGE_LENGTH }, () => BADGE_ALPHABET[randomInt(BADGE_ALPHABET.length)]).join('');

/** A badge as a scanner or a person typed it: any case, spaces and hyphens ignored. */
export const normalizeBadge = (badge: string): string => badge.replace(/[\s-]/g, '').toUpperCase();

/** What is stored of a badge token and what a sign-in looks up. */
export const badgeHash = (badge: string): string => hashToken(normalizeBadge(badge));

/** A personnel number (Personalnummer, issue 33): 1-20 letters, digits, `-`, `/`, `.`; unique in its company whatever the case. */
export const isPersonnelNumber = (s: string): boolean => /^[\p{L}\p{N}\-/.]{1,20}$/u.test(s);

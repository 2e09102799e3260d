import { PERSONNEL_NUMBER_PATTERN } from '../../../shared/rules';

/** A personnel number (Personalnummer, issue 33): the product's rule (`PERSONNEL_NUMBER_PATTERN`); unique in its company whatever the case. */
export const isPersonnelNumber = (s: string): boolean => PERSONNEL_NUMBER_PATTERN.test(s);

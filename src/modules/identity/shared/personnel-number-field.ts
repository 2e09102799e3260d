import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { isPersonnelNumber } from '../domain/personnel-number';

const InvalidPersonnelNumber = {
  de: 'Die Personalnummer besteht aus 1 bis 20 Buchstaben, Ziffern, „-“, „/“ oder „.“.',
  en: 'The personnel number consists of 1 to 20 letters, digits, "-", "/" or ".".',
};

/** A personnel number (Personalnummer, issue 33): 1-20 letters, digits, `-`, `/`, `.`, surrounding blanks dropped; otherwise a 400 naming the field. */
export const PersonnelNumberField = Schema.Trim.pipe(Schema.filter(isPersonnelNumber, { message: msg(InvalidPersonnelNumber) }));

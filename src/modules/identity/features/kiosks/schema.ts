import { Schema } from 'effect';
import { msg, pageParam } from '../../../../platform/http';
import { KIOSK_NAME_MAX } from '../../domain/kiosk';

const NAME = msg({ de: `Bitte geben Sie einen Namen mit 1 bis ${KIOSK_NAME_MAX} Zeichen ein.`, en: `Please enter a name of 1 to ${KIOSK_NAME_MAX} characters.` });
const CODE = msg({ de: 'Bitte geben Sie den Kopplungscode ein.', en: 'Please enter the pairing code.' });
const UNITS = msg({ de: 'Die Einheiten sind ungültig.', en: 'The units are invalid.' });

/** POST /api/kiosks {name, groupIds?} */
export const RegisterKioskBody = Schema.Struct({
  name: Schema.propertySignature(Schema.Trim.pipe(Schema.minLength(1, { message: NAME }), Schema.maxLength(KIOSK_NAME_MAX, { message: NAME }))).annotations({ missingMessage: NAME }),
  groupIds: Schema.optional(Schema.Array(Schema.String.pipe(Schema.maxLength(100, { message: UNITS }))).pipe(Schema.maxItems(200, { message: UNITS })).annotations({ message: UNITS })),
});

/** GET /api/kiosks?page=&pageSize= */
export const ListKiosksQuery = Schema.Struct({
  page: pageParam(),
  pageSize: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100, { message: msg({ de: 'Die Seitengröße muss zwischen 1 und 100 liegen.', en: 'The page size must be between 1 and 100.' }) })), {
    default: () => 20,
  }),
});

/** POST /api/kiosk/pair {pairingCode} */
export const PairKioskBody = Schema.Struct({
  pairingCode: Schema.propertySignature(Schema.String.pipe(Schema.minLength(1, { message: CODE }), Schema.maxLength(40, { message: CODE }))).annotations({ missingMessage: CODE }),
});

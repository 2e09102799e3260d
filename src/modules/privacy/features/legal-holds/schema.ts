import { Schema } from 'effect';
import { limitParam, msg, pageParam } from '../../../../platform/http';
import { LEGAL_HOLD_REASON_MAX } from '../../../../shared/contracts/privacy';
import { REASON_MESSAGE } from '../../shared/errors';

const REASON = msg(REASON_MESSAGE);

/** POST /api/users/{id}/legal-hold {reason} */
export const PlaceLegalHoldBody = Schema.Struct({
  reason: Schema.propertySignature(Schema.Trim.pipe(Schema.minLength(1, { message: REASON }), Schema.maxLength(LEGAL_HOLD_REASON_MAX, { message: REASON }))).annotations({
    missingMessage: REASON,
  }),
});

/** GET /api/data-protection/legal-holds?page&limit */
export const LegalHoldsQuery = Schema.Struct({
  page: pageParam(),
  limit: limitParam(100, 20, { de: 'Die Seitengröße muss zwischen 1 und 100 liegen.', en: 'The page size must be between 1 and 100.' }),
});

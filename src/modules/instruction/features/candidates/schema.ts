import { Schema } from 'effect';
import { msg, pageParam } from '../../../../platform/http';

const MAX_UNITS = 20;
const trainingMessage = msg({ de: 'Bitte wählen Sie eine Schulung.', en: 'Please choose a training.' });
const unitsMessage = msg({ de: `Bitte wählen Sie 1 bis ${MAX_UNITS} Einheiten.`, en: `Please choose 1 to ${MAX_UNITS} units.` });

/** GET /instruction-sessions/candidates?trainingId=&groupIds=a,b&dueOnly=true&page= */
export const CandidatesQuery = Schema.Struct({
  trainingId: Schema.String.pipe(Schema.minLength(1, { message: trainingMessage }), Schema.maxLength(100)).annotations({ missingMessage: trainingMessage }),
  groupIds: Schema.String.pipe(
    Schema.filter((s) => {
      const ids = s.split(',').filter(Boolean);
      return ids.length >= 1 && ids.length <= MAX_UNITS && ids.every((id) => id.length <= 100);
    }, { message: unitsMessage }),
  ).annotations({ missingMessage: unitsMessage }),
  dueOnly: Schema.optionalWith(Schema.Literal('true', 'false').annotations({ message: msg({ de: '„dueOnly“ ist true oder false.', en: '"dueOnly" is true or false.' }) }), { default: () => 'true' as const }),
  page: pageParam(),
});
export type CandidatesInput = typeof CandidatesQuery.Type;

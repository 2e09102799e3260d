import { Schema } from 'effect';
import { badRequest } from '../../../../platform/http';
import type { Confirmation } from '../../../../shared/contracts/identity';
import { learnerRoute, type LearningDeps } from '../../shared/deps';
import { completeTraining } from './handler';

const enterPassword = { de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' };
const enterPin = { de: 'Bitte geben Sie Ihre PIN ein.', en: 'Please enter your PIN.' };

/** The explicit confirmation with the password, or with the PIN (people who sign in with their personnel number, issue 33). */
const CompleteBody = Schema.Struct({
  password: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  pin: Schema.optional(Schema.String.pipe(Schema.maxLength(40))),
});

/** Exactly one of them, not blank; neither: the password is asked for (as before PINs existed). */
function confirmationOf(body: Schema.Schema.Type<typeof CompleteBody>): Confirmation {
  if (body.pin !== undefined && body.password === undefined) {
    if (body.pin.trim() === '') throw badRequest('validation_error', enterPin, { field: 'pin' });
    return { pin: body.pin.trim() };
  }
  if (!body.password) throw badRequest('validation_error', enterPassword, { field: 'password' });
  return { password: body.password };
}

export const completeTrainingRoute = learnerRoute(
  {
    method: 'POST',
    path: '/api/trainings/:id/complete',
    summary: 'Complete a training, confirmed with the password or the PIN ({password} or {pin}); answers the completion.',
    body: CompleteBody,
    rateLimited: true,
  },
  ({ learner, trainingId }, d: LearningDeps, input, ctx) => completeTraining(d, learner, trainingId, confirmationOf(input.body()), ctx.state.lang),
);

import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const userIdMessage = msg({ de: 'Bitte wählen Sie eine Ansprechperson aus.', en: 'Please choose an instructor.' });

/** Body of PUT /api/trainings/{id}/instructor: the user who answers the learners' questions. */
export const InstructorBody = Schema.Struct({
  userId: Schema.propertySignature(Schema.String.pipe(Schema.minLength(1, { message: userIdMessage }), Schema.maxLength(100, { message: userIdMessage }))).annotations({
    missingMessage: userIdMessage,
  }),
});

import { Schema } from 'effect';
import { text } from '../../../shared/schema';

/** The person to add, by id or by e-mail. */
export const AddMemberBody = Schema.Struct({ userId: Schema.optional(Schema.String), email: Schema.optional(text(254)) });

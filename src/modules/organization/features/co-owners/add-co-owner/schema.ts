import { Schema } from 'effect';

export const AddCoOwnerBody = Schema.Struct({ userId: Schema.String });

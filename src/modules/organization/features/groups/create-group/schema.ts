import { Schema } from 'effect';
import { text } from '../../../shared/schema';

export const CreateGroupBody = Schema.Struct({ name: text(120), description: Schema.optionalWith(text(1000), { default: () => '' }) });

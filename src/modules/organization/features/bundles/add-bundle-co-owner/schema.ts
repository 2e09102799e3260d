import { Schema } from 'effect';

export const AddBundleCoOwnerBody = Schema.Struct({ userId: Schema.String });

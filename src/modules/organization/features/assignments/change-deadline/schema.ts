import { Schema } from 'effect';
import { Weeks } from '../../../shared/schema';

export const ChangeDeadlineBody = Schema.Struct({ weeks: Weeks, groupId: Schema.String });

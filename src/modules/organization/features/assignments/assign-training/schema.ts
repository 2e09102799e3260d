import { Schema } from 'effect';
import { DEFAULT_DEADLINE_WEEKS } from '../../../../../shared/rules';
import { Weeks } from '../../../shared/schema';

export const AssignTrainingBody = Schema.Struct({ trainingId: Schema.String, weeks: Schema.optionalWith(Weeks, { default: () => DEFAULT_DEADLINE_WEEKS }) });

import { Schema } from 'effect';
import { Weeks } from '../../../shared/schema';

/** A bundle and its deadline in weeks (null: none). */
export const AssignBundleBody = Schema.Struct({ bundleId: Schema.String, weeks: Schema.optionalWith(Schema.NullOr(Weeks), { default: () => null }) });

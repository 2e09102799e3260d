import { Schema } from 'effect';
import { OrderIndex } from '../../shared/fields';

/** Body of PATCH /api/trainings/{id}/modules/batch-update: order, active flags and deletions in one go. */
export const BatchUpdateBody = Schema.Struct({
  moduleUpdates: Schema.Array(Schema.Struct({ id: Schema.String, orderIndex: OrderIndex, isActive: Schema.Boolean })).pipe(Schema.maxItems(500)),
  deletedModuleIds: Schema.optionalWith(Schema.Array(Schema.String).pipe(Schema.maxItems(500)), { default: () => [] }),
});
export type BatchUpdate = typeof BatchUpdateBody.Type;

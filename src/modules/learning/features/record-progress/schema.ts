import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const Seconds = Schema.Number.pipe(
  Schema.filter((n) => Number.isFinite(n), { message: msg({ de: 'Zeitangaben müssen Zahlen sein.', en: 'Times must be numbers.' }) }),
);
const Interval = Schema.Tuple(Seconds, Seconds);

/** PATCH /trainings/{id}/progress: a video report, a text module read, or quiz answers. */
export const ProgressBody = Schema.Struct({
  moduleId: Schema.String.annotations({ missingMessage: msg({ de: 'moduleId ist erforderlich.', en: 'moduleId is required.' }) }),
  intervals: Schema.optional(Schema.Array(Interval).pipe(Schema.maxItems(200, { message: msg({ de: 'Zu viele Zeitabschnitte in einer Meldung.', en: 'Too many ranges in one report.' }) }))),
  position: Schema.optional(Seconds),
  watchTime: Schema.optional(Seconds),
  duration: Schema.optional(Schema.NullOr(Seconds)),
  completed: Schema.optional(Schema.Boolean),
  answers: Schema.optional(Schema.Array(Schema.Array(Schema.Number.pipe(Schema.int())).pipe(Schema.maxItems(50))).pipe(Schema.maxItems(200))),
});

import { Schema } from 'effect';
import { msg } from '../../../../platform/http';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const invalid = msg({ de: '„until“ muss ein Datum (JJJJ-MM-TT) oder ein Zeitpunkt nach ISO 8601 sein.', en: '"until" must be a date (YYYY-MM-DD) or an ISO 8601 instant.' });

/** Query of GET /api/notifications/preview: `until`, an ISO date or instant. */
export const PreviewQuery = Schema.Struct({
  until: Schema.String.pipe(
    Schema.pattern(ISO_INSTANT, { message: invalid }),
    Schema.filter((s) => !Number.isNaN(new Date(s).getTime()), { message: invalid }),
  ),
});

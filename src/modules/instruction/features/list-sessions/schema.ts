import { Schema } from 'effect';
import { msg, pageParam } from '../../../../platform/http';

const instant = (m: { de: string; en: string }) => Schema.optional(Schema.String.pipe(Schema.filter((s) => s.length <= 40 && !Number.isNaN(Date.parse(s)), { message: msg(m) })));

/** GET /instruction-sessions?status=&from=&to=&page= */
export const ListQuery = Schema.Struct({
  status: Schema.optionalWith(
    Schema.Literal('planned', 'open', 'closed', 'all').annotations({ message: msg({ de: 'Unbekannter Status. Erlaubt: planned, open, closed, all.', en: 'Unknown status. Allowed: planned, open, closed, all.' }) }),
    { default: () => 'all' as const },
  ),
  from: instant({ de: '„from“ muss ein Datum sein.', en: '"from" must be a date.' }),
  to: instant({ de: '„to“ muss ein Datum sein.', en: '"to" must be a date.' }),
  page: pageParam(),
});

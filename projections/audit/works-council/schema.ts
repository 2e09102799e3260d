import { Schema } from 'effect';
import { limitParam, msg, pageParam } from '../../../src/platform/http';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const validDay = (s: string) => {
  const m = DAY.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 2000;
};

const Day = (field: 'from' | 'to') => {
  const m = msg({
    de: `${field === 'from' ? 'Der Beginn („from“)' : 'Das Ende („to“)'} muss ein Datum im Format JJJJ-MM-TT sein.`,
    en: `${field === 'from' ? 'The start ("from")' : 'The end ("to")'} must be a date as YYYY-MM-DD.`,
  });
  return Schema.propertySignature(Schema.String.pipe(Schema.filter(validDay, { message: m }))).annotations({ missingMessage: m });
};

/** GET /api/reports/works-council?from=YYYY-MM-DD&to=YYYY-MM-DD&page&limit */
export const WorksCouncilQuery = Schema.Struct({
  from: Day('from'),
  to: Day('to'),
  page: pageParam(),
  limit: limitParam(100, 20, { de: 'Die Seitengröße muss zwischen 1 und 100 liegen.', en: 'The page size must be between 1 and 100.' }),
});

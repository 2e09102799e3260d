import { Schema } from 'effect';
import { msg } from '../../../platform/http';

/** A text of at most `max` characters. */
export const text = (max: number) => Schema.String.pipe(Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));

/** Deadline in weeks after the assignment: 1 to 4. */
export const Weeks = Schema.Number.pipe(
  Schema.int(),
  Schema.between(1, 4, { message: msg({ de: 'Die Frist muss zwischen 1 und 4 Wochen liegen.', en: 'The deadline must be between 1 and 4 weeks.' }) }),
);

/** Name and description of a group or bundle, each optional (PATCH). */
export const DetailsPatch = Schema.Struct({ name: Schema.optional(text(120)), description: Schema.optional(text(1000)) });

const Ownership = Schema.optionalWith(Schema.Literal('alle', 'all', 'owner', 'coowner'), { default: () => 'alle' as const });
const Page = Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)), { default: () => 1 });

/** Query of the group and bundle lists. */
export const ListQuery = Schema.Struct({ search: Schema.optionalWith(text(200), { default: () => '' }), ownership: Ownership, page: Page });

/** 'all' is the English spelling of 'alle'. */
export const ownershipFilter = (o: 'alle' | 'all' | 'owner' | 'coowner') => (o === 'all' ? 'alle' : o);

/** Query of the people pickers: a search of at most 100 characters (anything but one string counts as none). */
export const PickerQuery = Schema.Struct({
  search: Schema.optionalWith(Schema.Unknown.pipe(Schema.transform(Schema.String, { strict: true, decode: (q) => (typeof q === 'string' ? q.slice(0, 100) : ''), encode: (s) => s })), {
    default: () => '',
  }),
});

/** Members listed a page at a time unless a page size is asked for (at most 200). */
export const MEMBERS_PAGE_SIZE = 100;

/** Query of a group's members list: search by name or e-mail, page, page size. */
export const MembersQuery = Schema.Struct({
  search: Schema.optionalWith(text(200), { default: () => '' }),
  page: Page,
  limit: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 200)), { default: () => MEMBERS_PAGE_SIZE }),
});
export type MembersQuery = typeof MembersQuery.Type;

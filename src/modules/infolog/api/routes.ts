import Router from '@koa/router';
import { Schema } from 'effect';
import { decode, msg, type AppState } from '../../../platform/http';
import { MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH } from '../domain/message';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type InfologService } from '../application/service';

const text = (max: number) => Schema.String.pipe(Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));
/** Absent or null count as empty: the decider answers 'Titel ist erforderlich' / 'Nachricht ist erforderlich' after the permission check. */
const optionalText = (max: number) => Schema.optionalWith(Schema.NullOr(text(max)), { default: () => null });

const PostBody = Schema.Struct({
  title: optionalText(MAX_TITLE_LENGTH),
  message: optionalText(MAX_MESSAGE_LENGTH),
  videoUrl: optionalText(2048),
});

const Page = Schema.optionalWith(
  Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000, { message: msg({ de: 'Die Seite muss eine Zahl ab 1 sein.', en: 'The page must be a number from 1.' }) })),
  { default: () => 1 },
);
const Limit = Schema.optionalWith(
  Schema.NumberFromString.pipe(
    Schema.int(),
    Schema.between(1, MAX_PAGE_SIZE, { message: msg({ de: `Das Limit muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`, en: `The limit must be between 1 and ${MAX_PAGE_SIZE}.` }) }),
  ),
  { default: () => DEFAULT_PAGE_SIZE },
);
const GroupQuery = Schema.Struct({ page: Page, limit: Limit });
const AllQuery = Schema.Struct({
  page: Page,
  limit: Limit,
  search: Schema.optionalWith(text(200), { default: () => '' }),
  groupId: Schema.optional(text(200)),
  unread: Schema.optionalWith(Schema.Literal('true', 'false'), { default: () => 'false' as const }),
});

/** Infolog (changelog) calls of spec section 7. */
export function infologRoutes(s: InfologService): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  const c = (ctx: { state: AppState }) => s.caller(ctx.state.principal, ctx.state.lang);
  const id = (ctx: { params: Record<string, string | undefined> }) => ctx.params.id ?? '';

  r.get('/user-groups/:id/changelog', async (ctx) => {
    const caller = c(ctx);
    ctx.body = await s.groupChangelog(caller, id(ctx), decode(GroupQuery, ctx.query));
  });
  r.post('/user-groups/:id/changelog', async (ctx) => {
    const caller = c(ctx);
    const b = decode(PostBody, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await s.post(caller, id(ctx), { title: b.title ?? '', message: b.message ?? '', videoUrl: b.videoUrl });
  });
  r.get('/changelog/:id', async (ctx) => {
    ctx.body = await s.entry(c(ctx), id(ctx));
  });
  r.post('/changelog/:id/read', async (ctx) => {
    ctx.body = await s.markRead(c(ctx), id(ctx));
  });
  r.get('/changelog/:id/read-status', async (ctx) => {
    ctx.body = await s.readStatus(c(ctx), id(ctx));
  });
  r.get('/user/changelog-groups', async (ctx) => {
    ctx.body = await s.changelogGroups(c(ctx));
  });
  r.get('/user/all-changelog', async (ctx) => {
    const caller = c(ctx);
    const q = decode(AllQuery, ctx.query);
    ctx.body = await s.allChangelog(caller, { page: q.page, limit: q.limit, search: q.search, groupId: q.groupId, unread: q.unread === 'true' });
  });
  return r;
}

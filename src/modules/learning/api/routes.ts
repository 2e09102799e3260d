import Router from '@koa/router';
import { Schema } from 'effect';
import { badRequest, decode, msg, type AppState } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import { MY_TRAININGS_PAGE_SIZE } from '../../../shared/policy';
import type { LearningService, ProgressReport } from '../application/service';
import { renderEvidence, evidenceFileName } from '../evidence/evidence';

const Seconds = Schema.Number.pipe(
  Schema.filter((n) => Number.isFinite(n), { message: msg({ de: 'Zeitangaben müssen Zahlen sein.', en: 'Times must be numbers.' }) }),
);
const Interval = Schema.Tuple(Seconds, Seconds);
const Page = Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)), { default: () => 1 });
const Limit = (d: number) => Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100)), { default: () => d });

const ProgressBody = Schema.Struct({
  moduleId: Schema.String.annotations({ missingMessage: msg({ de: 'moduleId ist erforderlich.', en: 'moduleId is required.' }) }),
  intervals: Schema.optional(Schema.Array(Interval).pipe(Schema.maxItems(200, { message: msg({ de: 'Zu viele Zeitabschnitte in einer Meldung.', en: 'Too many ranges in one report.' }) }))),
  position: Schema.optional(Seconds),
  watchTime: Schema.optional(Seconds),
  duration: Schema.optional(Schema.NullOr(Seconds)),
  completed: Schema.optional(Schema.Boolean),
  answers: Schema.optional(Schema.Array(Schema.Array(Schema.Number.pipe(Schema.int())).pipe(Schema.maxItems(50))).pipe(Schema.maxItems(200))),
});
const CompleteBody = Schema.Struct({
  password: Schema.String.pipe(Schema.minLength(1, { message: msg({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' }) })).annotations({
    missingMessage: msg({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' }),
  }),
});
const MyTrainingsQuery = Schema.Struct({
  search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(200)), { default: () => '' }),
  status: Schema.optionalWith(Schema.Literal('all', 'open', 'completed', 'assigned'), { default: () => 'all' as const }),
  tags: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(2000)), { default: () => '' }),
  page: Page,
  limit: Limit(MY_TRAININGS_PAGE_SIZE),
});
const PageQuery = Schema.Struct({ page: Page, limit: Limit(20) });

/** Which kind of report a PATCH /progress body is, from its fields and the module's type. */
function toReport(b: typeof ProgressBody.Type, type: 'video' | 'text' | 'quiz' | null): ProgressReport {
  if (b.answers !== undefined || type === 'quiz') {
    if (!b.answers) throw badRequest('quiz_incomplete', { de: 'Bitte beantworten Sie alle Fragen.', en: 'Please answer every question.' });
    return { kind: 'quiz', moduleId: b.moduleId, answers: b.answers.map((a) => [...a]) };
  }
  if (type === 'video' || b.intervals !== undefined || b.position !== undefined) {
    return {
      kind: 'video',
      moduleId: b.moduleId,
      intervals: (b.intervals ?? []).map(([s, e]) => [s, e] as const),
      position: b.position ?? b.watchTime ?? 0,
      duration: b.duration ?? null,
      completed: b.completed === true,
    };
  }
  if (b.completed !== true) throw badRequest('completed_required', { de: 'Nur „completed: true“ schließt ein Textmodul ab.', en: 'Only "completed: true" completes a text module.' });
  return { kind: 'text', moduleId: b.moduleId };
}

/** My Learning, the player's progress and completion, evidence PDFs: spec section 7. */
export function learningRoutes(k: Kernel, s: LearningService): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  const c = (ctx: { state: AppState }) => s.caller(ctx.state.principal);
  const id = (ctx: { params: Record<string, string | undefined> }, key = 'id') => ctx.params[key] ?? '';
  const myQuery = (query: unknown) => {
    const q = decode(MyTrainingsQuery, query);
    return { search: q.search, status: q.status === 'assigned' ? ('open' as const) : q.status, tags: q.tags.split(',').map((t) => t.trim()).filter(Boolean), page: q.page, limit: q.limit };
  };

  r.post('/trainings/:id/start', async (ctx) => {
    ctx.body = await s.start(c(ctx), id(ctx));
  });
  r.get('/trainings/:id/progress', async (ctx) => {
    ctx.body = await s.progress(c(ctx), id(ctx));
  });
  r.patch('/trainings/:id/progress', async (ctx) => {
    const body = decode(ProgressBody, ctx.request.body);
    ctx.body = await s.record(c(ctx), id(ctx), body.moduleId, (type) => toReport(body, type));
  });
  r.post('/trainings/:id/complete', async (ctx) => {
    const body = decode(CompleteBody, ctx.request.body);
    ctx.body = await s.complete(c(ctx), id(ctx), body.password, ctx.state.lang);
  });

  r.get('/user/my-trainings', async (ctx) => {
    const caller = c(ctx);
    ctx.body = await s.assignments(caller, caller.userId, myQuery(ctx.query), ctx.state.lang);
  });
  r.get('/user/completions', async (ctx) => {
    const caller = c(ctx);
    const q = decode(PageQuery, ctx.query);
    ctx.body = await s.completions(caller, caller.userId, q.page, q.limit);
  });
  r.get('/user-assignments/:userId', async (ctx) => {
    const caller = c(ctx);
    await s.assertMayViewLearner(caller, id(ctx, 'userId'));
    ctx.body = await s.assignments(caller, id(ctx, 'userId'), myQuery(ctx.query), ctx.state.lang);
  });
  r.get('/user-completions/:userId', async (ctx) => {
    const caller = c(ctx);
    await s.assertMayViewLearner(caller, id(ctx, 'userId'));
    const q = decode(PageQuery, ctx.query);
    ctx.body = await s.completions(caller, id(ctx, 'userId'), q.page, q.limit);
  });

  r.get('/completions/:id/evidence.pdf', async (ctx) => {
    const row = await s.evidence(c(ctx), id(ctx));
    const lang = ctx.query.lang === 'en' ? 'en' : ctx.query.lang === 'de' ? 'de' : ctx.state.lang;
    const pdf = await k.pdf.render(renderEvidence(row, lang), { footer: `Unterweisung Pro · ${lang === 'de' ? 'Unterweisungsnachweis' : 'Evidence of instruction'} · ${row.completionId}` });
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${evidenceFileName(row, lang)}"`);
    ctx.body = pdf;
  });

  return r;
}

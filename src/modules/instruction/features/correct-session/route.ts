import { Schema } from 'effect';
import { msg, route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { plannerOf, type InstructionDeps } from '../../shared/deps';
import { loadSession, runSession } from '../../shared/session-run';
import { sessionView } from '../../shared/view';

const text = (max: number, missing: { de: string; en: string }) =>
  Schema.String.pipe(Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) })).annotations({ missingMessage: msg(missing) });

/** POST /instruction-sessions/{id}/corrections: what was wrong and what is right, in words. */
export const CorrectionBody = Schema.Struct({
  reason: text(500, { de: 'Bitte geben Sie einen Grund an.', en: 'Please give a reason.' }),
  correction: text(2000, { de: 'Bitte beschreiben Sie die Korrektur.', en: 'Please describe the correction.' }),
});

export const correctSessionRoute = route(
  {
    method: 'POST',
    path: '/api/instruction-sessions/:id/corrections',
    summary: 'Correct a closed session: a new event with reason and correction that the trail and the attendance list show; the record itself stays.',
    body: CorrectionBody,
    status: 201,
    permission: P('instructionSessions', 'sessionConduct'),
  },
  async (ctx, d: InstructionDeps, input) => {
    const c = plannerOf(ctx.state.principal);
    const id = ctx.params.id ?? '';
    const body = input.body({});
    await runSession(d, c, await loadSession(d, c, id), (actor) => ({ type: 'CorrectSession', actor, reason: body.reason, correction: body.correction, now: d.k.clock.now() }));
    return sessionView(d, c, id, ctx.state.lang);
  },
);

import { Schema } from 'effect';
import { msg } from '../../../../platform/http';
import { LEGAL_HOLD_REASON_MAX, type ErasureView } from '../../../../shared/contracts/privacy';
import { eraseRoute } from '../../shared/access';
import type { PrivacyDeps } from '../../shared/deps';
import { REASON_MESSAGE } from '../../shared/errors';
import { pseudonymisedName } from '../../../../shared/erasure-event';
import { pseudonymisePerson } from './handler';

const REASON = msg(REASON_MESSAGE);

/** POST /api/users/{id}/erase {reason} */
export const EraseBody = Schema.Struct({
  reason: Schema.propertySignature(Schema.Trim.pipe(Schema.minLength(1, { message: REASON }), Schema.maxLength(LEGAL_HOLD_REASON_MAX, { message: REASON }))).annotations({
    missingMessage: REASON,
  }),
});

export const eraseUserRoute = eraseRoute(
  {
    method: 'POST',
    path: '/api/users/:id/erase',
    summary:
      'Pseudonymises a person who left, at once (GDPR Art. 17; root, admins): name, e-mail, personnel number, date of birth and free texts go from every read model and from the log (ADR 0033), the evidence stays under the pseudonym. 201; a second request answers the first with 200. 409 for root, a person under legal hold or still active.',
    body: EraseBody,
    status: 201,
  },
  async (c, d: PrivacyDeps, input, ctx) => {
    const out = await pseudonymisePerson(d, { companyId: c.companyId, userId: ctx.params.id ?? '', reason: input.body().reason, requestedBy: c.actor.userId });
    // every read model follows the erasure event before the answer (the body itself is the event's)
    if (out.position) await d.k.commands.awaitReadModels(out.position);
    const e = out.erasure;
    const view: ErasureView = {
      userId: e.subjectId,
      name: pseudonymisedName(e.pseudonym),
      pseudonym: e.pseudonym,
      stage: e.stage,
      reason: e.reason,
      requestedBy: e.requestedBy,
      redactedAt: e.redactedAt,
      redactedEvents: e.redactions.length,
      dateOfBirthKept: !e.dateOfBirthDropped,
    };
    // the first pseudonymisation 201; asked again, the same answer with 200 (nothing changed)
    ctx.body = view;
    ctx.status = out.created ? 201 : 200;
  },
);

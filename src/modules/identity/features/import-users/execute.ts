import { newId, type CommandOutcome, type CommandSpec } from '../../../../platform/eventstore';
import { HttpError } from '../../../../platform/http';
import { format, type Lang } from '../../../../platform/i18n';
import { callerActor } from '../../../../platform/kernel';
import type { UserImportResult, UserImportRow } from '../../../../shared/contracts/identity';
import type { IdentityEvent } from '../../domain/events';
import { userDecider, type UserCommand, type UserError, type UserState } from '../../domain/user';
import { unitsToCreate, type RowPlan, type UnitFact } from '../../domain/user-import';
import type { IdentityDeps } from '../../shared/deps';
import { claimEmail, emailTakenOn } from '../../shared/email-claims';
import { claimPersonnelNumber, personnelNumberTakenOn } from '../../shared/personnel-number-claims';
import { unopened, userStream } from '../../shared/streams';
import type { Caller } from '../../../../shared/contracts/ids';
import { answerRow, importingUser, rowOf, summary } from './answer';
import { IMPORT_NOTES } from './reasons';
import { IMPORT_LIMITS } from './schema';

type Valid = Extract<RowPlan, { outcome: 'created' }>;
type Result = { readonly ok: true; readonly outcome: CommandOutcome<IdentityEvent, UserState> } | { readonly ok: false; readonly error: Error };

const messageOf = (err: Error, lang: Lang) => (err instanceof HttpError ? err.messages[lang] : lang === 'de' ? 'Unerwarteter Fehler.' : 'Unexpected error.');
const codeOf = (err: Error) => (err instanceof HttpError ? err.code : 'internal_error');

/**
 * Imports the valid rows of a plan: creates the new units, then the users (the users page's
 * InviteUser decided by the user decider, with the address claim, in transactions of
 * `chunkRows` rows; rows are independent), then the memberships per unit (organization's
 * AddMember through the units port). Imported users get no password: their invitation mail is
 * queued by the outbox reactor (`importId` on the event) and paced by its dispatcher. The read
 * models are awaited once at the end, not per row.
 */
/** How far an import is: users created (of the valid rows), then units filled. */
export interface ImportProgress {
  readonly phase: 'users' | 'units';
  readonly done: number;
  readonly total: number;
}

export async function executeImport(d: IdentityDeps, c: Caller, plan: readonly RowPlan[], lang: Lang, onProgress: (p: ImportProgress) => void = () => undefined): Promise<UserImportResult> {
  const { k } = d;
  const importer = importingUser(c);
  const importId = newId();
  const answers = new Map<number, UserImportRow>(plan.map((p, i) => [i, answerRow(p, lang)]));

  // 1. units that do not exist yet (a unit that cannot be created fails its rows)
  const created = new Map<string, UnitFact>();
  const unitFailures = new Map<string, Error>();
  for (const name of unitsToCreate(plan)) {
    try {
      created.set(name.toLowerCase(), await d.ports.units.create(importer, name));
    } catch (err) {
      unitFailures.set(name.toLowerCase(), err instanceof Error ? err : new Error(String(err)));
    }
  }

  // 2. users, a chunk per transaction
  const valid: { index: number; plan: Valid; userId: string }[] = [];
  plan.forEach((p, index) => {
    if (p.outcome !== 'created') return;
    const failed = p.newUnits.map((n) => unitFailures.get(n.toLowerCase())).find((e) => e !== undefined);
    if (failed) answers.set(index, { ...rowOf(p), outcome: 'error', reason: messageOf(failed, lang), code: codeOf(failed) });
    else valid.push({ index, plan: p, userId: newId() });
  });
  const actor = callerActor(c);
  const usersCreated: typeof valid = [];
  let last: string | undefined;
  for (let at = 0; at < valid.length; at += IMPORT_LIMITS.chunkRows) {
    const chunk = valid.slice(at, at + IMPORT_LIMITS.chunkRows);
    const specs = chunk.map(({ plan: p, userId }): CommandSpec<UserCommand, IdentityEvent, UserState, UserError> => {
      const u = p.user;
      return {
        ...userStream(userId),
        actor,
        loaded: unopened(userDecider),
        command: {
          type: 'InviteUser',
          userId,
          companyId: c.companyId,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          role: u.role,
          passwordHash: '',
          isActive: true,
          gdprConsent: false,
          accessUntil: null,
          actor: c.actor,
          now: k.clock.now(),
          language: u.language,
          contentLanguage: u.contentLanguage,
          importId,
          personnelNumber: u.personnelNumber,
        },
        alsoAppend: async (_events, _state, metadata) => [
          ...(u.email !== '' ? await claimEmail(k, u.email, userId, metadata) : []),
          ...(u.personnelNumber ? await claimPersonnelNumber(k, c.companyId, u.personnelNumber, userId, metadata) : []),
        ],
        onConflict: (err) => emailTakenOn(u.email || undefined)(err) ?? personnelNumberTakenOn(c.companyId, u.personnelNumber)(err),
      };
    });
    const results: Result[] = await k.commands.runAll(specs);
    results.forEach((r, i) => {
      const item = chunk[i]!;
      if (r.ok) {
        usersCreated.push(item);
        if (r.outcome.position) last = r.outcome.position;
      } else {
        answers.set(item.index, { ...rowOf(item.plan), outcome: 'error', reason: messageOf(r.error, lang), code: codeOf(r.error) });
      }
    });
    onProgress({ phase: 'users', done: Math.min(valid.length, at + chunk.length), total: valid.length });
  }
  // organization looks the new people up in identity's read model: wait for it once
  if (last) await k.commands.awaitReadModels(last, ['identity.users', 'identity.sessions']);

  // 3. memberships, one call per unit
  const members = new Map<string, { unit: UnitFact; users: typeof valid }>();
  for (const item of usersCreated) {
    const units = [...item.plan.units, ...item.plan.newUnits.map((n) => created.get(n.toLowerCase())!)];
    for (const unit of units) {
      const entry = members.get(unit.id) ?? { unit, users: [] };
      entry.users.push(item);
      members.set(unit.id, entry);
    }
  }
  let unitsDone = 0;
  for (const { unit, users } of members.values()) {
    onProgress({ phase: 'units', done: unitsDone++, total: members.size });
    const outcome = await d.ports.units.addMembers(importer, unit.id, users.map((u) => u.userId));
    for (const item of users) {
      const err = outcome.get(item.userId);
      if (!err) continue;
      const params = { unit: unit.name, message: messageOf(err, lang) };
      answers.set(item.index, { ...rowOf(item.plan), outcome: 'created', reason: format(IMPORT_NOTES.unitFailed[lang], params), code: 'unit_failed' });
    }
  }
  for (const item of usersCreated) {
    const current = answers.get(item.index)!;
    if (current.code === 'units_will_be_created') {
      answers.set(item.index, { ...current, reason: format(IMPORT_NOTES.unitsCreated[lang], { units: item.plan.newUnits.join(', ') }), code: 'units_created' });
    }
  }
  return summary(
    plan.map((_p, i) => answers.get(i)!),
    false,
    [...created.values()].map((u) => u.name),
  );
}

import { commandActor } from '../../../../platform/kernel';
import type { IdentityDeps } from '../../shared/deps';
import { changeLoginCode, generateLoginCode } from '../../shared/login-codes';
import { companyStream } from '../../shared/streams';

/** At most this many companies get their code in one start (the rest at the next). */
const BATCH = 1000;

/**
 * Companies registered before login codes existed (issue 33 item 2) get a generated one at start.
 * Two processes starting at once may race for the same company: its stream version lets one win,
 * the other's retry finds the code and adds nothing. Answers how many companies got a code.
 */
export async function assignMissingLoginCodes({ k }: IdentityDeps): Promise<number> {
  const { rows } = await k.db.query<{ id: string }>('SELECT id FROM idn_companies WHERE login_code IS NULL ORDER BY created_at LIMIT $1', [BATCH]);
  let assigned = 0;
  for (const { id } of rows) {
    const loginCode = generateLoginCode();
    try {
      const { events } = await k.commands.run({
        ...companyStream(id),
        actor: commandActor(id, null),
        command: { type: 'AssignLoginCode', loginCode, now: k.clock.now() },
        alsoAppend: (events, _state, metadata) => (events.length > 0 ? changeLoginCode(k, id, null, loginCode, metadata) : []),
        // nobody waits for the answer: the companies read model takes the codes when it catches up
        waitFor: [],
      });
      if (events.length > 0) assigned += 1;
    } catch (err) {
      // the next start tries again; the product works without a code (sign-in by e-mail)
      k.log(`identity: no login code for company ${id}`, err);
    }
  }
  return assigned;
}

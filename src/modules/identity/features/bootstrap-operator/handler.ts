import { uuidV5 } from '../../../../platform/eventstore';
import { generateTemporaryPassword } from '../../passwords';
import { findCredentialsByEmail } from '../../read/queries';
import type { IdentityDeps } from '../../shared/deps';
import { createUser } from '../create-user/handler';

/** Creates the platform operator from configuration on the first start. */
export async function bootstrapOperator(d: IdentityDeps): Promise<void> {
  const { k } = d;
  const email = k.config.masterEmail;
  if (await findCredentialsByEmail(k.db, email)) return;
  const generated = !k.config.masterPassword;
  const password = k.config.masterPassword ?? generateTemporaryPassword();
  const { position } = await createUser(
    d,
    { companyId: null, email, firstName: 'Plattform', lastName: 'Betrieb', role: 'master', password, gdprConsent: true },
    null,
    uuidV5(`bootstrap-master:${email}`),
  );
  await k.projections.waitFor(position);
  k.log(
    generated
      ? `Platform operator created: ${email} / ${password} (set MASTER_PASSWORD to choose it)`
      : `Platform operator created: ${email} (password from MASTER_PASSWORD)`,
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { uuidV5 } from '../../../../platform/eventstore';
import { HttpError } from '../../../../platform/http';
import { generateTemporaryPassword } from '../../passwords';
import { findCredentialsByEmail } from '../../read/users/queries';
import type { IdentityDeps } from '../../shared/deps';
import { createUser } from '../create-user/handler';

/** Creates the platform operator from configuration on the first start. */
export async function bootstrapOperator(d: IdentityDeps): Promise<void> {
  const { k } = d;
  const email = k.config.masterEmail;
  if (await findCredentialsByEmail(k.db, email)) return;
  const generated = !k.config.masterPassword;
  const password = k.config.masterPassword ?? generateTemporaryPassword();
  let position: string | undefined;
  try {
    ({ position } = await createUser(
      d,
      { companyId: null, email, firstName: 'Plattform', lastName: 'Betrieb', role: 'master', password, gdprConsent: true },
      null,
      uuidV5(`bootstrap-master:${email}`),
    ));
  } catch (err) {
    // several processes started at once (API processes and workers, issue 17): another one
    // claimed the operator's address first, and the read model asked above had not shown it yet
    if (err instanceof HttpError && err.code === 'email_taken') return k.log(`Platform operator ${email} exists (created by another process)`);
    throw err;
  }
  if (position) await k.commands.awaitReadModels(position);
  if (!generated) return k.log(`Platform operator created: ${email} (password from MASTER_PASSWORD)`);
  if (!k.config.production) return k.log(`Platform operator created: ${email} / ${password} (set MASTER_PASSWORD to choose it)`);
  // production never prints a password: it is written once, readable by the process owner only
  const file = await writeSecretOnce(path.join(k.config.dataDir, 'master-password.txt'), `${password}\n`);
  k.log(`Platform operator created: ${email}; its generated password is in ${file} (readable by this user only; delete the file after the first sign-in, or set MASTER_PASSWORD)`);
}

/** Creates a file with mode 0600 that must not exist yet (no secret is overwritten or widened). */
async function writeSecretOnce(file: string, content: string): Promise<string> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.promises.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
  } finally {
    await handle.close();
  }
  return file;
}

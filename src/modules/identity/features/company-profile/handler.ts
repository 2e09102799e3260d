import { forbidden, type Principal } from '../../../../platform/http';
import { commandActor } from '../../../../platform/kernel';
import type { UserView } from '../../../../shared/contracts/identity';
import { companyPolicy } from '../../../../shared/policy';
import { IDENTITY_READ_MODELS, type IdentityDeps } from '../../shared/deps';
import { companyStream } from '../../shared/streams';
import { userView } from '../../shared/views';
import type { CompanyProfileInput } from './schema';

/** The company's name and address (root only); answers with the caller's view, company included. */
export async function updateCompanyProfile(d: IdentityDeps, principal: Principal, input: CompanyProfileInput): Promise<UserView> {
  const { k } = d;
  const companyId = principal.tenantId;
  if (!companyPolicy.editProfile(principal.role) || !companyId) {
    throw forbidden({ de: 'Nur der Root-Administrator darf die Firmendaten ändern.', en: 'Only the root administrator may change the company details.' });
  }
  await k.commands.run({
    ...companyStream(companyId),
    actor: commandActor(companyId, principal),
    command: { type: 'UpdateCompanyProfile', name: input.name, address: input.address },
    waitFor: IDENTITY_READ_MODELS,
  });
  return userView(d, principal.userId);
}

import { badRequest, forbidden, type Principal } from '../../../../platform/http';
import { commandActor } from '../../../../platform/kernel';
import type { UserView } from '../../../../shared/contracts/identity';
import { companyPolicy } from '../../../../shared/policy';
import type { CompanyCommand } from '../../domain/company';
import { IDENTITY_READ_MODELS, type IdentityDeps } from '../../shared/deps';
import { changeLoginCode, loginCodeTakenOn } from '../../shared/login-codes';
import { companyStream } from '../../shared/streams';
import { userView } from '../../shared/views';
import { NAME_REQUIRED, type CompanyProfileInput } from './schema';

/** The company's name and address, its login code (root only); answers with the caller's view, company included. */
export async function updateCompanyProfile(d: IdentityDeps, principal: Principal, input: CompanyProfileInput): Promise<UserView> {
  const { k } = d;
  const companyId = principal.tenantId;
  if (!companyPolicy.editProfile(principal.role) || !companyId) {
    throw forbidden({ de: 'Nur der Root-Administrator darf die Firmendaten ändern.', en: 'Only the root administrator may change the company details.' });
  }
  if (input.name === undefined && input.loginCode === undefined) throw badRequest('validation_failed', NAME_REQUIRED, { field: 'name' });
  const loginCode = input.loginCode?.toUpperCase();
  let before: string | null = null;
  await k.commands.run({
    ...companyStream(companyId),
    actor: commandActor(companyId, principal),
    command: (state): CompanyCommand => {
      before = state.status === 'registered' ? state.loginCode : null;
      return {
        type: 'UpdateCompanyProfile',
        ...(input.name !== undefined ? { profile: { name: input.name, address: input.address ?? '' } } : {}),
        ...(loginCode !== undefined ? { loginCode } : {}),
        now: k.clock.now(),
      };
    },
    alsoAppend: (_events, _state, metadata) => (loginCode !== undefined ? changeLoginCode(k, companyId, before, loginCode, metadata) : []),
    onConflict: loginCodeTakenOn(loginCode),
    waitFor: IDENTITY_READ_MODELS,
  });
  return userView(d, principal.userId);
}

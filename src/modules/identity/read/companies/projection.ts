import { tableProjection, type Projection } from '../../../../platform/projections';
import { identityEvents } from '../../domain/events';

/** Companies read model. */
export const companiesProjection: Projection = tableProjection({
  name: 'identity.companies',
  version: 1,
  eventTypes: ['identity.CompanyRegistered', 'identity.CompanyProfileUpdated', 'identity.CompanyLoginCodeSet'],
  tables: ['idn_companies'],
  codec: identityEvents,
  async applyEvent(tx, e, r) {
    switch (e.type) {
      case 'identity.CompanyRegistered':
        await tx.query(
          `INSERT INTO idn_companies (id, name, email, trial_ends_at, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO NOTHING`,
          [e.data.companyId, e.data.name, e.data.email, e.data.trialEndsAt, e.data.registeredAt],
        );
        break;
      case 'identity.CompanyProfileUpdated':
        await tx.query('UPDATE idn_companies SET name = $2, address = $3 WHERE id = $1', [r.tenantId, e.data.name, e.data.address]);
        break;
      case 'identity.CompanyLoginCodeSet':
        await tx.query('UPDATE idn_companies SET login_code = $2 WHERE id = $1', [r.tenantId, e.data.loginCode]);
        break;
      default:
        break;
    }
  },
});

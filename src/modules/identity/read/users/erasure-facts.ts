import type { Queryable } from '../../../../platform/db';
import type { ErasureFacts } from '../../../../shared/contracts/privacy';
import type { Role } from '../../domain/events';

export type { ErasureFacts };

/** The person's row (deleted people too), by primary key. */
export async function erasureFacts(q: Queryable, userId: string): Promise<ErasureFacts | undefined> {
  const { rows } = await q.query<{
    company_id: string | null;
    role: Role;
    is_active: boolean;
    deleted: boolean;
    email: string;
    personnel_number: string | null;
    date_of_birth: string | null;
    created_at: Date | string;
    first_name: string;
    last_name: string;
  }>(
    `SELECT company_id, role, is_active, deleted_at IS NOT NULL AS deleted, email, personnel_number, date_of_birth, created_at, first_name, last_name
       FROM idn_users WHERE id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    companyId: r.company_id,
    role: r.role,
    isActive: r.is_active,
    isDeleted: r.deleted,
    email: r.email,
    personnelNumber: r.personnel_number,
    dateOfBirth: r.date_of_birth,
    createdAt: new Date(r.created_at).toISOString(),
    firstName: r.first_name,
    lastName: r.last_name,
  };
}

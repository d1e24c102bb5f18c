// The staff roles a company staff account holds (table staff_roles, decision 037). Read on every
// staff call, not carried in the token, so a role taken away stops working at once.
import { STAFF_ROLES, type StaffRole } from '@platform/shared/contracts';
import type { Queryable } from '../db/database.ts';

/** What a staff account without the contract's role is told. */
export const STAFF_ROLE_REFUSED = 'Your staff role does not allow this.';

export async function staffRolesOf(db: Queryable, userId: string): Promise<StaffRole[]> {
  const { rows } = await db.query<{ role: StaffRole }>('SELECT role FROM staff_roles WHERE user_id = $1', [userId]);
  // In the order of STAFF_ROLES, so answers and tests read the same every time.
  return STAFF_ROLES.filter((role) => rows.some((row) => row.role === role));
}

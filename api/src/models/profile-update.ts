// Saving the profile editor's changes (PUT /api/users/profile).
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';
import { COMPANY_TYPES, type UserChanges } from './profile';

/**
 * Writes the changes and answers the updated row. With `companyTypesOnly` (milestones
 * sent without a professional type) the stored type must be a company one, checked inside
 * the UPDATE, so a concurrent type change cannot slip through. Undefined when no row matched.
 */
export function updateProfile(
  db: Kysely<Database>,
  userId: string,
  update: { values: UserChanges; now: Date; companyTypesOnly: boolean },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...update.values, updated_at: update.now })
    .where('id', '=', userId)
    .$if(update.companyTypesOnly, (query) => query.where('professional_type', 'in', [...COMPANY_TYPES]))
    .returningAll()
    .executeTakeFirst();
}

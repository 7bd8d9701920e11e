// The name to show for an account, wherever an answer carries one (README, product notes;
// spec part 1 §6): the company name for professional types 1, 2 and 4 (brand, company,
// institution), else the full name, else the username. An account that chose not to
// share its company name (showNameCompany false) is named by its person's name. Written
// once, in SQL, so lists can also be ordered by it.
import { sql, type RawBuilder } from 'kysely';

/** Professional types whose company (or institution) name is the name shown. */
const COMPANY_NAMED_TYPES = [1, 2, 4];

/** A column of the users row `alias`; blank text reads as null. */
const text = (alias: string, column: string) => sql`nullif(trim(${sql.ref(`${alias}.${column}`)}), '')`;

/** The company name of the users row `alias` when it is the name to show, else null. */
export function shownCompanyName(alias: string): RawBuilder<string | null> {
  const types = sql.join(COMPANY_NAMED_TYPES.map((type) => sql.lit(type)));
  return sql<string | null>`case
    when ${sql.ref(`${alias}.professional_type`)} in (${types})
      and ${sql.ref(`${alias}.show_name_company`)} is not false
    then ${text(alias, 'company_name')}
  end`;
}

/** The name to show for the users row `alias`. */
export function displayName(alias: string): RawBuilder<string> {
  return sql<string>`coalesce(${shownCompanyName(alias)}, ${text(alias, 'full_name')}, ${sql.ref(`${alias}.username`)})`;
}

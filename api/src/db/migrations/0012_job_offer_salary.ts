// Issue 24: a job offer's salary range (EU pay transparency, directive 2023/970). Amounts are
// whole units of the currency; either end may be missing ("desde 30.000", "hasta 36.000"), but
// a range has at least one, a currency and a period, and its minimum is not above its maximum.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_offers')
    .addColumn('salary_min', 'integer', (c) => c.check(sql`salary_min between 1 and 10000000`))
    .addColumn('salary_max', 'integer', (c) => c.check(sql`salary_max between 1 and 10000000`))
    .addColumn('salary_currency', 'text', (c) => c.check(sql`salary_currency in ('EUR', 'USD', 'GBP', 'CHF')`))
    .addColumn('salary_period', 'text', (c) => c.check(sql`salary_period in ('year', 'month', 'hour')`))
    .execute();
  await sql`alter table job_offers add constraint job_offers_salary_whole check (
      (salary_min is null and salary_max is null) = (salary_currency is null)
      and (salary_currency is null) = (salary_period is null)
      and (salary_min is null or salary_max is null or salary_min <= salary_max))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_offers').dropConstraint('job_offers_salary_whole').execute();
  await db.schema
    .alterTable('job_offers')
    .dropColumn('salary_min')
    .dropColumn('salary_max')
    .dropColumn('salary_currency')
    .dropColumn('salary_period')
    .execute();
}

// Shared by the educational offer tests and the upload tests: the form an institution
// must fill in to publish an educational offer, and the account that may publish one.
import type { TestApp } from '../src/testing';
import { createAccount } from './helpers';

/** The fields the spec requires, nothing else. */
export const requiredEducationalFields = (overrides: Record<string, string> = {}) => ({
  programName: 'Curso de Patronaje',
  city: 'Málaga',
  country: 'España',
  educationType: 'Curso',
  modality: 'Presencial',
  duration: '1',
  ...overrides,
});

/** A verified institution account (Profesional, type 4), as the operator leaves it. */
export async function createInstitution(test: TestApp, companyName: string) {
  const account = await createAccount(test);
  await test.db
    .updateTable('users')
    .set({ role: 'Profesional', professional_type: 4, is_verificated_profesional: true, company_name: companyName })
    .where('id', '=', account.user._id as string)
    .execute();
  return account;
}

// The demo accounts every seed creates, and their shared password (seed data only).
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_ACCOUNTS = {
  creative: 'creativa@demo.es',
  company: 'empresa@demo.es',
  institution: 'institucion@demo.es',
  unverified: 'pendiente@demo.es',
  newcomer: 'nuevo@demo.es',
  /** The default operator (OPERATOR_EMAILS, config.ts): moderates offers and verifies professionals. */
  operator: 'operador@demo.es',
} as const;

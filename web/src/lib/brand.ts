// The product's own name and public contact facts, shown in the header, footer and
// legal pages. One place, so a rename is one edit.
export const brand = {
  name: 'Moda Talento',
  legalName: 'Moda Talento S.L.',
  taxId: 'B-00000000',
  contactEmail: 'hola@modatalento.es',
  privacyEmail: 'privacidad@modatalento.es',
  postalAddress: 'Calle de la Moda 12, 28004 Madrid, España',
  foundedYear: 2025,
  social: {
    instagram: 'https://www.instagram.com/modatalento',
    linkedin: 'https://www.linkedin.com/company/modatalento',
    tiktok: 'https://www.tiktok.com/@modatalento',
  },
} as const;

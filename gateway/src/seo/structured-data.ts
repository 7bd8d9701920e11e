import type { RestAnswer } from '../rest/answers';

/**
 * schema.org structured data for a page's head (issue 21 point 2), what Google reads to list
 * offers in Google for Jobs and to describe programmes, articles and the site. Addresses are
 * absolute: `absolute` turns the api's paths into them.
 */
export type StructuredData = Record<string, unknown>;
export type Absolute = (pathOrUrl: string) => string;

type JobOffer = RestAnswer<'/api/offers/{offerId}'>['offer'];
type Article = RestAnswer<'/api/blog/{id}'>['data'];
type Programme = RestAnswer<'/api/offers/educational/{offerId}'>['offer'];

const CONTEXT = 'https://schema.org';

/** Our job types as schema.org's employmentType values. */
const EMPLOYMENT_TYPES: Record<JobOffer['jobType'], string> = {
  'Tiempo completo': 'FULL_TIME',
  'Tiempo parcial': 'PART_TIME',
  Prácticas: 'INTERN',
};

/** Programme modalities as schema.org's educationalProgramMode. */
const PROGRAM_MODES: Record<Programme['modality'], string> = {
  Presencial: 'onsite',
  Online: 'online',
  Híbrida: 'blended',
};

const postalAddress = (city: string, country: string) => ({
  '@type': 'PostalAddress',
  addressLocality: city,
  addressCountry: country,
});

/** Google for Jobs' JobPosting: what it asks for, and what we know of the rest. */
export function jobPosting(offer: JobOffer, absolute: Absolute): StructuredData {
  const remote = offer.locationType === 'Remoto';
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: offer.position,
    description: offer.description,
    datePosted: offer.publicationDate ?? offer.createdAt,
    ...(offer.expirationDate ? { validThrough: `${offer.expirationDate}T23:59:59` } : {}),
    employmentType: EMPLOYMENT_TYPES[offer.jobType],
    hiringOrganization: {
      '@type': 'Organization',
      name: offer.companyName ?? offer.publisherName,
      ...(offer.website ? { sameAs: offer.website } : {}),
      ...(offer.companyLogo ? { logo: absolute(offer.companyLogo) } : {}),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(offer.city, offer.country) },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: offer.country } }
      : {}),
    ...(offer.salary ? { baseSalary: baseSalary(offer.salary) } : {}),
    // Applied for here, unless the offer sends applicants elsewhere.
    directApply: !offer.isExternal,
  };
}

/** schema.org's units of a salary's period. */
const SALARY_UNITS: Record<NonNullable<JobOffer['salary']>['period'], string> = {
  year: 'YEAR',
  month: 'MONTH',
  hour: 'HOUR',
};

/** The range as Google for Jobs reads it: a MonetaryAmount with one value or a min and max. */
function baseSalary({ min, max, currency, period }: NonNullable<JobOffer['salary']>): StructuredData {
  const amounts = min !== null && max !== null ? { minValue: min, maxValue: max } : { value: min ?? max };
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', ...amounts, unitText: SALARY_UNITS[period] },
  };
}

export function educationalProgram(programme: Programme, absolute: Absolute): StructuredData {
  const { institution } = programme;
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOccupationalProgram',
    name: programme.programName,
    ...(programme.description ? { description: programme.description } : {}),
    educationalProgramMode: PROGRAM_MODES[programme.modality],
    provider: {
      '@type': 'EducationalOrganization',
      name: institution.name,
      ...(institution.logo ? { logo: absolute(institution.logo) } : {}),
      ...(programme.websiteUrl ? { sameAs: programme.websiteUrl } : {}),
      address: postalAddress(programme.location.city, programme.location.country),
    },
    ...(programme.startDate ? { startDate: programme.startDate } : {}),
    ...(programme.price
      ? { offers: { '@type': 'Offer', price: programme.price.amount, priceCurrency: programme.price.currency } }
      : {}),
  };
}

export function article(data: Article, absolute: Absolute): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: data.title,
    datePublished: data.publishedDate,
    ...(data.image ? { image: absolute(data.image) } : {}),
    author: data.author ? { '@type': 'Person', name: data.author } : { '@type': 'Organization', name: 'Moda Talento' },
    publisher: { '@type': 'Organization', name: 'Moda Talento', logo: absolute('/favicon.svg') },
  };
}

/** The landing page: who we are, and the site with its search. */
export function organizationAndSite(absolute: Absolute): StructuredData[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: 'Moda Talento',
      url: absolute('/'),
      logo: absolute('/favicon.svg'),
    },
    { '@context': CONTEXT, '@type': 'WebSite', name: 'Moda Talento', url: absolute('/'), inLanguage: 'es' },
  ];
}

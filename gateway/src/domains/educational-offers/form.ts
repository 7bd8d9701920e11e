import type {
  DayOfMonth,
  DayOfMonthInput,
  EducationalOfferForm,
  EducationalOfferInput,
  Month,
} from '../../__generated__/resolvers-types';
import type { RestFields } from '../../rest/http';
import { responseTypeFromRest, responseTypeToRest } from '../job-offers';
import {
  categoryFromRest,
  categoryToRest,
  durationUnitFromRest,
  durationUnitToRest,
  educationalStatusFromRest,
  educationTypeFromRest,
  educationTypeToRest,
  modalityToRest,
  monthFromRest,
  monthToRest,
} from './enums';
import type { EducationalOfferContentMapper } from './mappers';
import type { RestEducationalOffer, RestMonth } from './rest';

type Text = string | null | undefined;

const text = (value: Text): string => value ?? '';
const flag = (value: boolean | null | undefined): string => (value ? 'true' : 'false');
const number = (value: number | null | undefined): string => (value == null ? '' : value.toString());
const month = (value: Month | null | undefined): string => (value ? monthToRest(value) : '');
const day = (value: DayOfMonthInput | null | undefined) => ({ date: number(value?.day), month: month(value?.month) });

/**
 * The form as the api reads it (CONTRACT.md § Educational offers, "The form"): texts as given,
 * enums as their Spanish REST values, lists as JSON. Every field is sent, `""` for a null or
 * absent one: the api reads blanks as absent and an edit replaces the whole form, so a field
 * left out is cleared. The header image travels apart (absent on an edit: it stays).
 */
export function educationalOfferFields(input: EducationalOfferInput): RestFields {
  const start = day(input.enrollmentStart);
  const end = day(input.enrollmentEnd);
  const questions = (input.extraQuestions ?? []).map(({ question, responseType }) => ({
    question,
    responseType: responseTypeToRest(responseType),
  }));
  return {
    programName: text(input.programName),
    studyType: text(input.studyType),
    city: text(input.city),
    country: text(input.country),
    educationType: input.educationType ? educationTypeToRest(input.educationType) : '',
    modality: input.modality ? modalityToRest(input.modality) : '',
    category: input.category ? categoryToRest(input.category) : '',
    knowledgeArea: text(input.knowledgeArea),
    duration: number(input.duration),
    durationUnit: input.durationUnit ? durationUnitToRest(input.durationUnit) : '',
    credits: number(input.credits),
    morningSchedule: flag(input.morningSchedule),
    internships: flag(input.internships),
    erasmus: flag(input.erasmus),
    bilingualEducation: flag(input.bilingualEducation),
    enrollmentStartDate: start.date,
    enrollmentStartMonth: start.month,
    enrollmentEndDate: end.date,
    enrollmentEndMonth: end.month,
    schoolYearStartMonth: month(input.schoolYearStartMonth),
    schoolYearEndMonth: month(input.schoolYearEndMonth),
    websiteUrl: text(input.websiteUrl),
    description: text(input.description),
    requirements: JSON.stringify(input.requirements ?? []),
    extraQuestions: JSON.stringify(questions),
  };
}

/**
 * The api's form fields the graph's form does not hold (CONTRACT.md "The form", extensions:
 * syllabus, price, brochure, application link), as the offer has them: an edit replaces the
 * whole form, so they are sent again to stay. The application link the api answers falls back
 * to the website; only one of its own is kept.
 */
export function keptFields(offer: RestEducationalOffer): RestFields {
  const ownLink = offer.applicationLink !== offer.websiteUrl ? offer.applicationLink : null;
  return {
    syllabus: JSON.stringify(offer.syllabusModules),
    price: offer.price ? offer.price.amount.toString() : '',
    currency: offer.price?.currency ?? '',
    brochureUrl: text(offer.brochureUrl),
    applicationLink: text(ownLink),
  };
}

/** A day and month the api keeps as two fields, when both are set. */
function dayOfMonth(date: number | null, name: RestMonth | null): DayOfMonth | null {
  return date !== null && name !== null ? { day: date, month: monthFromRest(name) } : null;
}

/** The enrollment period's ends as the graph reads them. */
export const enrollmentStartOf = (offer: EducationalOfferContentMapper) =>
  dayOfMonth(offer.enrollmentStartDate, offer.enrollmentStartMonth);
export const enrollmentEndOf = (offer: EducationalOfferContentMapper) =>
  dayOfMonth(offer.enrollmentEndDate, offer.enrollmentEndMonth);

/** The duration as the institution entered it. */
export const durationOf = (offer: EducationalOfferContentMapper) => ({
  value: offer.duration.value,
  unit: durationUnitFromRest(offer.durationUnit),
});

/**
 * The form fields the offer object carries (CONTRACT.md "The offer object", extensions), as the
 * graph reads them: of the public version or of an edit waiting for review.
 */
export function educationalOfferForm(offer: EducationalOfferContentMapper): EducationalOfferForm {
  return {
    status: educationalStatusFromRest(offer.status),
    educationType: educationTypeFromRest(offer.educationType),
    category: categoryFromRest(offer.category),
    duration: durationOf(offer),
    credits: offer.credits,
    morningSchedule: offer.morningSchedule,
    internships: offer.internships,
    erasmus: offer.erasmus,
    bilingualEducation: offer.bilingualEducation,
    enrollmentStart: enrollmentStartOf(offer),
    enrollmentEnd: enrollmentEndOf(offer),
    schoolYearStartMonth: offer.schoolYearStartMonth && monthFromRest(offer.schoolYearStartMonth),
    schoolYearEndMonth: offer.schoolYearEndMonth && monthFromRest(offer.schoolYearEndMonth),
    websiteUrl: offer.websiteUrl,
    extraQuestions: offer.extraQuestions.map(({ question, responseType }) => ({
      question,
      responseType: responseTypeFromRest(responseType),
    })),
  };
}

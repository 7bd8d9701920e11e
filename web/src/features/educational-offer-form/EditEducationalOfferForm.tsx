import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { loadedQuestion, MAX_QUESTIONS } from '../../components/extraQuestions';
import type {
  EditEducationalOfferForm_offer$data,
  EditEducationalOfferForm_offer$key,
} from './__generated__/EditEducationalOfferForm_offer.graphql';
import { EducationalOfferForm } from './EducationalOfferForm';
import { MAX_REQUIREMENTS, type EducationalOfferDraft } from './educationalOfferRules';

/**
 * Every field the form shows. Both mutations select it on their payload too, so after a
 * save the store holds the offer as the form sent it.
 */
const fragment = graphql`
  fragment EditEducationalOfferForm_offer on EducationalOfferContent {
    programName
    studyType
    city
    country
    modality
    description
    requirements
    banner {
      url
    }
    form {
      educationType
      category
      duration {
        value
        unit
      }
      credits
      morningSchedule
      internships
      erasmus
      bilingualEducation
      enrollmentStart {
        day
        month
      }
      enrollmentEnd {
        day
        month
      }
      schoolYearStartMonth
      schoolYearEndMonth
      websiteUrl
      extraQuestions {
        question
        responseType
      }
    }
  }
`;

type LoadedOffer = Omit<EditEducationalOfferForm_offer$data, ' $fragmentType'>;
type Form = NonNullable<LoadedOffer['form']>;

/** Every field of the form filled from the offer being edited (its owner reads `form`). */
export function draftFromOffer(offer: LoadedOffer, form: Form): EducationalOfferDraft {
  return {
    programName: offer.programName,
    studyType: offer.studyType ?? '',
    city: offer.city,
    country: offer.country,
    educationType: form.educationType,
    category: form.category,
    modality: offer.modality,
    morningSchedule: form.morningSchedule,
    duration: String(form.duration.value),
    durationUnit: form.duration.unit === 'MONTHS' ? 'MONTHS' : 'YEARS',
    credits: form.credits == null ? '' : String(form.credits),
    internships: form.internships,
    erasmus: form.erasmus,
    bilingualEducation: form.bilingualEducation,
    enrollmentStartDay: form.enrollmentStart ? String(form.enrollmentStart.day) : '',
    enrollmentStartMonth: form.enrollmentStart?.month ?? '',
    enrollmentEndDay: form.enrollmentEnd ? String(form.enrollmentEnd.day) : '',
    enrollmentEndMonth: form.enrollmentEnd?.month ?? '',
    schoolYearStartMonth: form.schoolYearStartMonth ?? '',
    schoolYearEndMonth: form.schoolYearEndMonth ?? '',
    websiteUrl: form.websiteUrl ?? '',
    description: offer.description ?? '',
    requirements: offer.requirements.slice(0, MAX_REQUIREMENTS),
    extraQuestions: form.extraQuestions
      .slice(0, MAX_QUESTIONS)
      .map(({ question, responseType }) => loadedQuestion(question, responseType)),
  };
}

/**
 * The form of the offer `offerId` (its global ID), filled from its latest version: the edit still
 * waiting for review when there is one; `notFound` without its form. `live`: the offer is public.
 */
export function EditEducationalOfferForm({
  offerId,
  offer,
  live,
  notFound,
}: {
  offerId: string;
  offer: EditEducationalOfferForm_offer$key;
  live: boolean;
  notFound: ReactNode;
}) {
  const data = useFragment(fragment, offer);
  const { form } = data;
  if (!form) return notFound;
  return (
    <EducationalOfferForm
      offerId={offerId}
      initial={() => draftFromOffer(data, form)}
      currentImage={data.banner?.url ?? null}
      live={live}
    />
  );
}

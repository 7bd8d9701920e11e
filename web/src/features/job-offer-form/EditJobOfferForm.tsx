import { graphql, useFragment } from 'react-relay';
import type {
  EditJobOfferForm_offer$data,
  EditJobOfferForm_offer$key,
} from './__generated__/EditJobOfferForm_offer.graphql';
import { knownValue as known, loadedQuestion, MAX_QUESTIONS } from '../../components/extraQuestions';
import { JobOfferForm } from './JobOfferForm';
import {
  skillLists,
  type JobTypeValue,
  type LocationTypeValue,
  type OfferDraft,
  type SalaryCurrencyValue,
  type SalaryPeriodValue,
} from './offerRules';

/**
 * Every field the form shows. Both mutations select it on their payload too, so after a
 * save the store holds the offer as the form sent it.
 */
const fragment = graphql`
  fragment EditJobOfferForm_offer on JobOfferContent {
    position
    companyName
    companyLogo
    isUrgent
    jobType
    locationType
    city
    country
    duration
    experienceYears
    salary {
      min
      max
      currency
      period
    }
    experience
    expirationDate
    website
    contactName
    isExternal
    externalLink
    descriptionEmployer
    description
    functions
    offered
    requiredProfile
    hardSkills
    softSkills
    extraQuestions {
      question
      responseType
    }
  }
`;

const JOB_TYPES: readonly JobTypeValue[] = ['FULL_TIME', 'PART_TIME', 'INTERNSHIP'];
const LOCATION_TYPES: readonly LocationTypeValue[] = ['ON_SITE', 'REMOTE', 'HYBRID'];
const SALARY_CURRENCIES: readonly SalaryCurrencyValue[] = ['EUR', 'USD', 'GBP', 'CHF'];
const SALARY_PERIODS: readonly SalaryPeriodValue[] = ['YEAR', 'MONTH', 'HOUR'];

const amountText = (amount: number | null | undefined) => (amount == null ? '' : String(amount));

/**
 * Every field of the form filled from the offer being edited, its hard and soft skills as the
 * company entered them; an offer without salary leaves its ends empty, in euros a year.
 */
export function draftFromOffer(offer: Omit<EditJobOfferForm_offer$data, ' $fragmentType'>): OfferDraft {
  const { salary } = offer;
  return {
    position: offer.position,
    companyName: offer.companyName,
    isUrgent: offer.isUrgent,
    jobType: known(JOB_TYPES, offer.jobType),
    locationType: known(LOCATION_TYPES, offer.locationType),
    city: offer.city,
    country: offer.country,
    duration: offer.duration ?? '',
    experienceYears: offer.experienceYears == null ? '' : String(offer.experienceYears),
    salaryMin: amountText(salary?.min),
    salaryMax: amountText(salary?.max),
    salaryCurrency: known(SALARY_CURRENCIES, salary?.currency ?? 'EUR'),
    salaryPeriod: known(SALARY_PERIODS, salary?.period ?? 'YEAR'),
    experience: offer.experience ?? '',
    expirationDate: offer.expirationDate ?? '',
    website: offer.website ?? '',
    contactName: offer.contactName ?? '',
    isExternal: offer.isExternal,
    externalLink: offer.externalLink ?? '',
    descriptionEmployer: offer.descriptionEmployer ?? '',
    description: offer.description,
    functions: offer.functions ?? '',
    offered: offer.offered ?? '',
    requiredProfile: offer.requiredProfile ?? '',
    ...skillLists(offer.hardSkills, offer.softSkills),
    extraQuestions: offer.extraQuestions
      .slice(0, MAX_QUESTIONS)
      .map(({ question, responseType }) => loadedQuestion(question, responseType)),
  };
}

/**
 * The form of the offer `offerId` (its global ID), filled from its latest version: the edit
 * still waiting for review when there is one. `live`: the offer is public (see JobOfferForm).
 */
export function EditJobOfferForm({
  offerId,
  offer,
  live,
}: {
  offerId: string;
  offer: EditJobOfferForm_offer$key;
  live: boolean;
}) {
  const data = useFragment(fragment, offer);
  return (
    <JobOfferForm
      offerId={offerId}
      initial={() => draftFromOffer(data)}
      currentImage={data.companyLogo ?? null}
      live={live}
    />
  );
}

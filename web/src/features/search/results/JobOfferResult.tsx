import { graphql, useFragment } from 'react-relay';
import { truncate } from '../../../lib/truncate';
import type { JobOfferResult_jobOffer$key } from './__generated__/JobOfferResult_jobOffer.graphql';
import { ResultLayout, ResultThumb } from './ResultLayout';

const fragment = graphql`
  fragment JobOfferResult_jobOffer on JobOffer {
    position
    companyName
    companyLogo
    city
    description
  }
`;

interface JobOfferResultProps {
  jobOffer: JobOfferResult_jobOffer$key;
  /** Where to cut the description; null leaves it out (the dropdown). */
  descriptionLength: number | null;
}

/** A job offer found by the search: logo, position, company and city. */
export function JobOfferResult({ jobOffer, descriptionLength }: JobOfferResultProps) {
  const data = useFragment(fragment, jobOffer);
  return (
    <ResultLayout
      thumb={<ResultThumb src={data.companyLogo} title={data.companyName} />}
      title={data.position}
      meta={`${data.companyName} · ${data.city}`}
      description={descriptionLength === null ? null : truncate(data.description, descriptionLength)}
    />
  );
}

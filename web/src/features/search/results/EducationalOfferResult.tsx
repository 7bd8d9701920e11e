import { graphql, useFragment } from 'react-relay';
import { plainText } from '../../../lib/plainText';
import { truncate } from '../../../lib/truncate';
import type { EducationalOfferResult_educationalOffer$key } from './__generated__/EducationalOfferResult_educationalOffer.graphql';
import { ResultLayout, ResultThumb } from './ResultLayout';

const fragment = graphql`
  fragment EducationalOfferResult_educationalOffer on EducationalOffer {
    programName
    institutionName
    city
    description
    banner {
      url
      srcSet
    }
  }
`;

interface EducationalOfferResultProps {
  educationalOffer: EducationalOfferResult_educationalOffer$key;
  /** Where to cut the description; null leaves it out (the dropdown). */
  descriptionLength: number | null;
}

/** An educational offer found by the search: header image, programme, institution and city. */
export function EducationalOfferResult({ educationalOffer, descriptionLength }: EducationalOfferResultProps) {
  const data = useFragment(fragment, educationalOffer);
  return (
    <ResultLayout
      thumb={<ResultThumb src={data.banner?.url} srcSet={data.banner?.srcSet} title={data.programName} />}
      title={data.programName}
      meta={`${data.institutionName} · ${data.city}`}
      description={
        descriptionLength === null || !data.description
          ? null
          : truncate(plainText(data.description), descriptionLength)
      }
    />
  );
}

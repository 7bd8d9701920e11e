import { graphql, readInlineData } from 'react-relay';
import { durationText } from '../lib/studyDuration';
import { studyModalityLabel } from '../lib/studyModality';
import type { educationalOfferFacts_offer$key } from './__generated__/educationalOfferFacts_offer.graphql';

// What a card of an educational offer says under its name (My Offers, a profile's Ofertas tab).
const fragment = graphql`
  fragment educationalOfferFacts_offer on EducationalOffer @inline {
    city
    modality
    duration {
      value
      unit
    }
  }
`;

/** An educational offer's city, modality and duration, in that order ('' for one this version cannot name). */
export function educationalOfferFacts(offer: educationalOfferFacts_offer$key): string[] {
  const { city, modality, duration } = readInlineData(fragment, offer);
  return [city, studyModalityLabel(modality), durationText({ value: duration.value, unit: duration.unit })];
}

import { graphql } from 'react-relay';

/**
 * createEducationalOffer (multipart when a header image goes): the new offer awaits an
 * operator (PENDING). It selects My Offers' card so the institution's list can show it.
 */
export const createEducationalOfferMutation = graphql`
  mutation useCreateEducationalOfferMutation($input: CreateEducationalOfferInput!) {
    createEducationalOffer(input: $input) {
      offer {
        id
        internalID
        ...EditEducationalOfferForm_offer
        ...EducationalOfferCard_offer
      }
      viewer {
        id
        ...InstitutionOffers_count
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

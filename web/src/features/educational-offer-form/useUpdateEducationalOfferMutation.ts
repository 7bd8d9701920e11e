import { graphql } from 'react-relay';

/**
 * updateEducationalOffer: the offer's record is updated in place with every field of the form and
 * its card. A public offer stays public with its edit in `pendingChanges`; any other goes back to
 * review (PENDING) unless deactivated.
 */
export const updateEducationalOfferMutation = graphql`
  mutation useUpdateEducationalOfferMutation($input: UpdateEducationalOfferInput!) {
    updateEducationalOffer(input: $input) {
      offer {
        id
        internalID
        ...EditEducationalOfferForm_offer
        pendingChanges {
          ...EditEducationalOfferForm_offer
        }
        ...EducationalOfferCard_offer
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

import { graphql } from 'react-relay';

/**
 * updateJobOffer: the offer's record is updated in place with every field of the form and
 * of My Offers' card; the edit sends it back to review (PENDING).
 */
export const updateJobOfferMutation = graphql`
  mutation useUpdateJobOfferMutation($input: UpdateJobOfferInput!) {
    updateJobOffer(input: $input) {
      offer {
        id
        internalID
        status
        jobType
        ...EditJobOfferForm_offer
        ...ManagedOfferCard_offer
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

import { graphql } from 'react-relay';

/** updateJobOffer: the offer's record is updated in place with every field of the form. */
export const updateJobOfferMutation = graphql`
  mutation useUpdateJobOfferMutation($input: UpdateJobOfferInput!) {
    updateJobOffer(input: $input) {
      offer {
        id
        internalID
        status
        ...EditJobOfferForm_offer
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

import { graphql } from 'react-relay';

/** createJobOffer (multipart when a logo goes): the new offer awaits an operator (PENDING). */
export const createJobOfferMutation = graphql`
  mutation useCreateJobOfferMutation($input: CreateJobOfferInput!) {
    createJobOffer(input: $input) {
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

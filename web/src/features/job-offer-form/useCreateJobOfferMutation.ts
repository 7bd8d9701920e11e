import { graphql } from 'react-relay';

/**
 * createJobOffer (multipart when a logo goes): the new offer awaits an operator (PENDING),
 * and comes with what My Offers' card shows, to join 'Pendientes de aprobación' in place.
 */
export const createJobOfferMutation = graphql`
  mutation useCreateJobOfferMutation($input: CreateJobOfferInput!) {
    createJobOffer(input: $input) {
      offer {
        id
        internalID
        status
        jobType
        ...EditJobOfferForm_offer
        ...ManagedOfferCard_offer
      }
      # The counts of My Offers' filters, which the change may move.
      viewer {
        ...CompanyOffers_everyCount
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

import { graphql } from 'react-relay';

/**
 * updateJobOffer: the offer's record is updated in place with every field of the form and
 * of My Offers' card. A public offer stays ACCEPTED with its edit in `pendingChanges`; any
 * other goes back to review (PENDING) unless deactivated.
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
        pendingChanges {
          ...EditJobOfferForm_offer
        }
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

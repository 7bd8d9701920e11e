import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OffersPanelEducationalQuery } from './__generated__/OffersPanelEducationalQuery.graphql';
import type { OffersPanelJobQuery } from './__generated__/OffersPanelJobQuery.graphql';
import { EducationalOffersList } from './EducationalOffersList';
import { JobOffersList } from './JobOffersList';

const jobQuery = graphql`
  query OffersPanelJobQuery($id: ID!) {
    node(id: $id) {
      ...JobOffersList_user @alias
    }
  }
`;

const educationalQuery = graphql`
  query OffersPanelEducationalQuery($id: ID!) {
    node(id: $id) {
      ...EducationalOffersList_user @alias
    }
  }
`;

export interface OffersPanelProps {
  userId: string;
  /** A company's job offers or an institution's educational offers. */
  kind: 'job' | 'educational';
  /** The account's own profile: the empty state links to creating an offer. */
  own: boolean;
  /** Retries after a failure: each new attempt asks the server again. */
  attempt: number;
}

function options(attempt: number) {
  return attempt === 0
    ? ({ fetchPolicy: 'store-or-network' } as const)
    : ({ fetchPolicy: 'network-only', fetchKey: attempt } as const);
}

/** The Ofertas tab, loaded when it is first opened. */
export function OffersPanel({ kind, ...props }: OffersPanelProps) {
  return kind === 'job' ? <JobOffers {...props} /> : <EducationalOffers {...props} />;
}

type ListProps = Omit<OffersPanelProps, 'kind'>;

function JobOffers({ userId, own, attempt }: ListProps) {
  const { node } = useLazyLoadQuery<OffersPanelJobQuery>(jobQuery, { id: userId }, options(attempt));
  const user = node?.JobOffersList_user;
  return user ? <JobOffersList user={user} own={own} /> : null;
}

function EducationalOffers({ userId, own, attempt }: ListProps) {
  const { node } = useLazyLoadQuery<OffersPanelEducationalQuery>(educationalQuery, { id: userId }, options(attempt));
  const user = node?.EducationalOffersList_user;
  return user ? <EducationalOffersList user={user} own={own} /> : null;
}

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

interface OffersPanelProps {
  userId: string;
  /** A company's job offers or an institution's educational offers. */
  kind: 'job' | 'educational';
  /** The account's own profile: the empty state links to creating an offer. */
  own: boolean;
}

/** The Ofertas tab, loaded when it is first opened. */
export function OffersPanel({ userId, kind, own }: OffersPanelProps) {
  return kind === 'job' ? <JobOffers userId={userId} own={own} /> : <EducationalOffers userId={userId} own={own} />;
}

function JobOffers({ userId, own }: { userId: string; own: boolean }) {
  const { node } = useLazyLoadQuery<OffersPanelJobQuery>(jobQuery, { id: userId });
  const user = node?.JobOffersList_user;
  return user ? <JobOffersList user={user} own={own} /> : null;
}

function EducationalOffers({ userId, own }: { userId: string; own: boolean }) {
  const { node } = useLazyLoadQuery<OffersPanelEducationalQuery>(educationalQuery, { id: userId });
  const user = node?.EducationalOffersList_user;
  return user ? <EducationalOffersList user={user} own={own} /> : null;
}

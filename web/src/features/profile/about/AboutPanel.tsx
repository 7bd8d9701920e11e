import { graphql, useFragment } from 'react-relay';
import type { ProfileLayout } from '../profileLayout';
import type { AboutPanel_user$key } from './__generated__/AboutPanel_user.graphql';
import { CompanySections } from './CompanySections';
import { CvSections } from './CvSections';

const fragment = graphql`
  fragment AboutPanel_user on User {
    ...CvSections_user
    ...CompanySections_user
  }
`;

/** The Acerca de tab: the CV for creatives, the company sections for companies and institutions. */
export function AboutPanel({ user, layout }: { user: AboutPanel_user$key; layout: ProfileLayout }) {
  const data = useFragment(fragment, user);
  return layout === 'cv' ? <CvSections user={data} /> : <CompanySections user={data} />;
}

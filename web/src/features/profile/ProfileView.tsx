import { graphql, useFragment } from 'react-relay';
import { usePageTitle } from '../../lib/pageTitle';
import { HiddenNotice } from '../reports/HiddenNotice';
import type { ProfileView_user$key } from './__generated__/ProfileView_user.graphql';
import { AboutPanel } from './about/AboutPanel';
import { OffersTab } from './offers/OffersTab';
import { PortfolioPanel } from './portfolio/PortfolioPanel';
import { profileLayout } from './profileLayout';
import { ProfileSidebar } from './ProfileSidebar';
import { ProfileTabs, type ProfileTab } from './ProfileTabs';
import styles from './ProfileView.module.css';

const fragment = graphql`
  fragment ProfileView_user on User {
    id
    displayName
    professionalType
    isViewer
    moderation {
      ...HiddenNotice_notice
    }
    ...ProfileSidebar_user
    ...PortfolioPanel_user
    ...AboutPanel_user
  }
`;

/**
 * A profile (part 2 §2 'Own profile view' and 'External profile'): the left column with
 * who it is and what can be done, and the tabs Portfolio, Acerca de and, for companies and
 * institutions, Ofertas. The account itself sees its own actions wherever it opens it.
 */
export function ProfileView({ user }: { user: ProfileView_user$key }) {
  const data = useFragment(fragment, user);
  const layout = profileLayout(data.professionalType);
  const heading = usePageTitle(data.isViewer ? 'Mi perfil' : data.displayName);

  const tabs: ProfileTab[] = [
    { id: 'portfolio', label: 'Portfolio', panel: <PortfolioPanel user={data} /> },
    { id: 'about', label: 'Acerca de', panel: <AboutPanel user={data} layout={layout} /> },
  ];
  if (layout !== 'cv') {
    tabs.push({
      id: 'offers',
      label: 'Ofertas',
      panel: <OffersTab userId={data.id} kind={layout === 'company' ? 'job' : 'educational'} own={data.isViewer} />,
    });
  }

  return (
    <div className={styles.profile}>
      {/* The account itself is the only one to receive it (and to see a hidden profile). */}
      {data.isViewer && data.moderation && (
        <div className={styles.hiddenNotice}>
          <HiddenNotice notice={data.moderation} kind="profile" />
        </div>
      )}
      <ProfileSidebar user={data} heading={heading} />
      <div className={styles.content}>
        <ProfileTabs tabs={tabs} label="Secciones del perfil" />
      </div>
    </div>
  );
}

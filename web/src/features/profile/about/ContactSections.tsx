import { graphql, readInlineData, useFragment } from 'react-relay';
import { profileContact } from '../../../lib/profileContact';
import { displayWebsite, socialHandle, socialLinkList } from '../../../lib/socialLinks';
import { SECTION_TITLES } from '../cvText';
import type { ContactSections_hasAny$key } from './__generated__/ContactSections_hasAny.graphql';
import type { ContactSections_social$key } from './__generated__/ContactSections_social.graphql';
import { AboutSection } from './AboutSection';
import styles from './About.module.css';

const fragment = graphql`
  fragment ContactSections_social on SocialLinks {
    ...profileContact_social
  }
`;

const hasAnyFragment = graphql`
  fragment ContactSections_hasAny on SocialLinks @inline {
    ...profileContact_social
  }
`;

/** Whether Contacto or Redes sociales has anything to show (for a tab's empty state). */
export function hasContactOrSocial(social: ContactSections_hasAny$key): boolean {
  const { contactEmail, website, urls } = profileContact(readInlineData(hasAnyFragment, social));
  return [contactEmail, website, ...Object.values(urls)].some(Boolean);
}

interface ContactSectionsProps {
  social: ContactSections_social$key;
  title?: string;
}

/**
 * Contacto (the contact address and website) and Redes sociales: each network links to
 * its full URL and shows the handle, the prefix stripped (part 2 §5).
 */
export function ContactSections({ social, title = SECTION_TITLES.contact }: ContactSectionsProps) {
  const { contactEmail, website, urls } = profileContact(useFragment(fragment, social));
  const networks = socialLinkList(urls);
  return (
    <>
      {(contactEmail || website) && (
        <AboutSection title={title}>
          <dl className={styles.facts}>
            {contactEmail && (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </dd>
              </div>
            )}
            {website && (
              <div>
                <dt>Web</dt>
                <dd>
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {displayWebsite(website)}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </AboutSection>
      )}
      {networks.length > 0 && (
        <AboutSection title={SECTION_TITLES.social}>
          <dl className={styles.facts}>
            {networks.map(({ network, label, url }) => (
              <div key={network}>
                <dt>{label}</dt>
                <dd>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {socialHandle(url)}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </AboutSection>
      )}
    </>
  );
}

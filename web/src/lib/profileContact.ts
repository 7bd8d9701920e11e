import { graphql, readInlineData } from 'react-relay';
import type { SocialUrls } from './socialLinks';
import type { profileContact_social$key } from './__generated__/profileContact_social.graphql';

// A profile's contact address, website and networks (part 2 §5) as the profile, its printed
// CV and the editor read them: one selection, read as plain data (@inline) by each.
const fragment = graphql`
  fragment profileContact_social on SocialLinks @inline {
    contactEmail
    website
    instagram
    linkedin
    behance
    tumblr
    youtube
    pinterest
  }
`;

export interface ProfileContact {
  readonly contactEmail: string | null;
  readonly website: string | null;
  /** Each network's stored URL, null when empty. */
  readonly urls: SocialUrls;
}

export function profileContact(social: profileContact_social$key): ProfileContact {
  const { contactEmail, website, instagram, linkedin, behance, tumblr, youtube, pinterest } = readInlineData(
    fragment,
    social,
  );
  return {
    contactEmail: contactEmail ?? null,
    website: website ?? null,
    urls: { instagram, linkedin, behance, tumblr, youtube, pinterest },
  };
}

import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { TextField } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import {
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  socialHandle,
  socialLinkList,
  type SocialNetwork,
} from '../../../lib/socialLinks';
import { profileContact } from '../../../lib/profileContact';
import { HANDLE_PREFIX } from '../socialNetworks';
import type { SocialSection_user$key } from './__generated__/SocialSection_user.graphql';
import type { SocialSectionMutation } from './__generated__/SocialSectionMutation.graphql';
import styles from './sections.module.css';

const fragment = graphql`
  fragment SocialSection_user on User {
    social {
      ...profileContact_social
    }
  }
`;

const mutation = graphql`
  mutation SocialSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...SocialSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

type Handles = Record<SocialNetwork, string>;

/**
 * Social networks (part 2 §5): the user types the handle; the server stores the network's
 * full URL (LinkedIn under /in/) and an empty box clears it.
 */
export function SocialSection({ user }: { user: SocialSection_user$key }) {
  const social = profileContact(useFragment(fragment, user).social).urls;
  const form = useSectionForm<SocialSectionMutation, Handles>({
    mutation,
    start: () =>
      Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [network, social[network] ? socialHandle(social[network]) : '']),
      ) as Handles,
    toInput: (draft) => ({
      social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, draft[network].trim().replace(/^@/, '')])),
    }),
  });
  const linked = socialLinkList(social);
  const view =
    linked.length === 0 ? (
      <p className={styles.muted}>Aún no has añadido ninguna red social.</p>
    ) : (
      <ul className={styles.links}>
        {linked.map(({ network, label, url }) => (
          <li key={network}>
            {label}:{' '}
            <a className={styles.link} href={url} target="_blank" rel="noreferrer">
              {socialHandle(url)}
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <EditorSection title="Redes sociales" form={form} view={view}>
      {(draft) =>
        SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={SOCIAL_LABELS[network]}
            prefix={HANDLE_PREFIX[network]}
            value={draft[network]}
            placeholder="usuario"
            autoComplete="off"
            onChange={(handle) => form.change((current) => ({ ...current, [network]: handle }))}
          />
        ))
      }
    </EditorSection>
  );
}

import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { TextField } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import { handleOf, NETWORKS, shortPrefix, type NetworkKey } from '../socialNetworks';
import type { SocialSection_user$key } from './__generated__/SocialSection_user.graphql';
import type { SocialSectionMutation } from './__generated__/SocialSectionMutation.graphql';
import styles from './sections.module.css';

const fragment = graphql`
  fragment SocialSection_user on User {
    social {
      instagram
      linkedin
      behance
      tumblr
      youtube
      pinterest
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

type Handles = Record<NetworkKey, string>;

/**
 * Social networks (part 2 §5): the user types the handle; the server stores the network's
 * full URL (LinkedIn under /in/) and an empty box clears it.
 */
export function SocialSection({ user }: { user: SocialSection_user$key }) {
  const { instagram, linkedin, behance, tumblr, youtube, pinterest } = useFragment(fragment, user).social;
  const social: Record<NetworkKey, string | null | undefined> = {
    instagram,
    linkedin,
    behance,
    tumblr,
    youtube,
    pinterest,
  };
  const form = useSectionForm<SocialSectionMutation, Handles>({
    mutation,
    start: () =>
      Object.fromEntries(NETWORKS.map((network) => [network.key, handleOf(network, social[network.key])])) as Handles,
    toInput: (draft) => ({
      social: Object.fromEntries(NETWORKS.map(({ key }) => [key, draft[key].trim().replace(/^@/, '')])),
    }),
  });
  const linked = NETWORKS.filter((network) => social[network.key]);
  const view =
    linked.length === 0 ? (
      <p className={styles.muted}>Aún no has añadido ninguna red social.</p>
    ) : (
      <ul className={styles.links}>
        {linked.map((network) => (
          <li key={network.key}>
            {network.label}:{' '}
            <a className={styles.link} href={social[network.key] ?? undefined} target="_blank" rel="noreferrer">
              {handleOf(network, social[network.key])}
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <EditorSection title="Redes sociales" form={form} view={view}>
      {(draft) =>
        NETWORKS.map((network) => (
          <TextField
            key={network.key}
            label={network.label}
            prefix={shortPrefix(network)}
            value={draft[network.key]}
            placeholder="usuario"
            autoComplete="off"
            onChange={(handle) => form.change((current) => ({ ...current, [network.key]: handle }))}
          />
        ))
      }
    </EditorSection>
  );
}

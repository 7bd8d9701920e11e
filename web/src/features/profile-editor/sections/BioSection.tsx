import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { TextAreaField } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import { LIMITS } from '../limits';
import styles from './sections.module.css';
import type { BioSection_user$key } from './__generated__/BioSection_user.graphql';
import type { BioSectionMutation } from './__generated__/BioSectionMutation.graphql';

const fragment = graphql`
  fragment BioSection_user on User {
    bio
  }
`;

const mutation = graphql`
  mutation BioSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...BioSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

/** The bio: at most 150 characters (part 2 §2). */
export function BioSection({ user }: { user: BioSection_user$key }) {
  const { bio } = useFragment(fragment, user);
  const form = useSectionForm<BioSectionMutation, string>({
    mutation,
    start: () => bio ?? '',
    toInput: (draft) => ({ bio: draft.trim() }),
    validate: (draft) => (draft.length > LIMITS.bio ? `La bio debe tener como máximo ${LIMITS.bio} caracteres.` : null),
  });
  return (
    <EditorSection
      title="Bio"
      form={form}
      view={<p className={styles.preLine}>{bio || 'Cuéntanos en pocas palabras quién eres.'}</p>}
    >
      {(draft) => (
        <TextAreaField
          label="Bio"
          value={draft}
          maxLength={LIMITS.bio}
          onChange={(value) => form.change(() => value)}
        />
      )}
    </EditorSection>
  );
}

import { graphql, useFragment } from 'react-relay';
import { CONTRACTS, lookingForLabels, readLookingFor, WORKPLACES, type LookingFor } from '../../../lib/profileCv';
import { EditorSection } from '../editor/EditorSection';
import { CheckField, TagList } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import type { LookingForSection_user$key } from './__generated__/LookingForSection_user.graphql';
import type { LookingForSectionMutation } from './__generated__/LookingForSectionMutation.graphql';
import styles from './sections.module.css';

const fragment = graphql`
  fragment LookingForSection_user on User {
    ...profileCv_lookingFor
  }
`;

const mutation = graphql`
  mutation LookingForSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...LookingForSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

/** What a creative looks for: kinds of contract and of workplace (part 2 §2). */
export function LookingForSection({ user }: { user: LookingForSection_user$key }) {
  const stored = readLookingFor(useFragment(fragment, user));
  const form = useSectionForm<LookingForSectionMutation, LookingFor>({
    mutation,
    start: () => ({ contract: { ...stored.contract }, workplace: { ...stored.workplace } }),
    toInput: (draft) => draft,
  });
  const chosen = lookingForLabels(stored);
  const view = (
    <>
      <TagList tags={chosen.contract} empty="Ningún tipo de contrato elegido" />
      <TagList tags={chosen.workplace} empty="Ninguna modalidad elegida" />
    </>
  );
  return (
    <EditorSection title="Qué estoy buscando" form={form} view={view}>
      {(draft) => (
        <>
          <fieldset className={styles.checks}>
            <legend>Tipo de contrato</legend>
            {CONTRACTS.map(([key, label]) => (
              <CheckField
                key={key}
                label={label}
                checked={draft.contract[key]}
                onChange={(checked) =>
                  form.change((current) => ({ ...current, contract: { ...current.contract, [key]: checked } }))
                }
              />
            ))}
          </fieldset>
          <fieldset className={styles.checks}>
            <legend>Modalidad</legend>
            {WORKPLACES.map(([key, label]) => (
              <CheckField
                key={key}
                label={label}
                checked={draft.workplace[key]}
                onChange={(checked) =>
                  form.change((current) => ({ ...current, workplace: { ...current.workplace, [key]: checked } }))
                }
              />
            ))}
          </fieldset>
        </>
      )}
    </EditorSection>
  );
}

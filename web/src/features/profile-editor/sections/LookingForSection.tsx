import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { CheckField, TagList } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import type { LookingForSection_user$key } from './__generated__/LookingForSection_user.graphql';
import type { LookingForSectionMutation } from './__generated__/LookingForSectionMutation.graphql';
import styles from './sections.module.css';

const fragment = graphql`
  fragment LookingForSection_user on User {
    contract {
      internship
      fullTime
      partTime
    }
    workplace {
      onSite
      remote
      hybrid
    }
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

const CONTRACTS = [
  ['internship', 'Prácticas'],
  ['fullTime', 'Tiempo completo'],
  ['partTime', 'Tiempo parcial'],
] as const;

const WORKPLACES = [
  ['onSite', 'Presencial'],
  ['remote', 'Remoto'],
  ['hybrid', 'Híbrido'],
] as const;

interface LookingForDraft {
  contract: { internship: boolean; fullTime: boolean; partTime: boolean };
  workplace: { onSite: boolean; remote: boolean; hybrid: boolean };
}

/** What a creative looks for: kinds of contract and of workplace (part 2 §2). */
export function LookingForSection({ user }: { user: LookingForSection_user$key }) {
  const { contract: storedContract, workplace: storedWorkplace } = useFragment(fragment, user);
  const { internship, fullTime, partTime } = storedContract;
  const { onSite, remote, hybrid } = storedWorkplace;
  const contract = { internship, fullTime, partTime };
  const workplace = { onSite, remote, hybrid };
  const form = useSectionForm<LookingForSectionMutation, LookingForDraft>({
    mutation,
    start: () => ({ contract: { ...contract }, workplace: { ...workplace } }),
    toInput: (draft) => draft,
  });
  const chosen = (pairs: typeof CONTRACTS | typeof WORKPLACES, values: Record<string, boolean>) =>
    pairs.filter(([key]) => values[key]).map(([, label]) => label);
  const view = (
    <>
      <TagList tags={chosen(CONTRACTS, contract)} empty="Ningún tipo de contrato elegido" />
      <TagList tags={chosen(WORKPLACES, workplace)} empty="Ninguna modalidad elegida" />
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

import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { TextAreaField } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import { LIMITS } from '../limits';
import styles from './sections.module.css';
import type { SummarySection_user$key } from './__generated__/SummarySection_user.graphql';
import type { SummarySectionMutation } from './__generated__/SummarySectionMutation.graphql';

const fragment = graphql`
  fragment SummarySection_user on User {
    summary
  }
`;

const mutation = graphql`
  mutation SummarySectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...SummarySection_user
      }
      userErrors {
        message
      }
    }
  }
`;

/** The summary: at most 500 characters (part 2 §2). */
export function SummarySection({ user }: { user: SummarySection_user$key }) {
  const { summary } = useFragment(fragment, user);
  const form = useSectionForm<SummarySectionMutation, string>({
    mutation,
    start: () => summary ?? '',
    toInput: (draft) => ({ summary: draft.trim() }),
    validate: (draft) =>
      draft.length > LIMITS.summary ? `El resumen debe tener como máximo ${LIMITS.summary} caracteres.` : null,
  });
  return (
    <EditorSection
      title="Resumen"
      form={form}
      view={<p className={styles.preLine}>{summary || 'Aún no has escrito un resumen.'}</p>}
    >
      {(draft) => (
        <TextAreaField
          label="Resumen"
          value={draft}
          rows={6}
          maxLength={LIMITS.summary}
          onChange={(value) => form.change(() => value)}
        />
      )}
    </EditorSection>
  );
}

import { graphql, useFragment } from 'react-relay';
import { TagInput } from '../../../components/TagInput';
import { EditorSection } from '../editor/EditorSection';
import { TagList, TextField, ViewItem } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import { LIMITS } from '../limits';
import type { TitleSection_user$key } from './__generated__/TitleSection_user.graphql';
import type { TitleSectionMutation } from './__generated__/TitleSectionMutation.graphql';

const fragment = graphql`
  fragment TitleSection_user on User {
    professionalTitle
    professionalTags
  }
`;

const mutation = graphql`
  mutation TitleSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...TitleSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

interface TitleDraft {
  title: string;
  tags: string[];
}

/** The professional title and its tags (at most 3). */
export function TitleSection({ user }: { user: TitleSection_user$key }) {
  const { professionalTitle, professionalTags } = useFragment(fragment, user);
  const form = useSectionForm<TitleSectionMutation, TitleDraft>({
    mutation,
    start: () => ({ title: professionalTitle ?? '', tags: [...professionalTags] }),
    toInput: ({ title, tags }) => ({ professionalTitle: title.trim(), professionalTags: tags }),
  });
  const view = (
    <>
      <ViewItem label="Título">{professionalTitle}</ViewItem>
      <TagList tags={professionalTags} empty="Sin etiquetas" />
    </>
  );
  return (
    <EditorSection title="Título profesional" form={form} view={view}>
      {(draft) => (
        <>
          <TextField
            label="Título profesional"
            value={draft.title}
            maxLength={LIMITS.title}
            placeholder="Diseñadora de moda"
            onChange={(title) => form.change((current) => ({ ...current, title }))}
          />
          <TagInput
            label="Etiquetas del título"
            tags={draft.tags}
            max={LIMITS.titleTags}
            maxLength={LIMITS.tagLength}
            limitNote={`Máximo ${LIMITS.titleTags} etiquetas permitidas`}
            onChange={(tags) => form.change((current) => ({ ...current, tags }))}
          />
        </>
      )}
    </EditorSection>
  );
}

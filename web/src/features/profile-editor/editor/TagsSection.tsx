import type { GraphQLTaggedNode } from 'relay-runtime';
import { TagInput } from '../../../components/TagInput';
import { EditorSection } from './EditorSection';
import { TagList } from './fields';
import { useSectionForm, type ProfileInput, type SectionSaveMutation } from './useSectionForm';

interface TagsSectionProps {
  title: string;
  /** The label of the text box. */
  label: string;
  tags: readonly string[];
  mutation: GraphQLTaggedNode;
  /** The `updateProfile` fields for the list. */
  toInput: (tags: string[]) => ProfileInput;
  max: number;
  maxLength?: number;
  suggestions?: readonly string[];
  limitNote: string;
  empty: string;
}

/** A section that is one list of tags (skills, software, languages, company tags). */
export function TagsSection<M extends SectionSaveMutation>({
  title,
  tags,
  mutation,
  toInput,
  empty,
  ...input
}: TagsSectionProps) {
  const form = useSectionForm<M, string[]>({ mutation, start: () => [...tags], toInput });
  return (
    <EditorSection title={title} form={form} view={<TagList tags={tags} empty={empty} />}>
      {(draft) => <TagInput tags={draft} onChange={(next) => form.change(() => next)} {...input} />}
    </EditorSection>
  );
}

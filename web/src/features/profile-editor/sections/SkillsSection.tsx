import { graphql, useFragment } from 'react-relay';
import { TagsSection } from '../editor/TagsSection';
import { LIMITS } from '../limits';
import { SKILL_SUGGESTIONS } from '../suggestions';
import type { SkillsSection_user$key } from './__generated__/SkillsSection_user.graphql';
import type { SkillsSectionMutation } from './__generated__/SkillsSectionMutation.graphql';

const fragment = graphql`
  fragment SkillsSection_user on User {
    skills
  }
`;

const mutation = graphql`
  mutation SkillsSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...SkillsSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

/** Soft skills: at most 5 of 50 characters, Enter adds, popular suggestions (part 2 §5). */
export function SkillsSection({ user }: { user: SkillsSection_user$key }) {
  const { skills } = useFragment(fragment, user);
  return (
    <TagsSection<SkillsSectionMutation>
      title="Habilidades"
      label="Añade una habilidad"
      tags={skills}
      mutation={mutation}
      toInput={(skills) => ({ skills })}
      max={LIMITS.skills}
      maxLength={LIMITS.tagLength}
      suggestions={SKILL_SUGGESTIONS}
      limitNote={`Máximo ${LIMITS.skills} habilidades permitidas`}
      empty="Aún no has añadido ninguno."
    />
  );
}

import { graphql, useFragment } from 'react-relay';
import { TagsSection } from '../editor/TagsSection';
import { LIMITS } from '../limits';
import { SOFTWARE_SUGGESTIONS } from '../suggestions';
import type { SoftwareSection_user$key } from './__generated__/SoftwareSection_user.graphql';
import type { SoftwareSectionMutation } from './__generated__/SoftwareSectionMutation.graphql';

const fragment = graphql`
  fragment SoftwareSection_user on User {
    software
  }
`;

const mutation = graphql`
  mutation SoftwareSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...SoftwareSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

/** Software: at most 10, with popular suggestions (part 2 §5). */
export function SoftwareSection({ user }: { user: SoftwareSection_user$key }) {
  const { software } = useFragment(fragment, user);
  return (
    <TagsSection<SoftwareSectionMutation>
      title="Software"
      label="Añade un programa"
      tags={software}
      mutation={mutation}
      toInput={(software) => ({ software })}
      max={LIMITS.software}
      maxLength={LIMITS.tagLength}
      suggestions={SOFTWARE_SUGGESTIONS}
      limitNote={`Máximo ${LIMITS.software} programas permitidos`}
      empty="Aún no has añadido ninguno."
    />
  );
}

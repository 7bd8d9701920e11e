import { graphql, useFragment } from 'react-relay';
import { TagsSection } from '../editor/TagsSection';
import { LIMITS } from '../limits';
import { LANGUAGE_SUGGESTIONS } from '../suggestions';
import type { LanguagesSection_user$key } from './__generated__/LanguagesSection_user.graphql';
import type { LanguagesSectionMutation } from './__generated__/LanguagesSectionMutation.graphql';

const fragment = graphql`
  fragment LanguagesSection_user on User {
    languages
  }
`;

const mutation = graphql`
  mutation LanguagesSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...LanguagesSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

/** Languages: at most 5, with the 10 suggestions of part 2 §9. */
export function LanguagesSection({ user }: { user: LanguagesSection_user$key }) {
  const { languages } = useFragment(fragment, user);
  return (
    <TagsSection<LanguagesSectionMutation>
      title="Idiomas"
      label="Añade un idioma"
      tags={languages}
      mutation={mutation}
      toInput={(languages) => ({ languages })}
      max={LIMITS.languages}
      maxLength={LIMITS.tagLength}
      suggestions={LANGUAGE_SUGGESTIONS}
      limitNote={`Máximo ${LIMITS.languages} idiomas permitidos`}
      empty="Aún no has añadido ninguno."
    />
  );
}

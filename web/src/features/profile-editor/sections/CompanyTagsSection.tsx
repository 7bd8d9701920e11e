import { graphql, useFragment } from 'react-relay';
import { TagsSection } from '../editor/TagsSection';
import type { Organisation } from '../layout';
import { LIMITS } from '../limits';
import type { CompanyTagsSection_user$key } from './__generated__/CompanyTagsSection_user.graphql';
import type { CompanyTagsSectionMutation } from './__generated__/CompanyTagsSectionMutation.graphql';

const fragment = graphql`
  fragment CompanyTagsSection_user on User {
    companyTags
  }
`;

const mutation = graphql`
  mutation CompanyTagsSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...CompanyTagsSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

/** A company's or institution's tags: at most 3, no repeats (part 2 §5). */
export function CompanyTagsSection({
  user,
  organisation,
}: {
  user: CompanyTagsSection_user$key;
  organisation: Organisation;
}) {
  const { companyTags } = useFragment(fragment, user);
  return (
    <TagsSection<CompanyTagsSectionMutation>
      title={`Etiquetas de la ${organisation}`}
      label="Añade una etiqueta"
      tags={companyTags}
      mutation={mutation}
      toInput={(companyTags) => ({ companyTags })}
      max={LIMITS.companyTags}
      maxLength={LIMITS.tagLength}
      limitNote={`Máximo ${LIMITS.companyTags} etiquetas permitidas`}
      empty="Aún no has añadido ninguna."
    />
  );
}

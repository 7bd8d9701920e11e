import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { FieldRow, TextField, ViewItem } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import type { Organisation } from '../layout';
import { COUNTRY_SUGGESTIONS } from '../suggestions';
import type { BasicInfoSection_user$key } from './__generated__/BasicInfoSection_user.graphql';
import type { BasicInfoSectionMutation } from './__generated__/BasicInfoSectionMutation.graphql';
import { ProfilePictureEditor } from './ProfilePictureEditor';

const fragment = graphql`
  fragment BasicInfoSection_user on User {
    ...ProfilePictureEditor_user
    username
    fullName
    companyName
    city
    country
  }
`;

const mutation = graphql`
  mutation BasicInfoSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...BasicInfoSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

interface BasicDraft {
  name: string;
  city: string;
  country: string;
}

const NAME_REQUIRED = 'El nombre es obligatorio';

/**
 * Basic information (part 2 §2): the picture, the name (the company's name in the company
 * layout), @username (fixed) and the location.
 */
export function BasicInfoSection({
  user,
  organisation,
}: {
  user: BasicInfoSection_user$key;
  /** Set in the company layout: the name is the organisation's. */
  organisation?: Organisation;
}) {
  const company = organisation !== undefined;
  const data = useFragment(fragment, user);
  const name = (company ? data.companyName : data.fullName) ?? '';
  const nameLabel = company ? `Nombre de la ${organisation}` : 'Nombre completo';
  const form = useSectionForm<BasicInfoSectionMutation, BasicDraft>({
    mutation,
    start: () => ({ name, city: data.city ?? '', country: data.country ?? '' }),
    validate: (draft) => (draft.name.trim() ? null : NAME_REQUIRED),
    toInput: (draft) => ({
      ...(company ? { companyName: draft.name.trim() } : { fullName: draft.name.trim() }),
      city: draft.city.trim(),
      country: draft.country.trim(),
    }),
  });
  const location = [data.city, data.country].filter(Boolean).join(', ');
  const view = (
    <>
      <ViewItem label={nameLabel}>{name}</ViewItem>
      <ViewItem label="Usuario">@{data.username}</ViewItem>
      <ViewItem label="Ubicación">{location}</ViewItem>
    </>
  );
  return (
    <EditorSection title="Información básica" form={form} view={view} extra={<ProfilePictureEditor user={data} />}>
      {(draft) => (
        <>
          <TextField
            label={nameLabel}
            required
            maxLength={100}
            autoComplete={company ? 'organization' : 'name'}
            value={draft.name}
            onChange={(value) => form.change((current) => ({ ...current, name: value }))}
          />
          <ViewItem label="Usuario">@{data.username}</ViewItem>
          <FieldRow>
            <TextField
              label="Ciudad"
              maxLength={100}
              autoComplete="address-level2"
              value={draft.city}
              onChange={(city) => form.change((current) => ({ ...current, city }))}
            />
            <TextField
              label="País"
              maxLength={100}
              autoComplete="country-name"
              list="profile-editor-countries"
              value={draft.country}
              onChange={(country) => form.change((current) => ({ ...current, country }))}
            />
          </FieldRow>
          <datalist id="profile-editor-countries">
            {COUNTRY_SUGGESTIONS.map((country) => (
              <option key={country} value={country} />
            ))}
          </datalist>
        </>
      )}
    </EditorSection>
  );
}

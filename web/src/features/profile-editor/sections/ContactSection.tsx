import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { CheckField, TextField, ViewItem } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import type { Organisation } from '../layout';
import type { ContactSection_user$key } from './__generated__/ContactSection_user.graphql';
import type { ContactSectionMutation } from './__generated__/ContactSectionMutation.graphql';
import styles from './sections.module.css';

const fragment = graphql`
  fragment ContactSection_user on User {
    social {
      contactEmail
    }
    website
    offersInternships
  }
`;

const mutation = graphql`
  mutation ContactSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...ContactSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

interface ContactDraft {
  email: string;
  website: string;
  internships: boolean;
}

/**
 * The contact address (email type) and website (url type) of part 2 §5; a company's contact
 * also says whether it offers internships.
 */
export function ContactSection({
  user,
  organisation,
}: {
  user: ContactSection_user$key;
  /** Set in the company layout: the contact is the organisation's. */
  organisation?: Organisation;
}) {
  const company = organisation !== undefined;
  const { website, offersInternships, social } = useFragment(fragment, user);
  const form = useSectionForm<ContactSectionMutation, ContactDraft>({
    mutation,
    start: () => ({ email: social.contactEmail ?? '', website: website ?? '', internships: offersInternships }),
    toInput: ({ email, website: site, internships }) => ({
      social: { contactEmail: email.trim() },
      website: site.trim(),
      ...(company ? { offersInternships: internships } : {}),
    }),
  });
  const view = (
    <>
      <ViewItem label="Email de contacto">{social.contactEmail}</ViewItem>
      <ViewItem label="Sitio web">
        {website && (
          <a className={styles.link} href={website} target="_blank" rel="noreferrer">
            {website}
          </a>
        )}
      </ViewItem>
      {company && (
        <ViewItem label="Prácticas">{offersInternships ? 'Ofrecemos prácticas' : 'No ofrecemos prácticas'}</ViewItem>
      )}
    </>
  );
  return (
    <EditorSection title={company ? `Contacto de la ${organisation}` : 'Contacto'} form={form} view={view}>
      {(draft) => (
        <>
          <TextField
            label="Email de contacto"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft.email}
            onChange={(email) => form.change((current) => ({ ...current, email }))}
          />
          <TextField
            label="Sitio web"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={draft.website}
            onChange={(site) => form.change((current) => ({ ...current, website: site }))}
          />
          {company && (
            <CheckField
              label="Ofrecemos prácticas"
              checked={draft.internships}
              onChange={(internships) => form.change((current) => ({ ...current, internships }))}
            />
          )}
        </>
      )}
    </EditorSection>
  );
}

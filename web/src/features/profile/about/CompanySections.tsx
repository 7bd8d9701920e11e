import { graphql, useFragment } from 'react-relay';
import { milestoneEntry } from '../cvEntries';
import { SECTION_TITLES } from '../cvText';
import type { CompanySections_user$key } from './__generated__/CompanySections_user.graphql';
import { ChipSection, EmptyAbout, EntrySection, TextSection } from './AboutSection';
import { ContactSections, hasContactOrSocial } from './ContactSections';
import styles from './About.module.css';

const fragment = graphql`
  fragment CompanySections_user on User {
    summary
    milestones {
      ...cvEntries_milestone
    }
    skills
    languages
    companyTags
    social {
      ...ContactSections_social
      ...ContactSections_hasAny
    }
  }
`;

/**
 * A company's or institution's sections, read-only: summary, milestones, skills,
 * languages, company contact, social networks and company tags.
 */
export function CompanySections({ user }: { user: CompanySections_user$key }) {
  const data = useFragment(fragment, user);
  const empty =
    !data.summary &&
    data.milestones.length + data.skills.length + data.languages.length + data.companyTags.length === 0 &&
    !hasContactOrSocial(data.social);
  if (empty) return <EmptyAbout />;

  return (
    <div className={styles.sections}>
      <TextSection title={SECTION_TITLES.summary} text={data.summary} />
      <EntrySection title={SECTION_TITLES.milestones} entries={data.milestones.map(milestoneEntry)} />
      <ChipSection title={SECTION_TITLES.skills} items={data.skills} />
      <ChipSection title={SECTION_TITLES.languages} items={data.languages} />
      <ContactSections social={data.social} title="Contacto de la empresa" />
      <ChipSection title={SECTION_TITLES.companyTags} items={data.companyTags} />
    </div>
  );
}

import { graphql, useFragment } from 'react-relay';
import { SECTION_TITLES } from '../cvText';
import type { CompanySections_user$key } from './__generated__/CompanySections_user.graphql';
import { AboutSection, ChipList, EmptyAbout } from './AboutSection';
import { ContactSections, hasContactOrSocial } from './ContactSections';
import styles from './About.module.css';

const fragment = graphql`
  fragment CompanySections_user on User {
    summary
    milestones {
      date
      name
      entity
      description
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
      {data.summary && (
        <AboutSection title={SECTION_TITLES.summary}>
          <p className={styles.text}>{data.summary}</p>
        </AboutSection>
      )}
      {data.milestones.length > 0 && (
        <AboutSection title={SECTION_TITLES.milestones}>
          <ul className={styles.entries}>
            {data.milestones.map((milestone, index) => (
              <li key={index} className={styles.entry}>
                <h3 className={styles.entryTitle}>{milestone.name}</h3>
                <p className={styles.entryMeta}>{milestone.entity}</p>
                <p className={styles.entryDates}>{milestone.date}</p>
                <p className={styles.text}>{milestone.description}</p>
              </li>
            ))}
          </ul>
        </AboutSection>
      )}
      {data.skills.length > 0 && (
        <AboutSection title={SECTION_TITLES.skills}>
          <ChipList items={data.skills} label={SECTION_TITLES.skills} />
        </AboutSection>
      )}
      {data.languages.length > 0 && (
        <AboutSection title={SECTION_TITLES.languages}>
          <ChipList items={data.languages} label={SECTION_TITLES.languages} />
        </AboutSection>
      )}
      <ContactSections social={data.social} title="Contacto de la empresa" />
      {data.companyTags.length > 0 && (
        <AboutSection title={SECTION_TITLES.companyTags}>
          <ChipList items={data.companyTags} label={SECTION_TITLES.companyTags} />
        </AboutSection>
      )}
    </div>
  );
}

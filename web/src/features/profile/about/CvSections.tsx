import { graphql, useFragment } from 'react-relay';
import { profileFiles } from '../../../lib/profileFiles';
import { cvContent } from '../cvEntries';
import { SECTION_TITLES } from '../cvText';
import type { CvSections_user$key } from './__generated__/CvSections_user.graphql';
import { AboutSection, ChipSection, EmptyAbout, EntrySection, TextSection } from './AboutSection';
import { ContactSections, hasContactOrSocial } from './ContactSections';
import styles from './About.module.css';

const fragment = graphql`
  fragment CvSections_user on User {
    summary
    ...cvEntries_cv
    social {
      ...ContactSections_social
      ...ContactSections_hasAny
    }
    ...profileFiles_user
  }
`;

/**
 * A creative's CV, read-only: summary, education, experience, skills, software, languages,
 * what they look for, contact, social networks and the CV and portfolio PDFs. Empty
 * sections are left out.
 */
export function CvSections({ user }: { user: CvSections_user$key }) {
  const data = useFragment(fragment, user);
  const content = cvContent(data);
  const wants = content.lookingFor;
  const { cv, portfolio } = profileFiles(data);
  const files = [cv ? { ...cv, label: 'CV' } : null, portfolio ? { ...portfolio, label: 'Portfolio' } : null].filter(
    (file) => file !== null,
  );
  const hasLookingFor = wants.contract.length + wants.workplace.length > 0;
  const empty =
    !data.summary &&
    content.education.length + content.experience.length + content.skills.length + content.software.length === 0 &&
    content.languages.length === 0 &&
    !hasLookingFor &&
    files.length === 0 &&
    !hasContactOrSocial(data.social);
  if (empty) return <EmptyAbout />;

  return (
    <div className={styles.sections}>
      <TextSection title={SECTION_TITLES.summary} text={data.summary} />
      <EntrySection title={SECTION_TITLES.education} entries={content.education} />
      <EntrySection title={SECTION_TITLES.experience} entries={content.experience} />
      <ChipSection title={SECTION_TITLES.skills} items={content.skills} />
      <ChipSection title={SECTION_TITLES.software} items={content.software} />
      <ChipSection title={SECTION_TITLES.languages} items={content.languages} />
      {hasLookingFor && (
        <AboutSection title={SECTION_TITLES.lookingFor}>
          <dl className={styles.facts}>
            {wants.contract.length > 0 && (
              <div>
                <dt>Tipo de contrato</dt>
                <dd>{wants.contract.join(', ')}</dd>
              </div>
            )}
            {wants.workplace.length > 0 && (
              <div>
                <dt>Modalidad</dt>
                <dd>{wants.workplace.join(', ')}</dd>
              </div>
            )}
          </dl>
        </AboutSection>
      )}
      <ContactSections social={data.social} />
      {files.length > 0 && (
        <AboutSection title={SECTION_TITLES.files}>
          <ul className={styles.files}>
            {files.map((file) => (
              <li key={file.label}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.label}: {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        </AboutSection>
      )}
    </div>
  );
}

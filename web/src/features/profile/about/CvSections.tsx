import { graphql, useFragment } from 'react-relay';
import { lookingForLabels, period, SECTION_TITLES } from '../cvText';
import type { CvSections_user$key } from './__generated__/CvSections_user.graphql';
import { AboutSection, ChipList, EmptyAbout } from './AboutSection';
import { ContactSections, hasContactOrSocial } from './ContactSections';
import styles from './About.module.css';

const fragment = graphql`
  fragment CvSections_user on User {
    summary
    education {
      institution
      otherInstitution
      formationName
      location
      startMonth
      startYear
      endMonth
      endYear
      currentlyEnrolled
    }
    experience {
      title
      company
      location
      description
      startMonth
      startYear
      endMonth
      endYear
      currentlyWorking
    }
    skills
    software
    languages
    contract {
      internship
      fullTime
      partTime
    }
    workplace {
      onSite
      remote
      hybrid
    }
    social {
      ...ContactSections_social
      ...ContactSections_hasAny
    }
    cv {
      url
      fileName
    }
    portfolio {
      url
      fileName
    }
  }
`;

/**
 * A creative's CV, read-only: summary, education, experience, skills, software, languages,
 * what they look for, contact, social networks and the CV and portfolio PDFs. Empty
 * sections are left out.
 */
export function CvSections({ user }: { user: CvSections_user$key }) {
  const data = useFragment(fragment, user);
  const { internship, fullTime, partTime } = data.contract;
  const { onSite, remote, hybrid } = data.workplace;
  const lookingFor = lookingForLabels({ internship, fullTime, partTime }, { onSite, remote, hybrid });
  const files = [
    data.cv ? { ...data.cv, label: 'CV' } : null,
    data.portfolio ? { ...data.portfolio, label: 'Portfolio' } : null,
  ].filter((file) => file !== null);
  const hasLookingFor = lookingFor.contract.length + lookingFor.workplace.length > 0;
  const empty =
    !data.summary &&
    data.education.length + data.experience.length + data.skills.length + data.software.length === 0 &&
    data.languages.length === 0 &&
    !hasLookingFor &&
    files.length === 0 &&
    !hasContactOrSocial(data.social);
  if (empty) return <EmptyAbout />;

  return (
    <div className={styles.sections}>
      {data.summary && (
        <AboutSection title={SECTION_TITLES.summary}>
          <p className={styles.text}>{data.summary}</p>
        </AboutSection>
      )}
      {data.education.length > 0 && (
        <AboutSection title={SECTION_TITLES.education}>
          <ul className={styles.entries}>
            {data.education.map((entry, index) => (
              <li key={index} className={styles.entry}>
                <h3 className={styles.entryTitle}>{entry.formationName || 'Formación'}</h3>
                <p className={styles.entryMeta}>
                  {[entry.institution || entry.otherInstitution, entry.location].filter(Boolean).join(' · ')}
                </p>
                <p className={styles.entryDates}>
                  {period(
                    { month: entry.startMonth, year: entry.startYear },
                    { month: entry.endMonth, year: entry.endYear },
                    entry.currentlyEnrolled,
                  )}
                </p>
              </li>
            ))}
          </ul>
        </AboutSection>
      )}
      {data.experience.length > 0 && (
        <AboutSection title={SECTION_TITLES.experience}>
          <ul className={styles.entries}>
            {data.experience.map((entry, index) => (
              <li key={index} className={styles.entry}>
                <h3 className={styles.entryTitle}>{entry.title || 'Puesto'}</h3>
                <p className={styles.entryMeta}>{[entry.company, entry.location].filter(Boolean).join(' · ')}</p>
                <p className={styles.entryDates}>
                  {period(
                    { month: entry.startMonth, year: entry.startYear },
                    { month: entry.endMonth, year: entry.endYear },
                    entry.currentlyWorking,
                  )}
                </p>
                {entry.description && <p className={styles.text}>{entry.description}</p>}
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
      {data.software.length > 0 && (
        <AboutSection title={SECTION_TITLES.software}>
          <ChipList items={data.software} label={SECTION_TITLES.software} />
        </AboutSection>
      )}
      {data.languages.length > 0 && (
        <AboutSection title={SECTION_TITLES.languages}>
          <ChipList items={data.languages} label={SECTION_TITLES.languages} />
        </AboutSection>
      )}
      {hasLookingFor && (
        <AboutSection title={SECTION_TITLES.lookingFor}>
          <dl className={styles.facts}>
            {lookingFor.contract.length > 0 && (
              <div>
                <dt>Tipo de contrato</dt>
                <dd>{lookingFor.contract.join(', ')}</dd>
              </div>
            )}
            {lookingFor.workplace.length > 0 && (
              <div>
                <dt>Modalidad</dt>
                <dd>{lookingFor.workplace.join(', ')}</dd>
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

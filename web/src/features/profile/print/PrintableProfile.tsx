import type { ReactNode } from 'react';
import { graphql, readInlineData } from 'react-relay';
import { displayWebsite, socialHandle, socialLinkList } from '../../../lib/socialLinks';
import { lookingForLabels, period, SECTION_TITLES } from '../cvText';
import { profileLayout } from '../profileLayout';
import type {
  PrintableProfile_user$data,
  PrintableProfile_user$key,
} from './__generated__/PrintableProfile_user.graphql';

// Read as plain data (@inline): the print view renders in a frame of its own, outside the
// page's Relay provider.
const fragment = graphql`
  fragment PrintableProfile_user on User @inline {
    username
    displayName
    professionalType
    professionalTitle
    city
    country
    bio
    summary
    website
    social {
      contactEmail
      website
      instagram
      linkedin
      behance
      tumblr
      youtube
      pinterest
    }
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
    milestones {
      date
      name
      entity
      description
    }
    companyTags
  }
`;

export type PrintableProfileData = PrintableProfile_user$data;

export function readPrintableProfile(user: PrintableProfile_user$key): PrintableProfileData {
  return readInlineData(fragment, user);
}

/**
 * The printed profile: a clean CV of one or two pages (name, title, contact, summary,
 * education, experience, skills, software, languages), or for companies and institutions
 * their summary, milestones, skills, languages and tags. Text only, rendered by React, so
 * every user text is escaped.
 */
export function PrintableProfile({ profile }: { profile: PrintableProfileData }) {
  const layout = profileLayout(profile.professionalType);
  return (
    <article className="cv">
      <header className="cv-header">
        <h1>{profile.displayName}</h1>
        {profile.professionalTitle && <p className="cv-title">{profile.professionalTitle}</p>}
        <ContactLine profile={profile} />
      </header>
      {(profile.summary || profile.bio) && (
        <PrintSection title={SECTION_TITLES.summary}>
          <p className="cv-text">{profile.summary || profile.bio}</p>
        </PrintSection>
      )}
      {layout === 'cv' ? <CvBody profile={profile} /> : <CompanyBody profile={profile} />}
    </article>
  );
}

function ContactLine({ profile }: { profile: PrintableProfileData }) {
  const website = profile.social.website || profile.website;
  const { instagram, linkedin, behance, tumblr, youtube, pinterest } = profile.social;
  const networks = socialLinkList({ instagram, linkedin, behance, tumblr, youtube, pinterest }).map(
    ({ label, url }) => `${label}: ${socialHandle(url)}`,
  );
  const parts = [
    [profile.city, profile.country].filter(Boolean).join(', '),
    profile.social.contactEmail,
    website && displayWebsite(website),
    `@${profile.username}`,
    ...networks,
  ].filter(Boolean);
  return (
    <section className="cv-contact" aria-label={SECTION_TITLES.contact}>
      <h2 className="cv-hidden">{SECTION_TITLES.contact}</h2>
      <p>{parts.join(' · ')}</p>
    </section>
  );
}

function PrintSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cv-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function WordList({ title, items }: { title: string; items: readonly string[] }) {
  return items.length === 0 ? null : (
    <PrintSection title={title}>
      <p className="cv-text">{items.join(' · ')}</p>
    </PrintSection>
  );
}

function CvBody({ profile }: { profile: PrintableProfileData }) {
  const { internship, fullTime, partTime } = profile.contract;
  const { onSite, remote, hybrid } = profile.workplace;
  const lookingFor = lookingForLabels({ internship, fullTime, partTime }, { onSite, remote, hybrid });
  const wants = [...lookingFor.contract, ...lookingFor.workplace];
  return (
    <>
      {profile.experience.length > 0 && (
        <PrintSection title={SECTION_TITLES.experience}>
          {profile.experience.map((entry, index) => (
            <div key={index} className="cv-entry">
              <h3>{[entry.title, entry.company].filter(Boolean).join(' · ')}</h3>
              <p className="cv-meta">
                {[
                  period(
                    { month: entry.startMonth, year: entry.startYear },
                    { month: entry.endMonth, year: entry.endYear },
                    entry.currentlyWorking,
                  ),
                  entry.location,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {entry.description && <p className="cv-text">{entry.description}</p>}
            </div>
          ))}
        </PrintSection>
      )}
      {profile.education.length > 0 && (
        <PrintSection title={SECTION_TITLES.education}>
          {profile.education.map((entry, index) => (
            <div key={index} className="cv-entry">
              <h3>{[entry.formationName, entry.institution || entry.otherInstitution].filter(Boolean).join(' · ')}</h3>
              <p className="cv-meta">
                {[
                  period(
                    { month: entry.startMonth, year: entry.startYear },
                    { month: entry.endMonth, year: entry.endYear },
                    entry.currentlyEnrolled,
                  ),
                  entry.location,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          ))}
        </PrintSection>
      )}
      <WordList title={SECTION_TITLES.skills} items={profile.skills} />
      <WordList title={SECTION_TITLES.software} items={profile.software} />
      <WordList title={SECTION_TITLES.languages} items={profile.languages} />
      <WordList title={SECTION_TITLES.lookingFor} items={wants} />
    </>
  );
}

function CompanyBody({ profile }: { profile: PrintableProfileData }) {
  return (
    <>
      {profile.milestones.length > 0 && (
        <PrintSection title={SECTION_TITLES.milestones}>
          {profile.milestones.map((milestone, index) => (
            <div key={index} className="cv-entry">
              <h3>{[milestone.name, milestone.entity].filter(Boolean).join(' · ')}</h3>
              <p className="cv-meta">{milestone.date}</p>
              <p className="cv-text">{milestone.description}</p>
            </div>
          ))}
        </PrintSection>
      )}
      <WordList title={SECTION_TITLES.skills} items={profile.skills} />
      <WordList title={SECTION_TITLES.languages} items={profile.languages} />
      <WordList title={SECTION_TITLES.companyTags} items={profile.companyTags} />
    </>
  );
}

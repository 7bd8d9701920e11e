import type { ReactNode } from 'react';
import { graphql, readInlineData } from 'react-relay';
import { profileContact } from '../../../lib/profileContact';
import { displayWebsite, socialHandle, socialLinkList } from '../../../lib/socialLinks';
import { cvContent, milestoneEntry, type CvContent } from '../cvEntries';
import { SECTION_TITLES, type CvEntry } from '../cvText';
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
      ...profileContact_social
    }
    ...cvEntries_cv
    milestones {
      ...cvEntries_milestone
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
  const cv = cvContent(profile);
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
      {layout === 'cv' ? <CvBody cv={cv} /> : <CompanyBody profile={profile} cv={cv} />}
    </article>
  );
}

function ContactLine({ profile }: { profile: PrintableProfileData }) {
  const contact = profileContact(profile.social);
  const website = contact.website || profile.website;
  const networks = socialLinkList(contact.urls).map(({ label, url }) => `${label}: ${socialHandle(url)}`);
  const parts = [
    [profile.city, profile.country].filter(Boolean).join(', '),
    contact.contactEmail,
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

/** Entries as a CV prints them: 'title · place' on one line, then the dates, then the text. */
function EntryList({ title, entries }: { title: string; entries: readonly CvEntry[] }) {
  return entries.length === 0 ? null : (
    <PrintSection title={title}>
      {entries.map((entry, index) => (
        <div key={index} className="cv-entry">
          <h3>{[entry.title, entry.meta].filter(Boolean).join(' · ')}</h3>
          {entry.dates && <p className="cv-meta">{entry.dates}</p>}
          {entry.text && <p className="cv-text">{entry.text}</p>}
        </div>
      ))}
    </PrintSection>
  );
}

function CvBody({ cv }: { cv: CvContent }) {
  return (
    <>
      <EntryList title={SECTION_TITLES.experience} entries={cv.experience} />
      <EntryList title={SECTION_TITLES.education} entries={cv.education} />
      <WordList title={SECTION_TITLES.skills} items={cv.skills} />
      <WordList title={SECTION_TITLES.software} items={cv.software} />
      <WordList title={SECTION_TITLES.languages} items={cv.languages} />
      <WordList title={SECTION_TITLES.lookingFor} items={[...cv.lookingFor.contract, ...cv.lookingFor.workplace]} />
    </>
  );
}

function CompanyBody({ profile, cv }: { profile: PrintableProfileData; cv: CvContent }) {
  return (
    <>
      <EntryList title={SECTION_TITLES.milestones} entries={profile.milestones.map(milestoneEntry)} />
      <WordList title={SECTION_TITLES.skills} items={cv.skills} />
      <WordList title={SECTION_TITLES.languages} items={cv.languages} />
      <WordList title={SECTION_TITLES.companyTags} items={profile.companyTags} />
    </>
  );
}

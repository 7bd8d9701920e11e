import { graphql, useFragment } from 'react-relay';
import type { ProfileEditor_user$key } from './__generated__/ProfileEditor_user.graphql';
import { organisationOf, usesCompanyLayout } from './layout';
import styles from './ProfileEditor.module.css';
import { BasicInfoSection } from './sections/BasicInfoSection';
import { BioSection } from './sections/BioSection';
import { CompanyTagsSection } from './sections/CompanyTagsSection';
import { ContactSection } from './sections/ContactSection';
import { EducationSection } from './sections/EducationSection';
import { ExperienceSection } from './sections/ExperienceSection';
import { FilesSection } from './sections/FilesSection';
import { LanguagesSection } from './sections/LanguagesSection';
import { LookingForSection } from './sections/LookingForSection';
import { MilestonesSection } from './sections/MilestonesSection';
import { SkillsSection } from './sections/SkillsSection';
import { SocialSection } from './sections/SocialSection';
import { SoftwareSection } from './sections/SoftwareSection';
import { SummarySection } from './sections/SummarySection';
import { TitleSection } from './sections/TitleSection';

const fragment = graphql`
  fragment ProfileEditor_user on User {
    professionalType
    ...BasicInfoSection_user
    ...BioSection_user
    ...TitleSection_user
    ...SummarySection_user
    ...EducationSection_user
    ...ExperienceSection_user
    ...SkillsSection_user
    ...SoftwareSection_user
    ...LookingForSection_user
    ...LanguagesSection_user
    ...ContactSection_user
    ...SocialSection_user
    ...FilesSection_user
    ...MilestonesSection_user
    ...CompanyTagsSection_user
  }
`;

/**
 * The editor's sections in the order of part 2 §2: the CV layout for creatives, the company
 * and institution layout for brands, companies, agencies and institutions.
 */
export function ProfileEditor({ user }: { user: ProfileEditor_user$key }) {
  const data = useFragment(fragment, user);
  if (usesCompanyLayout(data.professionalType)) {
    const organisation = organisationOf(data.professionalType);
    return (
      <div className={styles.sections}>
        <BasicInfoSection user={data} organisation={organisation} />
        <BioSection user={data} />
        <TitleSection user={data} />
        <SummarySection user={data} />
        <MilestonesSection user={data} />
        <SkillsSection user={data} />
        <LanguagesSection user={data} />
        <ContactSection user={data} organisation={organisation} />
        <SocialSection user={data} />
        <CompanyTagsSection user={data} organisation={organisation} />
      </div>
    );
  }
  return (
    <div className={styles.sections}>
      <BasicInfoSection user={data} />
      <BioSection user={data} />
      <TitleSection user={data} />
      <SummarySection user={data} />
      <EducationSection user={data} />
      <ExperienceSection user={data} />
      <SkillsSection user={data} />
      <SoftwareSection user={data} />
      <LookingForSection user={data} />
      <LanguagesSection user={data} />
      <ContactSection user={data} />
      <SocialSection user={data} />
      <FilesSection user={data} />
    </div>
  );
}

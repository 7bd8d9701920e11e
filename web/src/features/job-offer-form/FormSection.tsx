import type { ComponentProps } from 'react';
import { FormSection as SharedFormSection } from '../../components/FormSection';
import { sectionTitle, type SectionId } from './sections';

type FormSectionProps = Omit<ComponentProps<typeof SharedFormSection>, 'id' | 'title'> & { id: SectionId };

/** One section of the job offer form, titled as its sidebar anchor. */
export function FormSection({ id, ...props }: FormSectionProps) {
  return <SharedFormSection id={id} title={sectionTitle(id)} {...props} />;
}

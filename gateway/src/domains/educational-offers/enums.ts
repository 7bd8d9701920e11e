import type { StudyModality } from '../../__generated__/resolvers-types';
import type { RestEducationalOffer } from './rest';

/** The educational offer enums ↔ the REST api's Spanish values (spec part 2 §3). */

const MODALITIES: Record<RestEducationalOffer['modality'], StudyModality> = {
  Presencial: 'ON_SITE',
  Online: 'ONLINE',
  Híbrida: 'HYBRID',
};

export const modalityFromRest = (value: RestEducationalOffer['modality']): StudyModality => MODALITIES[value];

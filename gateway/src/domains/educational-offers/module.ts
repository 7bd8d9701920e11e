import { graphModule, readSdl } from '../../schema/module';
import { EducationalOffer, refetchEducationalOffer } from './EducationalOffer';
import { createEducationalOfferLoaders } from './loaders';

/** Study programmes of educational institutions (the fields search shows; later issues add the rest). */
export const educationalOffersModule = graphModule({
  name: 'educationalOffers',
  typeDefs: readSdl(new URL('./educational-offers.graphql', import.meta.url)),
  resolvers: { EducationalOffer },
  loaders: createEducationalOfferLoaders,
  nodes: { EducationalOffer: refetchEducationalOffer },
});

import { graphModule, readSdl } from '../../schema/module';
import { EducationalOffer, refetchEducationalOffer } from './EducationalOffer';
import { createEducationalOfferLoaders } from './loaders';
import { User } from './User';

/** Study programmes of educational institutions (the fields search shows; later issues add the rest). */
export const educationalOffersModule = graphModule({
  name: 'educationalOffers',
  typeDefs: readSdl(new URL('./educational-offers.graphql', import.meta.url)),
  resolvers: { EducationalOffer, User },
  loaders: createEducationalOfferLoaders,
  nodes: { EducationalOffer: refetchEducationalOffer },
});

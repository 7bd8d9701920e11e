import { graphModule, readSdl } from '../../schema/module';
import { EducationalOffer, refetchEducationalOffer } from './EducationalOffer';
import { Query } from './Query';
import { createEducationalOfferLoaders } from './loaders';
import { User } from './User';

/** Study programmes of educational institutions: search's fields, an institution's list and the public detail. */
export const educationalOffersModule = graphModule({
  name: 'educationalOffers',
  typeDefs: readSdl(new URL('./educational-offers.graphql', import.meta.url)),
  resolvers: { Query, EducationalOffer, User },
  loaders: createEducationalOfferLoaders,
  nodes: { EducationalOffer: refetchEducationalOffer },
});

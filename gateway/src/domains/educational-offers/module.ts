import { graphModule, readSdl } from '../../schema/module';
import {
  EducationalOffer,
  EducationalOfferChanges,
  EducationalOfferContent,
  refetchEducationalOffer,
} from './EducationalOffer';
import { Mutation } from './Mutation';
import { DeleteEducationalOfferPayload, EducationalOfferPayload } from './payloads';
import { Query } from './Query';
import { createEducationalOfferLoaders } from './loaders';
import { User } from './User';

/** Study programmes of educational institutions: search's fields, an institution's lists, the detail and the owner's form and decisions. */
export const educationalOffersModule = graphModule({
  name: 'educationalOffers',
  typeDefs: readSdl(new URL('./educational-offers.graphql', import.meta.url)),
  resolvers: {
    Query,
    Mutation,
    EducationalOffer,
    EducationalOfferChanges,
    EducationalOfferContent,
    EducationalOfferPayload,
    DeleteEducationalOfferPayload,
    User,
  },
  loaders: createEducationalOfferLoaders,
  nodes: { EducationalOffer: refetchEducationalOffer },
});

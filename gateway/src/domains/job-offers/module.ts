import { graphModule, readSdl } from '../../schema/module';
import { createJobOfferLoaders } from './loaders';
import { User } from './User';
import { JobOffer, refetchJobOffer } from './JobOffer';

/** Job and internship offers of companies (the fields search shows; later issues add the rest). */
export const jobOffersModule = graphModule({
  name: 'jobOffers',
  typeDefs: readSdl(new URL('./job-offers.graphql', import.meta.url)),
  resolvers: { JobOffer, User },
  loaders: createJobOfferLoaders,
  nodes: { JobOffer: refetchJobOffer },
});

import { graphModule, readSdl } from '../../schema/module';
import { Application, ApplicationAnswer, refetchApplication } from './Application';
import { createJobOfferLoaders } from './loaders';
import { JobOffer, JobOfferChanges, JobOfferContent, refetchJobOffer } from './JobOffer';
import { Mutation } from './Mutation';
import { DeleteJobOfferPayload, JobOfferPayload } from './payloads';
import { Query } from './Query';
import { User } from './User';

/** Job and internship offers of companies: the board, the detail, My Offers, applying and saving. */
export const jobOffersModule = graphModule({
  name: 'jobOffers',
  typeDefs: readSdl(new URL('./job-offers.graphql', import.meta.url)),
  resolvers: {
    Query,
    Mutation,
    JobOffer,
    JobOfferChanges,
    JobOfferContent,
    Application,
    ApplicationAnswer,
    User,
    JobOfferPayload,
    DeleteJobOfferPayload,
  },
  loaders: createJobOfferLoaders,
  nodes: { JobOffer: refetchJobOffer, Application: refetchApplication },
});

import { graphModule, readSdl } from '../../schema/module';
import { createReportLoaders } from './loaders';
import {
  EducationalOffer,
  JobOffer,
  ModerationNotice,
  ModerationQueue,
  Mutation,
  Post,
  ReportEntry,
  ReportReasonCount,
  ReportedItem,
  User,
} from './resolvers';

/** Reports (issue 24): 'Denunciar', what the author of a hidden item reads, and the operators' 'Denuncias'. */
export const reportsModule = graphModule({
  name: 'reports',
  typeDefs: readSdl(new URL('./reports.graphql', import.meta.url)),
  resolvers: {
    Mutation,
    ModerationQueue,
    ReportedItem,
    ReportReasonCount,
    ReportEntry,
    ModerationNotice,
    Post,
    User,
    JobOffer,
    EducationalOffer,
  },
  loaders: createReportLoaders,
});

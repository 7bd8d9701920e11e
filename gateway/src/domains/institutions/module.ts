import { graphModule, readSdl } from '../../schema/module';
import { Institution } from './Institution';
import { createInstitutionLoaders } from './loaders';
import { Mutation } from './Mutation';
import { Query } from './Query';

/** The institutions directory ('Estudiar moda', issue 12). */
export const institutionsModule = graphModule({
  name: 'institutions',
  typeDefs: readSdl(new URL('./institutions.graphql', import.meta.url)),
  resolvers: { Query, Mutation, Institution },
  loaders: createInstitutionLoaders,
});

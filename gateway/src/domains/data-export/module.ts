import { graphModule, readSdl } from '../../schema/module';
import { DataExport, Mutation, Query } from './resolvers';

/** 'Descargar mis datos' (issue 24): the signed-in user's data export and asking for one. */
export const dataExportModule = graphModule({
  name: 'data-export',
  typeDefs: readSdl(new URL('./data-export.graphql', import.meta.url)),
  resolvers: { Query, Mutation, DataExport },
});

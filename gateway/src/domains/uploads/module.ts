import { GraphQLUpload } from 'graphql-upload-minimal';
import { graphModule, readSdl } from '../../schema/module';

/**
 * The `Upload` scalar every file-taking mutation uses (profile picture now; post images,
 * logos and PDFs later). Its value is graphql-upload-minimal's promise of the file, which
 * the multipart request parser (src/uploads/) put into the variables; a mutation reads it
 * with `openUpload` and streams it to the api with `RestCaller.sendFiles`.
 */
export const uploadsModule = graphModule({
  name: 'uploads',
  typeDefs: readSdl(new URL('./uploads.graphql', import.meta.url)),
  resolvers: { Upload: GraphQLUpload },
});

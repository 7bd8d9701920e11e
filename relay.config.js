// relay-compiler configuration: the web app is compiled against the gateway's schema.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
// An Upload variable is sent as null: the file itself travels in the mutation's
// uploadables (web/src/lib/relay/environment.ts), as the GraphQL multipart request spec has it.
export const customScalarTypes = { Upload: 'null' };
// Trusted documents (issue 20): each operation's text goes to this manifest, keyed by its
// SHA-256, and the app sends only that id; the gateway runs the documents it lists by id.
export const persistConfig = { file: './web/persisted-documents.json', algorithm: 'SHA256' };

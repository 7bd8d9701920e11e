import type { RestDataExport } from './rest';

/** The api's export is DataExport's parent (status and downloadPath are mapped by its resolvers). */
export type DataExportMapper = RestDataExport;

import { accountModule } from './account/module';
import { authModule } from './auth/module';
import { blogModule } from './blog/module';
import { creativesModule } from './creatives/module';
import { dataExportModule } from './data-export/module';
import { educationalOffersModule } from './educational-offers/module';
import { explorerModule } from './explorer/module';
import { followsModule } from './follows/module';
import { institutionsModule } from './institutions/module';
import { jobOffersModule } from './job-offers/module';
import { magazinesModule } from './magazines/module';
import { mediaModule } from './media/module';
import { moderationModule } from './moderation/module';
import { notificationsModule } from './notifications/module';
import { postsModule } from './posts/module';
import { profilesModule } from './profiles/module';
import { reportsModule } from './reports/module';
import { savesModule } from './saves/module';
import { searchModule } from './search/module';
import { uploadsModule } from './uploads/module';
import { usersModule } from './users/module';

/**
 * Every domain of the graph, the one registry: adding a domain is a folder under
 * domains/ and one line here. The order is the order of the printed schema.graphql
 * (and of the fields of Query and Mutation in it).
 */
export const DOMAINS = [
  authModule,
  usersModule,
  profilesModule,
  followsModule,
  accountModule,
  mediaModule,
  uploadsModule,
  postsModule,
  explorerModule,
  savesModule,
  blogModule,
  magazinesModule,
  jobOffersModule,
  educationalOffersModule,
  institutionsModule,
  searchModule,
  moderationModule,
  reportsModule,
  notificationsModule,
  dataExportModule,
  creativesModule,
] as const;

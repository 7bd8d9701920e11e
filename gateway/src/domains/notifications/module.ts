import { graphModule, readSdl } from '../../schema/module';
import { createNotificationLoaders } from './loaders';
import { Mutation } from './Mutation';
import { Notification } from './Notification';
import { NotificationCenter, Query } from './NotificationCenter';

/** Notifications (issue 22): the bell's list and count, read marks, the email switches, unsubscribing. */
export const notificationsModule = graphModule({
  name: 'notifications',
  typeDefs: readSdl(new URL('./notifications.graphql', import.meta.url)),
  resolvers: { Query, Mutation, Notification, NotificationCenter },
  loaders: createNotificationLoaders,
});

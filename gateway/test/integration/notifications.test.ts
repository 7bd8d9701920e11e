import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn, type TestAccount } from '../support/accounts';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * Notifications through the graph (issue 22) against the real api: the bell's count and the
 * list (a connection, newest first, stable pages), read marks, the email switches, and a
 * mail's unsubscribe link through the graph and through the gateway's one-click path.
 */
let stack: Stack;
let followed: TestAccount;
/** The seeded accounts that follow the new one, in the order they do. */
const SEEDED = ['creativa', 'empresa', 'institucion', 'nuevo', 'pendiente'];
const followers: { token: string; username: string }[] = [];

beforeAll(async () => {
  stack = await startStack('small');
  followed = await registerAccount(stack, 'seguida_avisos');
  for (const name of SEEDED) {
    const token = await signIn(stack, `${name}@demo.es`);
    const me = await stack.gateway.graphql<{ viewer: { username: string } }>('{ viewer { username } }', { token });
    const follower = { token, username: me.data!.viewer.username };
    followers.push(follower);
    const answer = await stack.gateway.graphql(
      `mutation Follow($input: FollowUserInput!) { followUser(input: $input) { userErrors { message } } }`,
      { token: follower.token, variables: { input: { userId: followed.id } } },
    );
    expect(answer.errors).toBeUndefined();
  }
  // The test api's clock stands still: the follows are spread a second apart, in their order,
  // an hour ago (before that clock's now, as every notification is).
  const start = Date.now() - 3_600_000;
  for (const [index, { username }] of followers.entries()) {
    await stack.api.db
      .updateTable('notifications')
      .set({ created_at: new Date(start + index * 1000) })
      .where('actor_id', '=', (eb) => eb.selectFrom('users').select('id').where('username', '=', username))
      .execute();
  }
});
afterAll(() => stack?.close());

interface NotificationNode {
  id: string;
  kind: string;
  text: string;
  path: string;
  read: boolean;
  actor: { username: string } | null;
}
interface Bell {
  unreadCount: number;
  notifications: {
    edges: { cursor: string; node: NotificationNode }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const BELL = /* GraphQL */ `
  query Bell($first: Int!, $after: String) {
    notificationCenter {
      unreadCount
      notifications(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            kind
            text
            path
            read
            actor {
              username
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

async function bell(token: string, variables: { first: number; after?: string | null }) {
  const answer = await stack.gateway.graphql<{ notificationCenter: Bell }>(BELL, { token, variables });
  expect(answer.errors).toBeUndefined();
  return { center: answer.data!.notificationCenter, calls: answer.extensions?.upstreamCalls };
}

describe('the bell', () => {
  it('lists the followers newest first, pages by cursor, and counts the unread in the same call', async () => {
    const first = await bell(followed.token, { first: 3 });
    expect(first.center.unreadCount).toBe(5);
    const nodes = first.center.notifications!.edges.map((edge) => edge.node);
    const usernames = followers.map((follower) => follower.username).reverse();
    expect(nodes.map((node) => node.actor?.username)).toEqual(usernames.slice(0, 3));
    expect(nodes[0]).toMatchObject({
      kind: 'NEW_FOLLOWER',
      text: expect.stringMatching(/ ha empezado a seguirte\.$/),
      path: `/ControlPanel/profile/${usernames[0]}`,
      read: false,
    });
    // The page (which carries the count) and the page's actors in one batch, whatever the page's size.
    expect(first.calls).toBe(2);

    const second = await bell(followed.token, { first: 3, after: first.center.notifications!.pageInfo.endCursor });
    expect(second.center.notifications!.edges.map((edge) => edge.node.actor?.username)).toEqual(usernames.slice(3));
    expect(second.center.notifications!.pageInfo.hasNextPage).toBe(false);
  });

  it('is null for anonymous visitors; refuses a cursor it did not make', async () => {
    const anonymous = await stack.gateway.graphql<{ notificationCenter: Bell | null }>(BELL, {
      variables: { first: 3 },
    });
    expect(anonymous.data?.notificationCenter).toBeNull();
    const bad = await stack.gateway.graphql(BELL, { token: followed.token, variables: { first: 3, after: 'AQAAAAE' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('marks one read, then all, and the count follows', async () => {
    const { center } = await bell(followed.token, { first: 1 });
    const one = center.notifications.edges[0]!.node;
    const read = await stack.gateway.graphql<{
      markNotificationRead: {
        notification: { id: string; read: boolean } | null;
        notificationCenter: { unreadCount: number } | null;
      };
    }>(
      `mutation Read($input: MarkNotificationReadInput!) {
        markNotificationRead(input: $input) { notification { id read } notificationCenter { unreadCount } userErrors { message } }
      }`,
      { token: followed.token, variables: { input: { notificationId: one.id } } },
    );
    expect(read.data?.markNotificationRead).toMatchObject({
      notification: { id: one.id, read: true },
      notificationCenter: { unreadCount: 4 },
    });

    const foreign = await stack.gateway.graphql<{ markNotificationRead: { userErrors: { message: string }[] } }>(
      `mutation Read($input: MarkNotificationReadInput!) { markNotificationRead(input: $input) { userErrors { message } } }`,
      { token: followers[0]!.token, variables: { input: { notificationId: one.id } } },
    );
    expect(foreign.data?.markNotificationRead.userErrors).toEqual([{ message: 'Notificación no encontrada.' }]);

    const all = await stack.gateway.graphql<{
      markAllNotificationsRead: { notificationCenter: { unreadCount: number } };
    }>(`mutation { markAllNotificationsRead { notificationCenter { unreadCount } userErrors { message } } }`, {
      token: followed.token,
    });
    expect(all.data?.markAllNotificationsRead.notificationCenter.unreadCount).toBe(0);
  });
});

describe('email switches and unsubscribing', () => {
  const SETTINGS = /* GraphQL */ `
    mutation Settings($input: UpdateEmailSettingsInput!) {
      updateEmailSettings(input: $input) {
        notificationCenter {
          emailSettings {
            applications
            applicationUpdates
            offerReviews
            verification
            followers
          }
        }
        userErrors {
          message
        }
      }
    }
  `;

  it("turns one kind of mail off and back on ('Configuración')", async () => {
    const off = await stack.gateway.graphql<{ updateEmailSettings: { notificationCenter: { emailSettings: object } } }>(
      SETTINGS,
      {
        token: followed.token,
        variables: { input: { followers: false } },
      },
    );
    expect(off.data?.updateEmailSettings.notificationCenter.emailSettings).toEqual({
      applications: true,
      applicationUpdates: true,
      offerReviews: true,
      verification: true,
      followers: false,
    });
    const on = await stack.gateway.graphql<{
      updateEmailSettings: { notificationCenter: { emailSettings: { followers: boolean } } };
    }>(SETTINGS, { token: followed.token, variables: { input: { followers: true } } });
    expect(on.data?.updateEmailSettings.notificationCenter.emailSettings.followers).toBe(true);
  });

  it("unsubscribes with a mail's link through the graph and with the one-click POST through the gateway", async () => {
    const { mails } = await restGet<{ mails: { headers: Record<string, string>; text: string }[] }>(
      stack.api.url,
      `/api/dev/outbox?email=${encodeURIComponent(followed.email)}`,
    );
    const header = mails.find((mail) => mail.headers['List-Unsubscribe'])!.headers['List-Unsubscribe']!;
    const token = decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);

    const page = await stack.gateway.graphql<{ unsubscribeFromEmails: { message: string; topicLabel: string } }>(
      `mutation Unsubscribe($input: UnsubscribeFromEmailsInput!) {
        unsubscribeFromEmails(input: $input) { message topicLabel userErrors { message } }
      }`,
      { variables: { input: { token } } },
    );
    expect(page.data?.unsubscribeFromEmails).toEqual({
      message: 'Listo: ya no recibirás emails de «Nuevos seguidores».',
      topicLabel: 'Nuevos seguidores',
      userErrors: [],
    });

    // What a mail client does with List-Unsubscribe-Post, on the site's own origin.
    const oneClick = await fetch(
      `${stack.gateway.url}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    const forged = await fetch(`${stack.gateway.url}/api/notifications/unsubscribe?token=x.y.z`, { method: 'POST' });
    expect(forged.status).toBe(400);
  });
});

// The token of a mail's one-click unsubscribe link (issue 22): it names an account and an
// email topic, signed so nobody can turn off somebody else's mails. It does not expire: an
// old mail's link must still work (RFC 8058), and all it can do is stop mails.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_TOPICS, type EmailTopic } from '../models/notification-texts';

export interface Unsubscription {
  userId: string;
  topic: EmailTopic;
}

export interface UnsubscribeTokens {
  sign(what: Unsubscription): string;
  /** What a genuine token names; null for anything else. */
  verify(token: string): Unsubscription | null;
}

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  // A key of its own: a session token's signature can never pass for one of these.
  const key = createHmac('sha256', secret).update('email-unsubscribe').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign({ userId, topic }) {
      const payload = `${userId}.${topic}`;
      return `${payload}.${signature(payload)}`;
    },
    verify(token) {
      const [userId, topic, given, ...rest] = token.split('.');
      if (!userId || !topic || !given || rest.length) return null;
      const expected = Buffer.from(signature(`${userId}.${topic}`));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      if (!(EMAIL_TOPICS as readonly string[]).includes(topic)) return null;
      return { userId, topic: topic as EmailTopic };
    },
  };
}

import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import defaultAvatar from '../../assets/default-avatar.svg';
import { FallbackImage } from '../../components/FallbackImage';
import { Icon } from '../../components/Icon';
import type { NotificationItem_notification$key } from './__generated__/NotificationItem_notification.graphql';
import { NOTIFICATION_TEXTS, whenText } from './notificationsTexts';
import styles from './NotificationList.module.css';

const fragment = graphql`
  fragment NotificationItem_notification on Notification {
    id
    kind
    text
    path
    read
    createdAt
    actor {
      profilePicture
    }
  }
`;

/** What each kind shows where no person did it (an operator's decision). */
const KIND_ICONS = {
  APPLICATION_RECEIVED: 'briefcase',
  APPLICATION_SELECTED: 'briefcase',
  APPLICATION_DISCARDED: 'briefcase',
  OFFER_APPROVED: 'shield',
  OFFER_REJECTED: 'shield',
  ACCOUNT_VERIFIED: 'shield',
  NEW_FOLLOWER: 'people',
  CONTENT_HIDDEN: 'shield',
} as const;

interface NotificationItemProps {
  notification: NotificationItem_notification$key;
  /** Marks it read; opening it does too. */
  onRead: (id: string) => void;
}

/** One notification: who or what, the sentence, when; unread ones carry a dot and a 'mark read' button. */
export function NotificationItem({ notification, onRead }: NotificationItemProps) {
  const data = useFragment(fragment, notification);
  const icon = KIND_ICONS[data.kind as keyof typeof KIND_ICONS] ?? 'info';
  return (
    <li className={data.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <Link to={data.path} className={styles.link} onClick={() => !data.read && onRead(data.id)}>
        {data.actor ? (
          <FallbackImage src={data.actor.profilePicture} fallback={defaultAvatar} alt="" className={styles.avatar} />
        ) : (
          <span className={styles.icon}>
            <Icon name={icon} size={20} />
          </span>
        )}
        <span className={styles.body}>
          <span className={styles.text}>{data.text}</span>
          <time className={styles.when} dateTime={data.createdAt}>
            {whenText(data.createdAt)}
          </time>
        </span>
        {!data.read && <span className={styles.srOnly}>(sin leer)</span>}
      </Link>
      {!data.read && (
        <button
          type="button"
          className={styles.dot}
          aria-label={`${NOTIFICATION_TEXTS.markOne}: ${data.text}`}
          title={NOTIFICATION_TEXTS.markOne}
          onClick={() => onRead(data.id)}
        />
      )}
    </li>
  );
}

import { graphql, useFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import { professionalTypeLabel } from '../../lib/userTypeLabels';
import type {
  UnverifiedProfessionals_queue$data,
  UnverifiedProfessionals_queue$key,
} from './__generated__/UnverifiedProfessionals_queue.graphql';
import { MODERATION_TEXTS } from './moderationTexts';
import { QueueItem, QueueSection, type QueueAction } from './QueueSection';
import { useVerifyProfessional } from './useModerationActions';
import styles from './ModerationPage.module.css';

const fragment = graphql`
  fragment UnverifiedProfessionals_queue on ModerationQueue {
    unverifiedProfessionals(first: 50) @connection(key: "UnverifiedProfessionals_unverifiedProfessionals") {
      __id
      totalCount
      edges {
        email
        node {
          id
          username
          displayName
          companyName
          professionalType
          city
          country
          bio
        }
      }
    }
  }
`;

type Edge = UnverifiedProfessionals_queue$data['unverifiedProfessionals']['edges'][number];

/** Companies and institutions waiting to be verified before they can publish offers. */
export function UnverifiedProfessionals({
  queue,
  onNotice,
}: {
  queue: UnverifiedProfessionals_queue$key;
  onNotice: (notice: Notice) => void;
}) {
  const { unverifiedProfessionals: list } = useFragment(fragment, queue);
  const verify = useVerifyProfessional();
  return (
    <QueueSection
      title={MODERATION_TEXTS.professionals}
      total={list.totalCount}
      shown={list.edges.length}
      empty={MODERATION_TEXTS.noProfessionals}
    >
      {list.edges.map((edge) => (
        <ProfessionalItem
          key={edge.node.id}
          edge={edge}
          onNotice={onNotice}
          verify={() => verify(list.__id, edge.node.id)}
        />
      ))}
    </QueueSection>
  );
}

function ProfessionalItem({
  edge: { email, node: user },
  onNotice,
  verify,
}: {
  edge: Edge;
  onNotice: (notice: Notice) => void;
  verify: QueueAction['run'];
}) {
  const place = [user.city, user.country].filter(Boolean).join(', ');
  return (
    <QueueItem
      title={user.companyName || user.displayName}
      meta={[professionalTypeLabel(user.professionalType), place].filter(Boolean).join(' · ')}
      onDone={onNotice}
      actions={[{ label: MODERATION_TEXTS.verify, tone: 'primary', run: verify }]}
    >
      {user.bio && <p className={styles.body}>{user.bio}</p>}
      <dl className={styles.facts}>
        <dt>Usuario</dt>
        <dd>@{user.username}</dd>
        <dt>Email</dt>
        <dd>{email}</dd>
      </dl>
    </QueueItem>
  );
}

import { graphql, usePaginationFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import { professionalTypeLabel } from '../../lib/userTypeLabels';
import type { UnverifiedProfessionalsPaginationQuery } from './__generated__/UnverifiedProfessionalsPaginationQuery.graphql';
import type {
  UnverifiedProfessionals_query$data,
  UnverifiedProfessionals_query$key,
} from './__generated__/UnverifiedProfessionals_query.graphql';
import { MODERATION_TEXTS } from './moderationTexts';
import { QueueItem, QueueSection, type QueueAction, type QueueListProps } from './QueueSection';
import { useVerifyProfessional } from './useModerationActions';
import styles from './ModerationPage.module.css';

const fragment = graphql`
  fragment UnverifiedProfessionals_query on Query
  @refetchable(queryName: "UnverifiedProfessionalsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    moderationQueue {
      unverifiedProfessionals(first: $count, after: $cursor)
        @connection(key: "UnverifiedProfessionals_unverifiedProfessionals") {
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
  }
`;

type Edge = NonNullable<
  UnverifiedProfessionals_query$data['moderationQueue']
>['unverifiedProfessionals']['edges'][number];

/** Companies and institutions waiting to be verified before they can publish offers. */
export function UnverifiedProfessionals({ query, onNotice }: QueueListProps<UnverifiedProfessionals_query$key>) {
  const { data, ...paging } = usePaginationFragment<
    UnverifiedProfessionalsPaginationQuery,
    UnverifiedProfessionals_query$key
  >(fragment, query);
  const verify = useVerifyProfessional();
  // The screen shows this list to operators only, whose queue is never null.
  const list = data.moderationQueue?.unverifiedProfessionals;
  if (!list) return null;
  return (
    <QueueSection
      title={MODERATION_TEXTS.professionals}
      total={list.totalCount}
      shown={list.edges.length}
      empty={MODERATION_TEXTS.noProfessionals}
      paging={paging}
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

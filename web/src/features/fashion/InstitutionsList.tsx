import { graphql, usePaginationFragment } from 'react-relay';
import { PagedListEnd } from '../../components/PagedListEnd';
import type { InstitutionsList_query$key } from './__generated__/InstitutionsList_query.graphql';
import type { InstitutionsListPaginationQuery } from './__generated__/InstitutionsListPaginationQuery.graphql';
import { FASHION_TEXTS } from './fashionTexts';
import { InstitutionCard } from './InstitutionCard';
import { InstitutionSkeletons } from './InstitutionSkeletons';
import styles from './FashionPage.module.css';

/** Institutions per page of the list. */
export const INSTITUTIONS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment InstitutionsList_query on Query
  @refetchable(queryName: "InstitutionsListPaginationQuery")
  # The filters are the page query's own variables: the list and its pages read them as they are.
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    institutions(
      search: $search
      country: $country
      city: $city
      centerType: $centerType
      educationLevel: $educationLevel
      modality: $modality
      category: $category
      first: $count
      after: $cursor
    ) @connection(key: "InstitutionsList_institutions") {
      totalCount
      edges {
        node {
          internalID
          ...InstitutionCard_institution
        }
      }
    }
  }
`;

/** The filtered institutions, by name, loaded as the visitor scrolls. */
export function InstitutionsList({ query }: { query: InstitutionsList_query$key }) {
  const { data, ...paging } = usePaginationFragment<InstitutionsListPaginationQuery, InstitutionsList_query$key>(
    fragment,
    query,
  );
  const { edges, totalCount } = data.institutions;

  if (edges.length === 0) return <p className={styles.empty}>{FASHION_TEXTS.empty}</p>;
  return (
    <>
      <p className={styles.count} role="status">
        {totalCount === 1 ? '1 institución' : `${totalCount} instituciones`}
      </p>
      <ul className={styles.grid}>
        {edges.map(({ node }) => (
          <li key={node.internalID}>
            <InstitutionCard institution={node} />
          </li>
        ))}
      </ul>
      <PagedListEnd
        paging={paging}
        pageSize={INSTITUTIONS_PAGE_SIZE}
        loading={<InstitutionSkeletons count={2} />}
        failedText={FASHION_TEXTS.loadFailed}
        failedClassName={styles.error}
      />
    </>
  );
}

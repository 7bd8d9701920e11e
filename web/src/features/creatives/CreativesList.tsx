import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { buttonClass } from '../../components/Button';
import { Masonry, type MasonryBreakpoints } from '../../components/Masonry';
import { PagedListEnd } from '../../components/PagedListEnd';
import { RetryButton } from '../../components/RetryButton';
import type { CreativesList_query$key } from './__generated__/CreativesList_query.graphql';
import type { CreativesListPaginationQuery } from './__generated__/CreativesListPaginationQuery.graphql';
import { CreativeCard } from './CreativeCard';
import { CreativeCardSkeletons } from './CreativeCardSkeletons';
import { CREATIVES_TEXTS } from './creativesTexts';
import styles from './CreativesPage.module.css';

/** Cards per page of the infinite list (spec part 2 §10). */
export const CREATIVES_PAGE_SIZE = 9;

/** One column on phones, two on tablets, three beside the filters on desktops. */
const BREAKPOINTS: MasonryBreakpoints = { 600: 1, 1100: 2, default: 3 };

const fragment = graphql`
  fragment CreativesList_query on Query
  @refetchable(queryName: "CreativesListPaginationQuery")
  # The filters are the page query's own variables: the list and its pages read them as they are.
  @argumentDefinitions(count: { type: "Int", defaultValue: 9 }, cursor: { type: "String" }) {
    creatives(
      search: $search
      country: $country
      city: $city
      school: $school
      graduationYear: $graduationYear
      skills: $skills
      software: $software
      internshipsOnly: $internshipsOnly
      first: $count
      after: $cursor
    ) @connection(key: "CreativesList_creatives") {
      countries
      edges {
        node {
          user {
            id
          }
          background {
            width
            height
          }
          ...CreativeCard_card
        }
      }
    }
  }
`;

type Edge = { readonly node: { readonly user: { readonly id: string } } };

interface CreativesListProps {
  query: CreativesList_query$key;
  /** Reports the countries creatives live in, for the country filter. */
  onCountries: (countries: readonly string[]) => void;
}

/** The filtered creatives as a masonry, loaded as the visitor scrolls. */
export function CreativesList({ query, onCountries }: CreativesListProps) {
  const { data, ...paging } = usePaginationFragment<CreativesListPaginationQuery, CreativesList_query$key>(
    fragment,
    query,
  );
  const { edges, countries } = data.creatives;

  useEffect(() => onCountries(countries), [countries, onCountries]);

  return (
    <>
      {edges.length === 0 ? (
        <p className={styles.message}>{CREATIVES_TEXTS.empty}</p>
      ) : (
        <Masonry
          items={edges}
          breakpoints={BREAKPOINTS}
          getKey={(edge: Edge) => edge.node.user.id}
          aspectRatio={({ node }) => 0.6 + (node.background ? node.background.height / node.background.width : 0)}
          renderItem={({ node }, { row }) => <CreativeCard card={node} eager={row === 0} />}
        />
      )}
      <PagedListEnd
        paging={paging}
        pageSize={CREATIVES_PAGE_SIZE}
        loading={<CreativeCardSkeletons count={3} label={CREATIVES_TEXTS.loadingMore} />}
        end={edges.length > 0 && <p className={styles.message}>{CREATIVES_TEXTS.noMore}</p>}
        failedText={CREATIVES_TEXTS.loadFailed}
        failedClassName={styles.message}
        retryClassName={buttonClass({ variant: 'outline', size: 'small' })}
      />
    </>
  );
}

/** The list's place when it failed to load: the §8 message and a way to try again. */
export function CreativesListError() {
  return (
    <div className={styles.message} role="alert">
      <p>{CREATIVES_TEXTS.loadFailed}</p>
      <RetryButton />
    </div>
  );
}

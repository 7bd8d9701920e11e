import { Suspense, useId } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigation, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { usePageTitle } from '../../lib/pageTitle';
import { getRelayEnvironment, requireLoaded } from '../../lib/relay/environment';
import type { RouteQueryData } from '../../lib/relay/routeQuery';
import type { CommunityPageQuery } from './__generated__/CommunityPageQuery.graphql';
import { CommunityCardSkeletons } from './CommunityCardSkeletons';
import { CommunitySearch } from './CommunitySearch';
import { CommunityTabs } from './CommunityTabs';
import { communityParams, loadFailureText, readCommunityParams, type CommunityTab } from './communityTabs';
import { FollowersList } from './FollowersList';
import { FollowingList } from './FollowingList';
import styles from './CommunityPage.module.css';

// One viewer read (the counts) and one page of the open list: two upstream calls.
const query = graphql`
  query CommunityPageQuery($followers: Boolean!, $search: String) {
    viewer {
      followingCount
      followersCount
      ...FollowingList_viewer @skip(if: $followers) @arguments(search: $search) @alias(as: "followingList")
      ...FollowersList_viewer @include(if: $followers) @arguments(search: $search) @alias(as: "followersList")
    }
  }
`;

let loaded: Array<{ ref: PreloadedQuery<CommunityPageQuery>; tab: CommunityTab }> = [];

/**
 * Loads the list the address asks for. Switching tabs starts that list over from its first
 * page (part 2 §4), so it asks the server; entering the page or searching reads the store
 * first, which follows made anywhere keep current (lib/relay/followUpdater.ts).
 */
export function loader({ request }: LoaderFunctionArgs): RouteQueryData<CommunityPageQuery> {
  const { tab, search } = readCommunityParams(new URL(request.url).searchParams);
  const previous = loaded.at(-1);
  const fetchPolicy = previous && previous.tab !== tab ? 'network-only' : 'store-or-network';
  const ref = loadQuery<CommunityPageQuery>(
    getRelayEnvironment(),
    query,
    { followers: tab === 'followers', search },
    { fetchPolicy },
  );
  // The reference on screen and the one replacing it stay; older ones are released.
  loaded = [...loaded, { ref, tab }];
  while (loaded.length > 2) loaded.shift()?.ref.dispose();
  return { queryRef: ref };
}

/** /ControlPanel/community: who the user follows and who follows them (part 2 §2 'My community'). */
export function Component() {
  const heading = usePageTitle('Mi comunidad');
  const { queryRef } = useLoaderData() as RouteQueryData<CommunityPageQuery>;
  const [params, setParams] = useSearchParams();
  const { tab, search } = readCommunityParams(params);
  const searching = useNavigation().state === 'loading';
  const revalidator = useRevalidator();
  const panelId = useId();
  const tabId = (each: CommunityTab) => `${panelId}-${each}`;
  // Each count waits on its own: the tabs stay in place (and focused) while a list loads.
  const count = (each: CommunityTab) => (
    <FallbackBoundary resetKey={queryRef} fallback={null}>
      <Suspense key={tab} fallback={null}>
        <TabCount queryRef={queryRef} tab={each} />
      </Suspense>
    </FallbackBoundary>
  );

  return (
    <section className={styles.page} aria-labelledby={`${panelId}-title`}>
      <h1 id={`${panelId}-title`} className={styles.title} {...heading}>
        Mi comunidad
      </h1>
      <CommunityTabs
        selected={tab}
        count={count}
        onSelect={(next) => setParams(communityParams(next))}
        panelId={panelId}
        tabId={tabId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} aria-busy={searching} className={styles.panel}>
        <CommunitySearch
          key={tab}
          tab={tab}
          initial={search}
          onSearch={(next) => setParams(communityParams(tab, next), { replace: true })}
        />
        <FallbackBoundary
          resetKey={queryRef}
          fallback={
            <p className={styles.failure} role="alert">
              {loadFailureText(tab)}{' '}
              <button type="button" className={styles.retry} onClick={() => void revalidator.revalidate()}>
                Reintentar
              </button>
            </p>
          }
        >
          {/* A new boundary per tab: a tab switch shows skeleton cards, not the other list. */}
          <Suspense key={tab} fallback={<CommunityCardSkeletons />}>
            <CommunityList queryRef={queryRef} tab={tab} search={search} />
          </Suspense>
        </FallbackBoundary>
      </div>
    </section>
  );
}

/** How many accounts the user follows, or follow them (part 2 §2: the tabs' counts). */
function TabCount({ queryRef, tab }: { queryRef: PreloadedQuery<CommunityPageQuery>; tab: CommunityTab }) {
  const { viewer } = usePreloadedQuery<CommunityPageQuery>(query, queryRef);
  if (!viewer) return null;
  return <span className={styles.count}>{tab === 'following' ? viewer.followingCount : viewer.followersCount}</span>;
}

function CommunityList({
  queryRef,
  tab,
  search,
}: {
  queryRef: PreloadedQuery<CommunityPageQuery>;
  tab: CommunityTab;
  search: string | null;
}) {
  // A null viewer is a session the gateway no longer accepts: the list's failure text.
  const viewer = requireLoaded(usePreloadedQuery<CommunityPageQuery>(query, queryRef).viewer);
  // The query holds the list of the tab in its address, which is this tab's.
  return tab === 'followers' ? (
    <FollowersList viewer={requireLoaded(viewer.followersList)} search={search} />
  ) : (
    <FollowingList viewer={requireLoaded(viewer.followingList)} search={search} />
  );
}

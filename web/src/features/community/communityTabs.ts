// The two lists of My community (part 2 §2) and what the page says about each.

export type CommunityTab = 'following' | 'followers';

export const COMMUNITY_TABS: readonly CommunityTab[] = ['following', 'followers'];

/** Accounts per page of either list (part 2 §9). */
export const COMMUNITY_PAGE_SIZE = 10;

/** The wait after the last keystroke before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface TabTexts {
  label: string;
  /** The list's noun, as the failure text names it. */
  noun: string;
  /** The list without anyone in it yet. */
  empty: string;
}

export const TAB_TEXTS: Record<CommunityTab, TabTexts> = {
  following: { label: 'Mis seguidos', noun: 'seguidos', empty: 'Todavía no sigues a nadie.' },
  followers: { label: 'Mis seguidores', noun: 'seguidores', empty: 'Todavía no tienes seguidores.' },
};

/** The spec's failure text of a list (part 2 §8). */
export function loadFailureText(tab: CommunityTab): string {
  return `No se pudieron cargar los ${TAB_TEXTS[tab].noun}. Por favor, intenta de nuevo más tarde.`;
}

/** A search that matched no one in the list. */
export function noMatchText(tab: CommunityTab, search: string): string {
  return `Ningún ${tab === 'following' ? 'seguido' : 'seguidor'} coincide con «${search}».`;
}

// The page's address keeps the tab and the search (?tab=seguidores&q=ana), so the route
// loads the right list before it renders and the back button returns to it.
const FOLLOWERS_PARAM = 'seguidores';

/** The tab and search an address asks for; the search is trimmed, null when empty. */
export function readCommunityParams(params: URLSearchParams): { tab: CommunityTab; search: string | null } {
  const tab = params.get('tab') === FOLLOWERS_PARAM ? 'followers' : 'following';
  const search = params.get('q')?.trim() || null;
  return { tab, search };
}

/** The address of a tab with a search; a new tab starts without one (part 2 §4). */
export function communityParams(tab: CommunityTab, search: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (tab === 'followers') params.set('tab', FOLLOWERS_PARAM);
  if (search) params.set('q', search);
  return params;
}

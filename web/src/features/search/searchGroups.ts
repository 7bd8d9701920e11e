/** The four groups of search results, and the tabs of the full view (spec part 1 §2). */
export type SearchGroup = 'users' | 'posts' | 'jobOffers' | 'educationalOffers';

export type SearchTab = 'all' | SearchGroup;

export const GROUPS: readonly SearchGroup[] = ['users', 'posts', 'jobOffers', 'educationalOffers'];

export const GROUP_TITLES: Record<SearchGroup, string> = {
  users: 'Usuarios',
  posts: 'Publicaciones',
  jobOffers: 'Ofertas de trabajo',
  educationalOffers: 'Oportunidades educativas',
};

export const TAB_LABELS: Record<SearchTab, string> = { all: 'Todos', ...GROUP_TITLES };

export const TABS: readonly SearchTab[] = ['all', ...GROUPS];

/** 'Todos' shows this many of each group, with a way to the group's tab for the rest. */
export const ALL_TAB_PER_GROUP = 6;

/** A group's tab lists its best matches: the graph gives at most 50 of a group. */
export const GROUP_TAB_SIZE = 50;

/**
 * How many of each group a tab of the full view asks for. A tab still asks for one of each
 * other group: the tab labels show every group's count, which comes with its connection.
 */
export function tabSizes(tab: SearchTab): Record<SearchGroup, number> {
  const size = (group: SearchGroup) => (tab === 'all' ? ALL_TAB_PER_GROUP : tab === group ? GROUP_TAB_SIZE : 1);
  return {
    users: size('users'),
    posts: size('posts'),
    jobOffers: size('jobOffers'),
    educationalOffers: size('educationalOffers'),
  };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ACTIVE_MENU_KEY } from '../../lib/storageKeys';
import { mainMenu, mobileMenu, moderationItem, moreInfoMenu, profileMenuKeys, tabBarMenu } from './menuItems';

const menuKeys = new Set<string>([
  ...[...mainMenu, ...moreInfoMenu, ...mobileMenu, ...tabBarMenu, moderationItem].map((item) => item.key),
  ...profileMenuKeys,
]);

/**
 * The active menu item: the last path segment (part 1 §2) when it names one. Screens below
 * a section (an article, a post, a profile) end in an id, so they keep the item remembered
 * from the section they were opened from.
 */
export function useActiveMenu(): string | null {
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  const current = menuKeys.has(segment) ? segment : null;

  useEffect(() => {
    if (current) sessionStorage.setItem(ACTIVE_MENU_KEY, current);
  }, [current]);

  return current ?? sessionStorage.getItem(ACTIVE_MENU_KEY);
}

import { graphql, useFragment } from 'react-relay';
import type { ModerationMenuEntry_viewer$key } from './__generated__/ModerationMenuEntry_viewer.graphql';
import { MenuLink } from './MenuLink';
import { moderationItem } from './menuItems';

const fragment = graphql`
  fragment ModerationMenuEntry_viewer on User {
    isOperator
  }
`;

/** How a menu draws the entry: the menu's active item, its link class, its icon or none, what a choice does. */
export interface MenuEntryLook {
  active: string | null;
  className: string;
  withIcon: boolean;
  onClick?: () => void;
}

/** 'Moderación' as an entry of a shell menu list, for operators only (nothing for anyone else). */
export function ModerationMenuEntry({
  viewer,
  active,
  className,
  withIcon,
  onClick,
}: MenuEntryLook & {
  viewer: ModerationMenuEntry_viewer$key | null;
}) {
  const data = useFragment(fragment, viewer);
  if (!data?.isOperator) return null;
  return (
    <li>
      <MenuLink
        item={withIcon ? moderationItem : { ...moderationItem, icon: undefined }}
        active={active === moderationItem.key}
        className={className}
        onClick={onClick}
      />
    </li>
  );
}

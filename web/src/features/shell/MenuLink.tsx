import { ProtectedLink } from '../../components/ProtectedLink';
import { Icon } from '../../components/Icon';
import type { MenuItem } from './menuItems';

interface MenuLinkProps {
  item: MenuItem;
  active: boolean;
  className?: string;
  onClick?: () => void;
}

/** One entry of a shell menu; the active one is marked for assistive technology too. */
export function MenuLink({ item, active, className, onClick }: MenuLinkProps) {
  return (
    <ProtectedLink to={item.to} aria-current={active ? 'page' : undefined} className={className} onClick={onClick}>
      {item.icon && <Icon name={item.icon} />}
      <span>{item.label}</span>
    </ProtectedLink>
  );
}

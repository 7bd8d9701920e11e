import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';

/**
 * A signed-in visitor's way into the product from the landing page, where an anonymous one
 * sees the sign-up and sign-in buttons (README § Product notes).
 */
export function PanelLink({ className }: { className: string }) {
  return (
    <Link to={paths.shell()} className={className}>
      Ir a mi panel
    </Link>
  );
}

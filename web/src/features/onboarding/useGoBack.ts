import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/routing/paths';

/** 'Volver atrás': the previous screen, or the landing page when the wizard was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  // 'default' is the key of the first entry of this visit: there is nothing to go back to.
  return () => (key === 'default' ? navigate(paths.landing()) : navigate(-1));
}

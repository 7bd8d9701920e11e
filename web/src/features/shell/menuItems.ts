import { registerPromptState } from '../../lib/routing/access';
import { paths } from '../../lib/routing/paths';
import type { IconName } from '../../components/Icon';

/** A shell menu entry; `key` is its path's last segment, which is the active-menu id (part 1 §2). */
export interface MenuItem {
  key: string;
  to: string;
  label: string;
  icon?: IconName;
}

function item(to: string, label: string, icon?: IconName): MenuItem {
  return { key: to.split('/').pop() ?? to, to, label, icon };
}

/** Sidebar 'Menú' (part 1 §2). */
export const mainMenu: readonly MenuItem[] = [
  item(paths.explorer(), 'Explorador', 'explore'),
  item(paths.creatives(), 'Creativos', 'people'),
  item(paths.fashion(), 'Estudiar moda', 'school'),
  item(paths.offers(), 'Ofertas de trabajo', 'briefcase'),
  item(paths.blog(), 'Blog', 'article'),
  item(paths.magazine(), 'Revista', 'magazine'),
  item(paths.info(), 'About', 'info'),
];

/** Sidebar 'Más información' (Cerrar sesión is added when logged in). */
export const moreInfoMenu: readonly MenuItem[] = [
  item(paths.contact(), 'Contacto'),
  item(paths.legalNotice(), 'Aviso legal'),
  item(paths.cookiePolicy(), 'Política de cookies'),
  item(paths.privacyPolicy(), 'Política de privacidad'),
];

/** The hamburger's side menu on mobile. */
export const mobileMenu: readonly MenuItem[] = [
  item(paths.explorer(), 'Explorar'),
  item(paths.creatives(), 'Descubrir creativos'),
  item(paths.fashion(), 'Estudiar moda'),
  item(paths.offers(), 'Trabajos'),
  item(paths.magazine(), 'Revista'),
  item(paths.blog(), 'Blog'),
  item(paths.info(), 'About'),
  item(paths.contact(), 'Contacto'),
  item(paths.legalNotice(), 'Aviso legal'),
  item(paths.cookiePolicy(), 'Política de cookies'),
  item(paths.privacyPolicy(), 'Política de privacidad'),
];

/** The operators' screen (README: Operators), in the sidebar and the mobile menu for them only. */
export const moderationItem: MenuItem = item(paths.moderation(), 'Moderación', 'shield');

/**
 * What a visitor is offered instead of the profile menu: the landing page's sign-in and
 * sign-up dialogs, in the landing header's words (part 1 §2).
 */
export const visitorLinks = [
  { key: 'login', label: 'Inicio de sesión', to: paths.login(), state: undefined },
  { key: 'register', label: 'Registro', to: paths.landing(), state: registerPromptState },
] as const;

/** The mobile bottom bar. */
export const tabBarMenu: readonly MenuItem[] = [
  item(paths.explorer(), 'Explorar', 'explore'),
  item(paths.creatives(), 'Creativos', 'people'),
  item(paths.createPost(), 'Crear', 'plus'),
  item(paths.saved(), 'Guardados', 'bookmark'),
  item(paths.ownProfile(), 'Mi perfil', 'user'),
];

/** The profile dropdown's screens: they count as menu items too. */
export const profileMenuKeys = ['profile', 'editProfile', 'community', 'misOfertas', 'configuracion'] as const;

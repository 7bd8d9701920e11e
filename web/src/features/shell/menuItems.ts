import type { IconName } from './Icon';

/** A shell menu entry; `key` is the path segment under /ControlPanel and the active-menu id. */
export interface MenuItem {
  key: string;
  label: string;
  icon?: IconName;
}

/** Sidebar 'Menú' (part 1 §2). */
export const mainMenu: readonly MenuItem[] = [
  { key: 'explorer', label: 'Explorador', icon: 'explore' },
  { key: 'creatives', label: 'Creativos', icon: 'people' },
  { key: 'fashion', label: 'Estudiar moda', icon: 'school' },
  { key: 'offers', label: 'Ofertas de trabajo', icon: 'briefcase' },
  { key: 'blog', label: 'Blog', icon: 'article' },
  { key: 'magazine', label: 'Revista', icon: 'magazine' },
  { key: 'info', label: 'About', icon: 'info' },
];

/** Sidebar 'Más información' (Cerrar sesión is added when logged in). */
export const moreInfoMenu: readonly MenuItem[] = [
  { key: 'contact', label: 'Contacto' },
  { key: 'legal', label: 'Aviso legal' },
  { key: 'cookies', label: 'Política de cookies' },
  { key: 'privacy', label: 'Política de privacidad' },
];

/** The hamburger's side menu on mobile. */
export const mobileMenu: readonly MenuItem[] = [
  { key: 'explorer', label: 'Explorar' },
  { key: 'creatives', label: 'Descubrir creativos' },
  { key: 'fashion', label: 'Estudiar moda' },
  { key: 'offers', label: 'Trabajos' },
  { key: 'magazine', label: 'Revista' },
  { key: 'blog', label: 'Blog' },
  { key: 'info', label: 'About' },
  { key: 'contact', label: 'Contacto' },
  { key: 'legal', label: 'Aviso legal' },
  { key: 'cookies', label: 'Política de cookies' },
  { key: 'privacy', label: 'Política de privacidad' },
];

/** The mobile bottom bar. */
export const tabBarMenu: readonly MenuItem[] = [
  { key: 'explorer', label: 'Explorar', icon: 'explore' },
  { key: 'creatives', label: 'Creativos', icon: 'people' },
  { key: 'createPost', label: 'Crear', icon: 'plus' },
  { key: 'guardados', label: 'Guardados', icon: 'bookmark' },
  { key: 'profile', label: 'Mi perfil', icon: 'user' },
];

/** The profile dropdown's screens: they count as menu items too. */
export const profileMenuKeys = ['profile', 'editProfile', 'community', 'misOfertas', 'configuracion'] as const;

export function shellPath(key: string): string {
  return `/ControlPanel/${key}`;
}

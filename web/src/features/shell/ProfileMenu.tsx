import { useEffect, useEffectEvent, type KeyboardEvent, type RefObject } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';
import defaultAvatar from '../../assets/default-avatar.svg';
import type { ProfileMenu_viewer$key } from './__generated__/ProfileMenu_viewer.graphql';
import { useDropdown } from './useDropdown';
import { useLogout } from './useLogout';
import styles from './ProfileMenu.module.css';

const fragment = graphql`
  fragment ProfileMenu_viewer on User {
    username
    profilePicture
    isOperator
  }
`;

const items = [
  { label: 'Ver mi perfil', to: paths.ownProfile() },
  { label: 'Editar perfil', to: paths.editProfile() },
  { label: 'Mi comunidad', to: paths.community() },
  { label: 'Mis ofertas', to: paths.editProfile(), state: { activeMenu: 'misOfertas' } },
  { label: 'Configuración', to: paths.editProfile(), state: { activeMenu: 'configuracion' } },
] as const;

interface ProfileMenuProps {
  viewer: ProfileMenu_viewer$key | null;
  /**
   * Whether the dropdown is open, kept by the shell: the menu shown while the viewer loads is
   * replaced by the viewer's, and a dropdown opened meanwhile must stay open across the swap.
   */
  open: boolean;
  setOpen: (open: boolean | ((isOpen: boolean) => boolean)) => void;
}

/**
 * The header's profile picture and its 'Mi perfil' dropdown, for a signed-in user (a visitor
 * sees 'Inicio de sesión' and 'Registro' in its place, ShellHeader). Keyboard: the button toggles, focus moves into the list,
 * arrows move between entries, Escape closes and returns to the button.
 */
export function ProfileMenu({ viewer, open, setOpen }: ProfileMenuProps) {
  const data = useFragment(fragment, viewer);
  const logout = useLogout();
  const { containerRef, buttonRef, listId, container, trigger } = useDropdown(open, setOpen);
  useCloseOnOutsidePointer(open, containerRef, () => setOpen(false));

  useEffect(() => {
    if (open) entries(containerRef.current)[0]?.focus();
  }, [open, containerRef]);

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close({ restoreFocus: true });
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(containerRef.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  }

  return (
    <div {...container} className={styles.container} onKeyDown={onKeyDown}>
      <button {...trigger} className={styles.trigger} aria-label="Mi perfil">
        <img className={styles.avatar} src={data?.profilePicture || defaultAvatar} alt="" width={36} height={36} />
      </button>
      <div id={listId} className={styles.dropdown} hidden={!open}>
        <p className={styles.heading}>
          Mi perfil
          {data && <span className={styles.username}>@{data.username}</span>}
        </p>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                state={'state' in item ? item.state : undefined}
                className={styles.entry}
                onClick={() => close({ restoreFocus: false })}
              >
                {item.label}
              </Link>
            </li>
          ))}
          {data?.isOperator && (
            <li>
              <Link to={paths.moderation()} className={styles.entry} onClick={() => close({ restoreFocus: false })}>
                Moderación
              </Link>
            </li>
          )}
          <li className={styles.separated}>
            <button type="button" className={styles.entry} onClick={() => void logout(paths.landing())}>
              Cerrar sesión
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

function entries(container: HTMLElement | null): HTMLElement[] {
  // The list's links and button (the class is composed, so it is no single selector).
  return container ? [...container.querySelectorAll<HTMLElement>('li > a, li > button')] : [];
}

function moveFocus(container: HTMLElement | null, step: 1 | -1) {
  const list = entries(container);
  const index = list.indexOf(document.activeElement as HTMLElement);
  list[(index + step + list.length) % list.length]?.focus();
}

function useCloseOnOutsidePointer(active: boolean, ref: RefObject<HTMLElement | null>, onOutside: () => void) {
  const reportOutside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    function onPointerDown(event: PointerEvent) {
      if (!ref.current?.contains(event.target as Node)) reportOutside();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, ref]);
}

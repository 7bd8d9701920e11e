import { useEffect, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ProtectedLink } from '../../components/ProtectedLink';
import { paths } from '../../lib/routing/paths';
import type { CreateMenu_viewer$data, CreateMenu_viewer$key } from './__generated__/CreateMenu_viewer.graphql';
import { Icon } from '../../components/Icon';
import { useDropdown } from './useDropdown';
import styles from './CreateMenu.module.css';
import tabStyles from './MobileTabBar.module.css';
import headerStyles from './ShellHeader.module.css';

/** Where 'Crear' sits: the header's button, or the mobile tab bar's tab (its choice opens upwards). */
export type CreateMenuPlacement = 'header' | 'tabBar';

const looks = {
  header: {
    container: styles.container,
    trigger: `${headerStyles.action} ${headerStyles.create}`,
    iconSize: 18,
    dropdown: styles.dropdown,
  },
  tabBar: {
    container: `${styles.container} ${styles.inTabBar}`,
    trigger: tabStyles.tab,
    iconSize: undefined,
    dropdown: `${styles.dropdown} ${styles.upwards}`,
  },
} satisfies Record<
  CreateMenuPlacement,
  { container: string; trigger: string; iconSize: number | undefined; dropdown: string }
>;

interface CreateMenuProps {
  viewer: CreateMenu_viewer$key | null;
  placement?: CreateMenuPlacement;
  /** On createPost or an offer form (the tab bar marks it). */
  active?: boolean;
}

const fragment = graphql`
  fragment CreateMenu_viewer on User {
    role
    professionalType
  }
`;

/**
 * The offer a user may publish besides posts (part 1 §6, part 2 §6): professionals of types
 * 1, 2, 3 and 5 a job offer, institutions (4) an educational one; nobody else any.
 */
export function offerChoice(viewer: CreateMenu_viewer$data | null): { label: string; to: string } | null {
  // Unverified professionals get the choice too: the offer form shows them how to be verified.
  if (!viewer || viewer.role !== 'PROFESSIONAL' || !viewer.professionalType) return null;
  if (viewer.professionalType === 'INSTITUTION') {
    return { label: 'Crear oferta educativa', to: paths.createEducationalOffer() };
  }
  return { label: 'Crear oferta de trabajo', to: paths.createJobOffer() };
}

/**
 * The header's 'Crear': straight to createPost, or, for users who may publish offers, a
 * choice between 'Publicación' and their offer. Anonymous visitors go to the register
 * dialog (ProtectedLink). Escape closes the choice and returns focus to 'Crear'.
 */
export function CreateMenu({ viewer, placement = 'header', active = false }: CreateMenuProps) {
  const data = useFragment(fragment, viewer);
  const look = looks[placement];
  const current = active ? 'page' : undefined;
  const offer = offerChoice(data ?? null);
  const [open, setOpen] = useState(false);
  const { containerRef, buttonRef, listId, container, trigger } = useDropdown(open, setOpen);

  useEffect(() => {
    if (open) containerRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open, containerRef]);

  if (!offer) {
    return (
      <ProtectedLink to={paths.createPost()} className={look.trigger} aria-current={current}>
        <Icon name="plus" size={look.iconSize} />
        <span>Crear</span>
      </ProtectedLink>
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div {...container} className={look.container} onKeyDown={onKeyDown}>
      <button {...trigger} className={look.trigger} aria-current={current}>
        <Icon name="plus" size={look.iconSize} />
        <span>Crear</span>
      </button>
      <ul id={listId} className={look.dropdown} hidden={!open}>
        {[{ label: 'Publicación', to: paths.createPost() }, offer].map((choice) => (
          <li key={choice.to}>
            <Link to={choice.to} className={styles.entry} onClick={() => setOpen(false)}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

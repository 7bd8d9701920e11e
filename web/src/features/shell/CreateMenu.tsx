import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ProtectedLink } from '../../components/ProtectedLink';
import { paths } from '../../lib/routing/paths';
import type { CreateMenu_viewer$data, CreateMenu_viewer$key } from './__generated__/CreateMenu_viewer.graphql';
import { Icon } from './Icon';
import styles from './CreateMenu.module.css';
import headerStyles from './ShellHeader.module.css';

const buttonClass = `${headerStyles.action} ${headerStyles.create}`;

const fragment = graphql`
  fragment CreateMenu_viewer on User {
    role
    isVerifiedProfessional
    professionalType
  }
`;

/**
 * The offer a user may publish besides posts (part 1 §6, part 2 §6): verified professionals
 * of types 1, 2, 3 and 5 a job offer, institutions (4) an educational one; nobody else any.
 */
export function offerChoice(viewer: CreateMenu_viewer$data | null): { label: string; to: string } | null {
  if (!viewer || viewer.role !== 'PROFESSIONAL' || !viewer.isVerifiedProfessional || !viewer.professionalType) {
    return null;
  }
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
export function CreateMenu({ viewer }: { viewer: CreateMenu_viewer$key | null }) {
  const data = useFragment(fragment, viewer);
  const offer = offerChoice(data ?? null);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) containerRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  if (!offer) {
    return (
      <ProtectedLink to={paths.createPost()} className={buttonClass}>
        <Icon name="plus" size={18} />
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
    <div
      ref={containerRef}
      className={styles.container}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Icon name="plus" size={18} />
        <span>Crear</span>
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open}>
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

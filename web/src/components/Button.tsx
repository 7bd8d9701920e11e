import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'danger' | 'dangerSolid' | 'link';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** 'small' for rows of actions inside cards and menus. */
  size?: 'regular' | 'small';
  /** Full width of its container (forms on a narrow column). */
  block?: boolean;
  /** The feature's own additions (placement, spacing). */
  className?: string;
}

/** The classes of a button look, for elements that are not <button> (router links, labels). */
export function buttonClass({ variant = 'primary', size = 'regular', block, className }: ButtonLook = {}): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button in one of the app's variants; type="button" unless told otherwise. */
export function Button({ variant, size, block, className, type = 'button', ...button }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...button} />;
}

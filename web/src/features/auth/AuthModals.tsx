import type { AuthModalName } from './authModalName';
import { LoginModal } from './LoginModal';
import { PasswordResetModal } from './PasswordResetModal';
import { RegisterModal } from './RegisterModal';

interface AuthModalsProps {
  /** The dialog to show, or null for none. */
  open: AuthModalName | null;
  onSwitch: (modal: AuthModalName) => void;
  onClose: () => void;
}

/** Whichever of the sign-in, sign-up and recovery dialogs is open. */
export function AuthModals({ open, onSwitch, onClose }: AuthModalsProps) {
  if (open === 'login') return <LoginModal onClose={onClose} onSwitch={onSwitch} />;
  if (open === 'register') return <RegisterModal onClose={onClose} onSwitch={onSwitch} />;
  if (open === 'reset') return <PasswordResetModal onClose={onClose} onSwitch={onSwitch} />;
  return null;
}

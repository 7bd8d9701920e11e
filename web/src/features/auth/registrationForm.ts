/** The registration form of part 1 §3. */
export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

/** What sign-up keeps of the form once the code is mailed (not the passwords). */
export type NewAccount = Pick<RegistrationForm, 'username' | 'email'>;

export const USERNAME_MAX_LENGTH = 20;

export const emptyRegistrationForm: RegistrationForm = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

/** The first rule of part 1 §5 the form breaks, in the spec's words; null when it is valid. */
export function registrationFormError(form: RegistrationForm): string | null {
  const { username, email, password, confirmPassword, acceptedTerms } = form;
  if (!username || !email.trim() || !password || !confirmPassword || !acceptedTerms) {
    return 'Completa todos los campos para continuar';
  }
  if (/\s/.test(username)) return 'El nombre de usuario no puede contener espacios';
  if (username.length > USERNAME_MAX_LENGTH) return 'El nombre de usuario debe tener máximo 20 caracteres';
  if (password !== confirmPassword) return 'Las contraseñas no coinciden';
  return null;
}

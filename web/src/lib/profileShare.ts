import { paths } from './routing/paths';

/** The spec's notices for sharing a profile (part 2 §8). */
export const SHARE_COPIED = 'URL del perfil copiada al portapapeles';
// The spec is silent when the clipboard refuses; a short Spanish line instead of a silent loss.
export const SHARE_FAILED = 'No se pudo copiar la URL del perfil.';

/** The address that opens a profile, as shared: `${origin}/ControlPanel/profile/{username}`. */
export function profileShareUrl(username: string, origin: string = window.location.origin): string {
  return `${origin}${paths.profile(username)}`;
}

/** Copies a profile's address to the clipboard; resolves to whether it was copied. */
export async function copyProfileUrl(username: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(profileShareUrl(username));
    return true;
  } catch {
    // No clipboard (an insecure origin, a denied permission): the caller says so.
    return false;
  }
}

/** The notifications' words (issue 22). */
export const NOTIFICATION_TEXTS = {
  title: 'Notificaciones',
  bell: 'Notificaciones',
  unread: (count: number) => (count === 1 ? '1 sin leer' : `${count} sin leer`),
  markAll: 'Marcar todas como leídas',
  markOne: 'Marcar como leída',
  empty:
    'No tienes notificaciones todavía. Aquí verás quién se inscribe en tus ofertas, las respuestas a tus candidaturas, la revisión de tus ofertas y tus nuevos seguidores.',
  loadFailed: 'No se han podido cargar las notificaciones.',
  moreFailed: 'No se han podido cargar más notificaciones.',
  loadingMore: 'Cargando más notificaciones...',
  markFailed: 'No se ha podido marcar como leída. Inténtalo de nuevo.',
  settings: 'Elegir qué avisos me llegan por email',
  showNew: 'Hay notificaciones nuevas · Mostrar',
} as const;

/** '99+' past 99: a badge stays small. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When it happened, as a list says it: 'ahora', 'hace 5 min', 'hace 3 h', 'hace 2 días', then the date. */
export function whenText(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const ago = now.getTime() - then.getTime();
  if (ago < MINUTE) return 'ahora';
  if (ago < HOUR) return `hace ${Math.floor(ago / MINUTE)} min`;
  if (ago < DAY) return `hace ${Math.floor(ago / HOUR)} h`;
  const days = Math.floor(ago / DAY);
  if (days < 7) return days === 1 ? 'ayer' : `hace ${days} días`;
  const sameYear = then.getFullYear() === now.getFullYear();
  return then.toLocaleDateString('es-ES', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

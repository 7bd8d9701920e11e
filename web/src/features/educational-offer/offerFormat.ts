// The Spanish words of an educational offer's detail (part 2 §2 Educational offer detail, §8).
import { dayOfMonthText, dayOfYear } from '../../lib/months';

export const EDUCATIONAL_OFFER_TEXTS = {
  loading: 'Cargando oferta educativa...',
  loadFailed: 'No se pudo cargar la información de la oferta educativa',
  notFound: 'No se encontró la oferta educativa.',
  notSpecified: 'No especificada',
  noPrice: 'Precio no especificado',
  apply: 'Solicitar información',
  back: 'Volver',
  brochure: 'Descargar folleto',
} as const;

/** '4.500,00 €' in the offer's currency (EUR when none); 'Precio no especificado' without an amount. */
export function priceText(price: { amount: number; currency: string } | null | undefined): string {
  if (!price) return EDUCATIONAL_OFFER_TEXTS.noPrice;
  const currency = price.currency || 'EUR';
  try {
    return new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(price.amount);
  } catch {
    // A code Intl does not know still shows the amount with its code.
    return `${price.amount.toLocaleString('es-ES')} ${currency}`;
  }
}

type DayOfMonth = { day: number; month: string };

/**
 * 'Del 1 de marzo al 30 de junio'; an end earlier in the year than the start runs across the new
 * year: 'Del 20 de septiembre al 10 de julio del año siguiente'. 'No especificada' without both ends.
 */
export function enrollmentText(start: DayOfMonth | null | undefined, end: DayOfMonth | null | undefined): string {
  const [from, to] = [start && dayOfMonthText(start), end && dayOfMonthText(end)];
  if (!start || !end || !from || !to) return EDUCATIONAL_OFFER_TEXTS.notSpecified;
  return `Del ${from} al ${to}${dayOfYear(end) < dayOfYear(start) ? ' del año siguiente' : ''}`;
}

const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '1 de septiembre de 2026' for an ISO date or a YYYY-MM-DD day; 'No especificada' when missing or unreadable. */
export function dateText(value: string | null | undefined): string {
  if (!value) return EDUCATIONAL_OFFER_TEXTS.notSpecified;
  // A bare day is a calendar day: read and shown in UTC so no time zone moves it.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? EDUCATIONAL_OFFER_TEXTS.notSpecified : longDate.format(date);
}

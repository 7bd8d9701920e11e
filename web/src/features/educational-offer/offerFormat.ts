// The Spanish words of an educational offer's detail (part 2 §2 Educational offer detail, §8).

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '6 meses' under a year, else '2 años' or '1 año y 6 meses'; empty when unknown. */
export function durationText(months: number): string {
  if (!Number.isFinite(months) || months <= 0) return '';
  if (months < 12) return plural(months, 'mes', 'meses');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = plural(years, 'año', 'años');
  return rest === 0 ? yearsText : `${yearsText} y ${plural(rest, 'mes', 'meses')}`;
}

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

const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '1 de septiembre de 2026' for an ISO date or a YYYY-MM-DD day; 'No especificada' when missing or unreadable. */
export function dateText(value: string | null | undefined): string {
  if (!value) return EDUCATIONAL_OFFER_TEXTS.notSpecified;
  // A bare day is a calendar day: read and shown in UTC so no time zone moves it.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? EDUCATIONAL_OFFER_TEXTS.notSpecified : longDate.format(date);
}

// Article dates in the Spanish (Spain) locale, read in the visitor's time zone.

const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Cards: '20 de mayo de 2025'. */
export function formatLongDate(iso: string): string {
  const date = parse(iso);
  return date ? longDate.format(date) : '';
}

/** The article page writes its date as dd.mm.yyyy (part 2 §2 "Article"). */
export function formatDottedDate(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

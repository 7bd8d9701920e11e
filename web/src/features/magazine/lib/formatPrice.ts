const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** A price in euros as Spain writes it: '12,50 €'. */
export function formatPrice(amount: number): string {
  return euros.format(amount);
}

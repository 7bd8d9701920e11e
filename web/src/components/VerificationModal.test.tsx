import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '../lib/brand';
import { VERIFICATION_DOCUMENTS, VerificationModal } from './VerificationModal';

describe('VerificationModal', () => {
  it('says what to send the provider and where (part 2 §5)', () => {
    render(<VerificationModal onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Verifica tu cuenta profesional' });
    expect(dialog).toHaveTextContent('Para publicar ofertas tu cuenta profesional debe estar verificada.');
    for (const item of VERIFICATION_DOCUMENTS) expect(screen.getByText(item)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: brand.contactEmail })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${brand.contactEmail}`),
    );
    expect(dialog).toHaveTextContent('nos pondremos en contacto contigo');
  });

  it("closes on 'Entendido' and on Escape", async () => {
    const onClose = vi.fn();
    render(<VerificationModal onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import { ReportDialog, type ReportChoice } from './ReportDialog';
import { REPORT_REASONS, REPORT_TEXTS, type ReportKind } from './reportTexts';

type Send = (choice: ReportChoice) => Promise<Outcome<unknown>>;

const sent: Send = async () => ({ ok: true, value: 'id', message: null });

function renderDialog(kind: ReportKind = 'post', onSend: Send = vi.fn(sent)) {
  const onClose = vi.fn();
  render(<ReportDialog kind={kind} onSend={onSend} onClose={onClose} />);
  return { user: userEvent.setup(), onSend, onClose };
}

const sendButton = () => screen.getByRole('button', { name: REPORT_TEXTS.send });
const details = () => screen.getByRole('textbox', { name: REPORT_TEXTS.details });

describe('the report dialog', () => {
  it.each([
    ['post', 'Denunciar publicación'],
    ['profile', 'Denunciar perfil'],
    ['offer', 'Denunciar oferta'],
  ] as const)('for a %s is titled %s, with the intro, the six reasons and the details', (kind, title) => {
    renderDialog(kind);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(REPORT_TEXTS.intro);
    const group = within(dialog).getByRole('group', { name: /Motivo de la denuncia/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(REPORT_REASONS.map(([, label]) => label));
    expect(within(group).getByRole('radio', { name: 'Spam o publicidad no deseada' })).not.toBeChecked();
    expect(details()).toHaveAttribute('maxLength', '1000');
    expect(dialog).toHaveTextContent('0/1000');
  });

  it("requires a reason: 'Elige un motivo.' beside the group, and nothing is sent", async () => {
    const { user, onSend } = renderDialog();
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_TEXTS.reasonRequired);
    const group = screen.getByRole('group', { name: /Motivo/ });
    expect(group).toHaveAccessibleDescription(REPORT_TEXTS.reasonRequired);
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Otro motivo' }));
    expect(screen.queryByText(REPORT_TEXTS.reasonRequired)).toBeNull();
  });

  it('counts the characters of the details as they are typed', async () => {
    const { user } = renderDialog();
    await user.type(details(), 'Copia mis fotos');
    expect(screen.getByText('15/1000')).toBeInTheDocument();
  });

  it("sends the chosen reason and the details, saying 'Enviando...' meanwhile", async () => {
    let finish: (outcome: Outcome<unknown>) => void = () => {};
    const onSend = vi.fn(() => new Promise<Outcome<unknown>>((resolve) => (finish = resolve)));
    const { user } = renderDialog('post', onSend);
    await user.click(screen.getByRole('radio', { name: 'Infringe derechos de autor o de marca' }));
    await user.type(details(), 'Son fotos de mi colección.');
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith({ reason: 'INTELLECTUAL_PROPERTY', details: 'Son fotos de mi colección.' });
    expect(screen.getByRole('button', { name: REPORT_TEXTS.sending })).toBeDisabled();
    finish({ ok: true, value: 'id', message: null });
  });

  it("shows the server's refusal and keeps the reason and the details", async () => {
    const onSend = vi.fn(async () => ({ ok: false as const, message: 'Ya has denunciado esta publicación.' }));
    const { user } = renderDialog('post', onSend);
    await user.click(screen.getByRole('radio', { name: 'Acoso o discurso de odio' }));
    await user.type(details(), 'Insultos en la descripción.');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya has denunciado esta publicación.');
    expect(screen.getByRole('radio', { name: 'Acoso o discurso de odio' })).toBeChecked();
    expect(details()).toHaveValue('Insultos en la descripción.');
    expect(sendButton()).toBeEnabled();
  });

  it("'Cancelar' closes it without sending", async () => {
    const { user, onSend, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: REPORT_TEXTS.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });
});

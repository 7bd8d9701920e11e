import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answersComplete, ApplyModal, initialAnswers, type Answer, type ExtraQuestion } from './ApplyModal';
import { OFFER_TEXTS } from './offersTexts';

const QUESTIONS: ExtraQuestion[] = [
  { question: 'Cuéntanos tu experiencia', responseType: 'TEXT' },
  { question: '¿Cuántos años llevas patronando?', responseType: 'NUMBER' },
  { question: '¿Puedes incorporarte este mes?', responseType: 'BOOLEAN' },
  { question: 'Enlace a tu portfolio', responseType: 'URL' },
];

type Send = (answers: Answer[]) => Promise<{ ok: boolean; message: string | null }>;

function renderModal(questions = QUESTIONS, onSend: Send = vi.fn(async () => ({ ok: true, message: null }))) {
  const onClose = vi.fn();
  render(<ApplyModal position="Patronista" questions={questions} onSend={onSend} onClose={onClose} />);
  return { user: userEvent.setup(), onSend, onClose };
}

const continueButton = () => screen.getByRole('button', { name: OFFER_TEXTS.continue });

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Cuéntanos tu experiencia/ }), 'Dos colecciones');
  await user.type(screen.getByRole('spinbutton', { name: /años llevas patronando/ }), '3');
  await user.type(screen.getByRole('textbox', { name: /Enlace a tu portfolio/ }), 'https://ana.example.com');
}

describe('the rules of the answers (part 2 §5 Application modal)', () => {
  it('a boolean starts as No, the others empty', () => {
    expect(initialAnswers(QUESTIONS)).toEqual(['', '', 'false', '']);
  });

  it('every non-boolean answer is required; blanks do not count', () => {
    expect(answersComplete(QUESTIONS, ['a', '1', 'false', 'https://x.es'])).toBe(true);
    expect(answersComplete(QUESTIONS, ['a', '1', 'false', '   '])).toBe(false);
    expect(answersComplete([{ question: '¿Sí?', responseType: 'BOOLEAN' }], ['false'])).toBe(true);
  });
});

describe('ApplyModal', () => {
  it("opens on 'Preguntas adicionales' with an input per type, the required ones marked *", () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: OFFER_TEXTS.questionsTitle })).toBeInTheDocument();
    // The * is what sighted people see; assistive technology hears 'required'.
    expect(screen.getByRole('textbox', { name: 'Cuéntanos tu experiencia' })).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: '¿Cuántos años llevas patronando?' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Enlace a tu portfolio' })).toHaveAttribute('type', 'url');
    expect(screen.getByText('Enlace a tu portfolio').textContent).toBe('Enlace a tu portfolio *');
    expect(screen.getAllByText('*')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sí' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: '¿Puedes incorporarte este mes?' })).toBeInTheDocument();
  });

  it("keeps 'Continuar' disabled until complete, and trying says 'Por favor, responde todas las preguntas.'", async () => {
    const { user } = renderModal();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(OFFER_TEXTS.answerAll);
    expect(screen.getByRole('dialog', { name: OFFER_TEXTS.questionsTitle })).toBeInTheDocument();
    await answerAll(user);
    expect(continueButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it("shows the summary, 'Volver' keeps the answers, and 'Confirmar inscripción' sends them", async () => {
    let finish: (value: { ok: boolean; message: string | null }) => void = () => {};
    const onSend = vi.fn(() => new Promise<{ ok: boolean; message: string | null }>((resolve) => (finish = resolve)));
    const { user } = renderModal(QUESTIONS, onSend);
    await answerAll(user);
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.click(continueButton());

    const dialog = screen.getByRole('dialog', { name: OFFER_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent('Dos colecciones');
    expect(dialog).toHaveTextContent('¿Puedes incorporarte este mes?Sí');
    await user.click(screen.getByRole('button', { name: OFFER_TEXTS.back }));
    expect(screen.getByRole('textbox', { name: /Cuéntanos/ })).toHaveValue('Dos colecciones');
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeChecked();

    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: OFFER_TEXTS.confirm }));
    expect(screen.getByRole('button', { name: OFFER_TEXTS.sending })).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledWith([
      { question: 'Cuéntanos tu experiencia', answer: 'Dos colecciones' },
      { question: '¿Cuántos años llevas patronando?', answer: '3' },
      { question: '¿Puedes incorporarte este mes?', answer: 'true' },
      { question: 'Enlace a tu portfolio', answer: 'https://ana.example.com' },
    ]);
    finish({ ok: true, message: null });
  });

  it('a boolean left alone is sent as No', async () => {
    const onSend = vi.fn(async () => ({ ok: true, message: null }));
    const { user } = renderModal([{ question: '¿Tienes coche?', responseType: 'BOOLEAN' }], onSend);
    expect(continueButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(continueButton());
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Tienes coche?No');
    await user.click(screen.getByRole('button', { name: OFFER_TEXTS.confirm }));
    expect(onSend).toHaveBeenCalledWith([{ question: '¿Tienes coche?', answer: 'false' }]);
  });

  it('an offer without questions goes straight to the confirmation', async () => {
    const { user, onClose } = renderModal([]);
    expect(screen.getByRole('dialog', { name: OFFER_TEXTS.confirmTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: OFFER_TEXTS.back }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a failed send shows the failure alert and keeps the step', async () => {
    const onSend = vi.fn(async () => ({ ok: false, message: OFFER_TEXTS.applyFailed }));
    const { user } = renderModal([], onSend);
    await user.click(screen.getByRole('button', { name: OFFER_TEXTS.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_TEXTS.applyFailed);
    expect(screen.getByRole('button', { name: OFFER_TEXTS.confirm })).toBeInTheDocument();
  });
});

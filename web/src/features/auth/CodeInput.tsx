import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styles from './CodeInput.module.css';
import { CODE_LENGTH } from './verificationCode';

interface CodeInputProps {
  /** Visible label of the group of cells. */
  label: string;
  /** One digit (or '') per cell. */
  value: readonly string[];
  onChange: (cells: string[]) => void;
  disabled?: boolean;
  /**
   * Raise it to put focus back on the first cell (after a wrong code or a new one was sent);
   * focus moves once the cells are enabled again.
   */
  focusRequest?: number;
}

/**
 * Six single-digit cells (part 1 §5): digits only, typing moves to the next cell, Backspace
 * goes back, arrows move, and a pasted or autofilled code fills the cells at once.
 */
export function CodeInput({ label, value, onChange, disabled = false, focusRequest = 0 }: CodeInputProps) {
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const focusCell = (index: number) => cells.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    if (focusRequest > 0 && !disabled) cells.current[0]?.focus();
  }, [focusRequest, disabled]);

  function fill(from: number, digits: string) {
    const next = [...value];
    const placed = digits.slice(0, CODE_LENGTH - from).split('');
    placed.forEach((digit, offset) => (next[from + offset] = digit));
    onChange(next);
    focusCell(from + placed.length);
  }

  function setCell(index: number, digit: string) {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  }

  function onInput(index: number, raw: string) {
    if (raw === '') return setCell(index, '');
    const digits = raw.replace(/\D/g, '');
    if (digits) fill(index, typedDigits(value[index], digits));
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    // A whole code fills every cell, wherever it was pasted.
    if (digits) fill(digits.length >= CODE_LENGTH ? 0 : index, digits);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const move = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (move) {
      event.preventDefault();
      focusCell(index + move);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) return setCell(index, '');
      if (index > 0) {
        setCell(index - 1, '');
        focusCell(index - 1);
      }
    }
  }

  return (
    <fieldset className={styles.code} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.cells}>
        {value.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              cells.current[index] = element;
            }}
            className={styles.cell}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Dígito ${index + 1} de ${CODE_LENGTH}`}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The digits just typed into a cell that already held one (the old digit is dropped). */
function typedDigits(previous: string, digits: string): string {
  if (!previous || digits.length !== 2) return digits;
  return digits[0] === previous ? digits[1] : digits[0];
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './CodeInput';
import { emptyCode } from './verificationCode';

function Harness() {
  const [cells, setCells] = useState(emptyCode);
  return <CodeInput label="Código de verificación" value={cells} onChange={setCells} />;
}

const cell = (n: number) => screen.getByLabelText(`Dígito ${n} de 6`);
const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  return user;
}

describe('CodeInput (6 single digits, part 1 §5)', () => {
  it('fills every cell from a pasted 6-digit code', async () => {
    const user = setup();
    await user.click(cell(1));
    await user.paste('123456');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(cell(6)).toHaveFocus();
  });

  it('fills every cell from a whole code pasted into a later cell', async () => {
    const user = setup();
    await user.click(cell(4));
    await user.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('moves to the next cell after each digit', async () => {
    const user = setup();
    await user.click(cell(1));
    await user.keyboard('4');
    expect(cell(2)).toHaveFocus();
    await user.keyboard('2');
    expect(cell(3)).toHaveFocus();
    expect(values()).toEqual(['4', '2', '', '', '', '']);
  });

  it('ignores anything that is not a digit', async () => {
    const user = setup();
    await user.click(cell(1));
    await user.keyboard('a- ');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(cell(1)).toHaveFocus();
  });

  it('goes back with Backspace, clearing the previous digit', async () => {
    const user = setup();
    await user.click(cell(1));
    await user.keyboard('12');
    expect(cell(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(cell(2)).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(cell(1)).toHaveFocus();
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('moves with the arrow keys', async () => {
    const user = setup();
    await user.click(cell(3));
    await user.keyboard('{ArrowLeft}');
    expect(cell(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cell(4)).toHaveFocus();
  });

  it('lets phones offer the mailed code', () => {
    setup();
    expect(cell(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(cell(1)).toHaveAttribute('inputmode', 'numeric');
  });
});

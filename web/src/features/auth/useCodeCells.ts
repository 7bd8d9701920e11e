import { useState } from 'react';
import { emptyCode } from './verificationCode';

/**
 * The cells of a code step and the way to start over: a refused or resent code empties the
 * cells and asks CodeInput (through `focusRequest`) to put focus back on the first one.
 */
export function useCodeCells() {
  const [cells, setCells] = useState(emptyCode);
  const [focusRequest, setFocusRequest] = useState(0);
  function startOver() {
    setCells(emptyCode());
    setFocusRequest((request) => request + 1);
  }
  return { cells, setCells, focusRequest, startOver };
}

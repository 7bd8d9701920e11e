import { buttonClass } from '../../components/Button';

/** My Offers' small buttons, on <button>s and on links drawn as buttons (the shared Button look). */
export const BUTTONS = {
  primary: buttonClass({ size: 'small' }),
  secondary: buttonClass({ variant: 'secondary', size: 'small' }),
  danger: buttonClass({ variant: 'dangerSolid', size: 'small' }),
};

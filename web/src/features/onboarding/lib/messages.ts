// The wizard's messages, word for word (part 1 §5, §8).
import { FOUNDING_YEAR_MESSAGE } from '../../../lib/foundingYear';

export const MESSAGES = {
  chooseRole: 'Por favor, selecciona tu rol.',
  fillRequired: 'Por favor, completa todos los campos requeridos.',
  badBirthDate: 'La fecha de nacimiento es incorrecta.',
  choosePhoto: 'Por favor, sube una foto de perfil.',
  chooseOption: 'Por favor, selecciona una opción.',
  chooseFormation: 'Por favor, selecciona tu tipo de formación.',
  chooseSituation: 'Por favor, selecciona una opción que describa tu situación.',
  enterRole: 'Por favor, introduce tu rol.',
  badFoundingYear: FOUNDING_YEAR_MESSAGE,
  photoFailed: 'Error al actualizar la foto.',
} as const;

/** 'Fecha incorrecta: la fecha debe estar entre {min} y {max}.' */
export const badMonth = (min: string, max: string) => `Fecha incorrecta: la fecha debe estar entre ${min} y ${max}.`;

/** 'Fecha incorrecta: el año debe estar entre {min} y {max}.' */
export const badYear = (min: number, max: number) => `Fecha incorrecta: el año debe estar entre ${min} y ${max}.`;

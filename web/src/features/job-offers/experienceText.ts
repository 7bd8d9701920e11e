/**
 * The experience an offer asks for, short enough for a tag: from its years ('2 años de
 * experiencia'), else as written.
 */
export function experienceText(experience: string | null | undefined, years: number | null | undefined): string {
  if (years !== null && years !== undefined) {
    if (years === 0) return 'Sin experiencia';
    return years === 1 ? '1 año de experiencia' : `${years} años de experiencia`;
  }
  return experience?.trim() ?? '';
}

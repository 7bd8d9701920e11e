import { describe, expect, it } from 'vitest';
import { acceptOf, FILE_RULES, fileProblem } from './fileRules';

const MiB = 1024 * 1024;

/** A file of `bytes` zero bytes: only its size and declared type matter to the check. */
const fileOf = (bytes: number, type: string, name = 'archivo') => new File([new Uint8Array(bytes)], name, { type });

// Each field's limit is the api's (api/CONTRACT.md § Upload limits): exactly the limit passes,
// one byte more is refused with the field's words; so is a file of another type.
describe('the file fields’ rules', () => {
  it.each([
    ['profilePicture', 'image/jpeg', 10 * MiB, 'El archivo es demasiado grande. Máximo 10MB permitido.'],
    ['entryLogo', 'image/png', 10 * MiB, 'El archivo es demasiado grande. Máximo 10MB permitido.'],
    ['profilePdf', 'application/pdf', 10 * MiB, 'El archivo es demasiado grande. Máximo 10MB permitido.'],
    ['postImage', 'image/jpeg', 10 * MiB, 'La imagen es demasiado grande. El máximo es 10 MB por imagen.'],
    ['jobOfferLogo', 'image/webp', 5 * MiB, 'El archivo es demasiado grande. Máximo 5MB permitido.'],
    ['headerImage', 'image/gif', 5 * MiB, 'El archivo es demasiado grande. Máximo 5MB permitido.'],
  ] as const)('%s takes %s up to %i bytes exactly', (field, type, limit, tooLarge) => {
    const rule = FILE_RULES[field];
    expect(fileProblem(fileOf(limit, type), rule)).toBeNull();
    expect(fileProblem(fileOf(limit + 1, type), rule)).toBe(tooLarge);
  });

  it('refuses a 12 MB PDF for the CV with the limit in its words', () => {
    const pdf = fileOf(12 * 1000 * 1000, 'application/pdf', 'portfolio-completo.pdf');
    expect(fileProblem(pdf, FILE_RULES.profilePdf)).toBe('El archivo es demasiado grande. Máximo 10MB permitido.');
  });

  it.each([
    ['profilePicture', 'application/pdf', 'El archivo no es una imagen válida.'],
    ['entryLogo', 'image/svg+xml', 'Ha ocurrido un error al subir el logo. Por favor, inténtalo de nuevo.'],
    ['profilePdf', 'image/png', 'Solo se permiten archivos PDF'],
    ['postImage', 'video/mp4', 'Solo se pueden subir imágenes: se han descartado los archivos que no lo son.'],
    ['jobOfferLogo', 'text/plain', 'El logo no es una imagen válida (JPG, PNG, WebP o GIF).'],
    ['headerImage', 'image/webp', 'Tipo de archivo no permitido. Solo se aceptan JPG, PNG y GIF.'],
  ] as const)('%s refuses a file of type "%s" before its size', (field, type, wrongType) => {
    expect(fileProblem(fileOf(20 * MiB, type), FILE_RULES[field])).toBe(wrongType);
  });

  it('leaves a file of no declared type to the server, which reads its content, but still checks its size', () => {
    expect(fileProblem(fileOf(MiB, ''), FILE_RULES.postImage)).toBeNull();
    expect(fileProblem(fileOf(10 * MiB + 1, ''), FILE_RULES.postImage)).toBe(
      'La imagen es demasiado grande. El máximo es 10 MB por imagen.',
    );
  });

  it('does not ask for HEIC, so an iPhone sends its photos as JPEG (the api reads no HEVC)', () => {
    expect(acceptOf(FILE_RULES.postImage).split(',')).not.toContain('image/heic');
    expect(fileProblem(fileOf(MiB, 'image/heic'), FILE_RULES.postImage)).toBe(
      'Solo se pueden subir imágenes: se han descartado los archivos que no lo son.',
    );
  });

  it('gives the file chooser the same types', () => {
    expect(acceptOf(FILE_RULES.headerImage)).toBe('image/jpeg,image/png,image/gif');
    expect(acceptOf(FILE_RULES.profilePdf)).toBe('application/pdf');
    expect(acceptOf(FILE_RULES.profilePicture).split(',')).not.toContain('image/svg+xml');
  });
});

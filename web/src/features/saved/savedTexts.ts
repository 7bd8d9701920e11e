/** The texts of part 2 §8 "Saved boards" and §5 "Boards". */
export const SAVED_TEXTS = {
  loadFailed: 'Error al cargar los datos',
  created: 'Tablero creado correctamente',
  createFailed: 'Error al crear el tablero',
  deleted: 'Tablero eliminado correctamente',
  deleteFailed: 'Error al eliminar el tablero',
  movedOne: 'Imagen movida correctamente',
  moveOneFailed: 'Error al mover la imagen',
  moveManyFailed: 'Error al mover las imágenes',
  returned: 'Imagen devuelta a guardados',
  removeFailed: 'Error al eliminar la imagen',
  selectImage: 'Selecciona al menos una imagen',
  selectBoard: 'Selecciona un tablero',
} as const;

/** '{n} imagen movida correctamente' / '{n} imágenes movidas correctamente' (part 2 §8). */
export function movedText(count: number): string {
  return count === 1 ? `${count} imagen movida correctamente` : `${count} imágenes movidas correctamente`;
}

/** '1 imagen' / '{n} imágenes'. */
export function imageCount(count: number): string {
  return count === 1 ? '1 imagen' : `${count} imágenes`;
}

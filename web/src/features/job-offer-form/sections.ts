/** The form's sections in order, with their anchors for the sidebar (part 2 §2 Create / edit job offer). */
export const SECTIONS = [
  { id: 'imagen', title: 'Imagen de cabecera' },
  { id: 'titulo', title: 'Título' },
  { id: 'especificaciones', title: 'Especificaciones' },
  { id: 'empleador', title: 'Descripción del empleador' },
  { id: 'puesto', title: 'Descripción del puesto' },
  { id: 'funciones', title: 'Funciones' },
  { id: 'ofrecemos', title: 'Qué ofrecemos' },
  { id: 'perfil', title: 'Perfil ideal' },
  { id: 'hard-skills', title: 'Hard skills' },
  { id: 'soft-skills', title: 'Soft skills' },
  { id: 'preguntas', title: 'Preguntas adicionales' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const sectionTitle = (id: SectionId) => SECTIONS.find((section) => section.id === id)?.title ?? '';

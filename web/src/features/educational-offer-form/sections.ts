/** The form's sections in order, with their anchors for the sidebar (part 2 §2 Create educational offer). */
export const SECTIONS = [
  { id: 'imagen', title: 'Imagen de cabecera' },
  { id: 'titulo', title: 'Título' },
  { id: 'especificaciones', title: 'Especificaciones' },
  { id: 'formacion', title: 'Formación' },
  { id: 'matricula', title: 'Periodo de matrícula' },
  { id: 'curso', title: 'Curso académico' },
  { id: 'web', title: 'Sitio web' },
  { id: 'descripcion', title: 'Descripción' },
  { id: 'preguntas', title: 'Preguntas adicionales' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const sectionTitle = (id: SectionId) => SECTIONS.find((section) => section.id === id)?.title ?? '';

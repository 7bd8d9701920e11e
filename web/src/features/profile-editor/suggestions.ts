// Popular choices offered under the skills, software and languages boxes (part 2 §9: 22 fashion
// skills, 17 software names, 10 languages; the spec names only the languages).

export const SKILL_SUGGESTIONS: readonly string[] = [
  'Creatividad',
  'Trabajo en equipo',
  'Comunicación',
  'Atención al detalle',
  'Gestión del tiempo',
  'Resolución de problemas',
  'Adaptabilidad',
  'Liderazgo',
  'Sentido estético',
  'Pensamiento crítico',
  'Organización',
  'Proactividad',
  'Empatía',
  'Negociación',
  'Trabajo bajo presión',
  'Visión de tendencias',
  'Storytelling',
  'Orientación al cliente',
  'Gestión de proyectos',
  'Iniciativa',
  'Flexibilidad',
  'Capacidad de aprendizaje',
];

export const SOFTWARE_SUGGESTIONS: readonly string[] = [
  'Adobe Photoshop',
  'Adobe Illustrator',
  'Adobe InDesign',
  'Adobe Lightroom',
  'Adobe Premiere Pro',
  'CLO 3D',
  'Browzwear',
  'Marvelous Designer',
  'Lectra Modaris',
  'Gerber AccuMark',
  'Optitex',
  'Procreate',
  'Figma',
  'Canva',
  'Blender',
  'Rhino',
  'Microsoft Excel',
];

export const LANGUAGE_SUGGESTIONS: readonly string[] = [
  'Español',
  'Inglés',
  'Francés',
  'Alemán',
  'Italiano',
  'Portugués',
  'Chino',
  'Ruso',
  'Japonés',
  'Árabe',
];

/** The editor's country list (part 2 §9 defines 15, content not shown): offered, not imposed. */
export const COUNTRY_SUGGESTIONS: readonly string[] = [
  'España',
  'Portugal',
  'Francia',
  'Italia',
  'Alemania',
  'Reino Unido',
  'Países Bajos',
  'Bélgica',
  'Suiza',
  'Estados Unidos',
  'México',
  'Argentina',
  'Colombia',
  'Chile',
  'Perú',
];

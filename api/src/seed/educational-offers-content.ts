// Demo institutions and their programmes (Spanish, realistic, invented). The first
// three institutions are accounts of the main seed (seed.ts); the others are added here.
import type { CenterType, Category, EducationType, Modality } from '../schemas/educational-offer';
import type { Duration } from '../models/educational-offer-form';

export interface ProgrammeSeed {
  programName: string;
  educationType: EducationType;
  modality: Modality;
  category: Category;
  knowledgeArea: string;
  studyType: string;
  duration: Duration;
  credits: number | null;
  price: number | null;
  /** School year months, 1–12. */
  schoolYear: [number, number];
  morningSchedule: boolean;
  internships: boolean;
  erasmus: boolean;
  bilingual: boolean;
  description: string;
  requirements: string[];
  syllabus: string[];
}

export interface InstitutionSeed {
  /** seedId key of the users row. */
  key: string;
  /** Present for the accounts this seed adds (absent: made by the main seed). */
  account?: {
    username: string;
    companyName: string;
    title: string;
    bio: string;
    summary: string;
    foundingYear: string;
    city: string;
    country: string;
    skills: string[];
    tags: string[];
  };
  centerType: CenterType;
  programmes: ProgrammeSeed[];
}

const grado = (
  programName: string,
  knowledgeArea: string,
  category: Category,
  modality: Modality,
  description: string,
  extra: Partial<ProgrammeSeed> = {},
): ProgrammeSeed => ({
  programName,
  educationType: 'Grado',
  modality,
  category,
  knowledgeArea,
  studyType: 'Título oficial',
  duration: { value: 4, unit: 'años' },
  credits: 240,
  price: null,
  schoolYear: [9, 6],
  morningSchedule: true,
  internships: true,
  erasmus: true,
  bilingual: false,
  description,
  requirements: ['Bachillerato o equivalente', 'Prueba de acceso específica', 'Portfolio de trabajos personales'],
  syllabus: ['Dibujo y representación', 'Historia de la moda', 'Patronaje y confección', 'Proyecto final de grado'],
  ...extra,
});

const master = (
  programName: string,
  knowledgeArea: string,
  category: Category,
  modality: Modality,
  description: string,
  extra: Partial<ProgrammeSeed> = {},
): ProgrammeSeed => ({
  programName,
  educationType: 'Máster',
  modality,
  category,
  knowledgeArea,
  studyType: 'Título propio',
  duration: { value: 1, unit: 'años' },
  credits: 60,
  price: 8900,
  schoolYear: [10, 7],
  morningSchedule: false,
  internships: true,
  erasmus: false,
  bilingual: true,
  description,
  requirements: ['Titulación universitaria o experiencia equivalente', 'Entrevista personal', 'Nivel B2 de inglés'],
  syllabus: ['Estrategia de marca', 'Gestión de colecciones', 'Trabajo final de máster'],
  ...extra,
});

const curso = (
  programName: string,
  educationType: EducationType,
  knowledgeArea: string,
  category: Category,
  modality: Modality,
  description: string,
  extra: Partial<ProgrammeSeed> = {},
): ProgrammeSeed => ({
  programName,
  educationType,
  modality,
  category,
  knowledgeArea,
  studyType: 'Formación continua',
  // October to December.
  duration: { value: 3, unit: 'meses' },
  credits: null,
  price: 690,
  schoolYear: [10, 12],
  morningSchedule: false,
  internships: false,
  erasmus: false,
  bilingual: false,
  description,
  requirements: ['Ganas de aprender', 'Ordenador portátil propio'],
  syllabus: ['Introducción', 'Práctica guiada', 'Proyecto personal'],
  ...extra,
});

export const INSTITUTIONS: readonly InstitutionSeed[] = [
  {
    key: 'institucion',
    centerType: 'private',
    programmes: [
      grado(
        'Grado en Diseño de Moda',
        'Diseño de moda',
        'Moda',
        'Presencial',
        'Cuatro años para aprender a diseñar, patronar y producir una colección propia, con talleres diarios y prácticas en empresas de la Costa del Sol.',
      ),
      master(
        'Máster en Fotografía de Moda',
        'Fotografía de moda',
        'Fotografía',
        'Híbrida',
        'Producción de editoriales y campañas: iluminación de estudio, dirección de modelos, retoque y edición de portfolio.',
      ),
      curso(
        'Curso de Estilismo Editorial',
        'Curso',
        'Estilismo',
        'Moda',
        'Online',
        'Construye looks para editoriales y redes sociales: tendencias, composición y trabajo con fotógrafos.',
      ),
      curso(
        'Taller de Upcycling Textil',
        'Taller',
        'Moda sostenible',
        'Moda',
        'Presencial',
        'Transforma prendas usadas en piezas nuevas con técnicas de deconstrucción, remiendo visible y tintes naturales.',
        { price: 180, schoolYear: [3, 3] },
      ),
    ],
  },
  {
    key: 'org-instituto-barcelona',
    centerType: 'private',
    programmes: [
      master(
        'Máster en Dirección de Empresas de Moda',
        'Gestión y negocio de moda',
        'Moda',
        'Presencial',
        'Compra, producto, comercio electrónico y distribución internacional, con casos reales de marcas de Barcelona.',
        { price: 12500 },
      ),
      grado(
        'Grado en Comunicación y Diseño Gráfico de Moda',
        'Comunicación de moda',
        'Diseño gráfico',
        'Presencial',
        'Identidad visual, dirección de arte y contenidos para marcas de moda, con un último curso de proyectos reales.',
        { bilingual: true },
      ),
      curso(
        'Certificación en Patronaje Digital con CLO 3D',
        'Certificación',
        'Patronaje digital',
        'Moda',
        'Online',
        'Patronaje y simulación 3D de prendas: de la pieza plana al prototipo virtual listo para producción.',
        { price: 950 },
      ),
    ],
  },
  {
    key: 'org-cdt-valencia',
    centerType: 'public',
    programmes: [
      curso(
        'Técnico Superior en Patronaje y Moda',
        'FP',
        'Patronaje industrial',
        'Moda',
        'Presencial',
        'Ciclo formativo de grado superior: patronaje industrial, escalado, corte y control de calidad en la confección.',
        {
          studyType: 'Título oficial',
          duration: { value: 2, unit: 'años' },
          credits: 120,
          price: null,
          schoolYear: [9, 6],
          internships: true,
        },
      ),
      curso(
        'Técnico Superior en Diseño Técnico en Textil y Piel',
        'FP',
        'Diseño textil',
        'Moda',
        'Presencial',
        'Diseño de tejidos, estampados y artículos de piel para la industria textil valenciana.',
        {
          studyType: 'Título oficial',
          duration: { value: 2, unit: 'años' },
          credits: 120,
          price: null,
          schoolYear: [9, 6],
          erasmus: true,
        },
      ),
      curso(
        'Curso de Estampación Serigráfica',
        'Curso',
        'Estampación',
        'Diseño gráfico',
        'Presencial',
        'Preparación de pantallas, mezcla de tintas y estampación manual sobre tejido.',
        { price: 120, schoolYear: [2, 4] },
      ),
    ],
  },
  {
    key: 'edu-esd-madrid',
    account: {
      username: 'esdmadrid',
      companyName: 'Escuela Superior de Diseño de Madrid',
      title: 'Escuela pública de enseñanzas artísticas superiores',
      bio: 'Estudios superiores de Diseño de Moda, Gráfico, de Interiores y de Producto en el centro de Madrid.',
      summary:
        'Centro público con más de treinta años formando diseñadores. Talleres abiertos, convenios con empresas y movilidad europea.',
      foundingYear: '1989',
      city: 'Madrid',
      country: 'España',
      skills: ['Diseño de moda', 'Diseño gráfico', 'Movilidad Erasmus'],
      tags: ['Moda', 'Diseño gráfico'],
    },
    centerType: 'public',
    programmes: [
      grado(
        'Título Superior en Diseño de Moda',
        'Diseño de moda',
        'Moda',
        'Presencial',
        'Enseñanzas artísticas superiores equivalentes a grado: creación de colecciones, investigación de materiales y gestión de proyectos.',
        { price: null },
      ),
      grado(
        'Título Superior en Diseño Gráfico',
        'Diseño gráfico',
        'Diseño gráfico',
        'Presencial',
        'Tipografía, identidad, editorial y diseño digital, con proyectos para instituciones culturales de Madrid.',
        { price: null, morningSchedule: false },
      ),
    ],
  },
  {
    key: 'edu-arte-sevilla',
    account: {
      username: 'artemodasevilla',
      companyName: 'Escuela de Arte y Moda de Sevilla',
      title: 'Escuela pública de arte',
      bio: 'Ciclos de moda, fotografía y artes aplicadas en pleno barrio de la Macarena.',
      summary: 'Escuela pública de arte con tradición en bordado, flamenco y fotografía artística.',
      foundingYear: '1971',
      city: 'Sevilla',
      country: 'España',
      skills: ['Bordado', 'Fotografía artística', 'Moda flamenca'],
      tags: ['Moda', 'Fotografía'],
    },
    centerType: 'public',
    programmes: [
      curso(
        'Técnico Superior en Fotografía Artística',
        'FP',
        'Fotografía',
        'Fotografía',
        'Presencial',
        'Ciclo superior de artes plásticas: fotografía de estudio, moda y retrato, revelado analógico y edición digital.',
        {
          studyType: 'Título oficial',
          duration: { value: 2, unit: 'años' },
          credits: 120,
          price: null,
          schoolYear: [9, 6],
          internships: true,
        },
      ),
      curso(
        'Taller de Bordado en Oro',
        'Taller',
        'Bordado',
        'Moda',
        'Presencial',
        'Técnicas tradicionales sevillanas de bordado en oro y sedas aplicadas a piezas de moda contemporánea.',
        { price: 240, schoolYear: [1, 3] },
      ),
      curso(
        'Curso de Diseño de Moda Flamenca',
        'Curso',
        'Diseño de moda',
        'Moda',
        'Híbrida',
        'Del boceto al traje de flamenca: volúmenes, volantes y tejidos, con clases en línea y talleres presenciales.',
        { price: 450 },
      ),
    ],
  },
  {
    key: 'edu-bellas-artes-bilbao',
    account: {
      username: 'bellasartesbilbao',
      companyName: 'Facultad de Bellas Artes de Bilbao',
      title: 'Facultad universitaria pública',
      bio: 'Grados y másteres de arte, diseño y creación audiovisual en el campus de Leioa.',
      summary: 'Facultad pública con laboratorios de fotografía, textil experimental y creación digital.',
      foundingYear: '1969',
      city: 'Bilbao',
      country: 'España',
      skills: ['Creación artística', 'Fotografía', 'Textil experimental'],
      tags: ['Fotografía', 'Diseño gráfico'],
    },
    centerType: 'public',
    programmes: [
      grado(
        'Grado en Creación y Diseño',
        'Diseño',
        'Diseño gráfico',
        'Presencial',
        'Diseño gráfico, de producto y de moda desde la práctica artística, con talleres de serigrafía y textil.',
        { price: null, bilingual: true },
      ),
      master(
        'Máster en Fotografía Contemporánea',
        'Fotografía',
        'Fotografía',
        'Presencial',
        'Proyecto fotográfico de autor, comisariado y edición de fotolibros.',
        { price: 2600, studyType: 'Máster universitario oficial' },
      ),
    ],
  },
  {
    key: 'edu-gallega-moda',
    account: {
      username: 'escuelagallegamoda',
      companyName: 'Escuela Gallega de Moda',
      title: 'Escuela privada de moda',
      bio: 'Diseño, patronaje y producción de moda junto a la industria textil gallega.',
      summary:
        'Escuela privada conectada con talleres y marcas de Galicia, con prácticas en empresa desde el primer curso.',
      foundingYear: '2001',
      city: 'A Coruña',
      country: 'España',
      skills: ['Patronaje', 'Producción textil', 'Punto'],
      tags: ['Moda'],
    },
    centerType: 'private',
    programmes: [
      grado(
        'Grado en Diseño y Producción de Moda',
        'Producción de moda',
        'Moda',
        'Presencial',
        'Diseño de colecciones pensadas para producirse: fichas técnicas, proveedores y control de calidad.',
        { price: 7200, erasmus: false },
      ),
      curso(
        'Curso de Diseño de Punto',
        'Curso',
        'Punto',
        'Moda',
        'Híbrida',
        'Tricotosa, galgas, puntos fantasía y desarrollo de una minicolección de punto.',
        { price: 890 },
      ),
      curso(
        'Curso de Marketing Digital para Moda',
        'Curso',
        'Marketing de moda',
        'Diseño gráfico',
        'Online',
        'Redes sociales, campañas de pago, comercio electrónico y fotografía de producto para marcas pequeñas.',
        { price: 540 },
      ),
    ],
  },
  {
    key: 'edu-patronaje-malaga',
    account: {
      username: 'patronajemalaga',
      companyName: 'Academia de Patronaje de Málaga',
      title: 'Academia privada de patronaje y confección',
      bio: 'Grupos reducidos de patronaje, corte y confección, de iniciación a nivel profesional.',
      summary: 'Academia privada especializada en patronaje a medida e industrial, con bolsa de empleo propia.',
      foundingYear: '2008',
      city: 'Málaga',
      country: 'España',
      skills: ['Patronaje a medida', 'Corte y confección', 'Sastrería'],
      tags: ['Moda'],
    },
    centerType: 'private',
    programmes: [
      curso(
        'Certificación Profesional en Patronaje Industrial',
        'Certificación',
        'Patronaje industrial',
        'Moda',
        'Presencial',
        'Patronaje base, transformaciones, escalado por tallas y preparación de marcadas para corte industrial.',
        { duration: { value: 1, unit: 'años' }, schoolYear: [9, 6], price: 2400, morningSchedule: true },
      ),
      curso(
        'Taller de Sastrería a Medida',
        'Taller',
        'Sastrería',
        'Moda',
        'Presencial',
        'Toma de medidas, patrón de americana y pruebas con entretelas y armado a mano.',
        { price: 380, schoolYear: [4, 6] },
      ),
    ],
  },
  {
    key: 'edu-lisboa-foto',
    account: {
      username: 'escolaimagemlisboa',
      companyName: 'Escola de Imagem de Lisboa',
      title: 'Escuela privada de fotografía y vídeo',
      bio: 'Fotografía de moda, vídeo y dirección de arte en Lisboa, con clases en portugués e inglés.',
      summary: 'Escuela privada de imagen con estudio propio y producciones con marcas portuguesas.',
      foundingYear: '2012',
      city: 'Lisboa',
      country: 'Portugal',
      skills: ['Fotografía de moda', 'Vídeo', 'Dirección de arte'],
      tags: ['Fotografía', 'Diseño gráfico'],
    },
    centerType: 'private',
    programmes: [
      curso(
        'Curso Intensivo de Fotografía de Moda',
        'Curso',
        'Fotografía de moda',
        'Fotografía',
        'Presencial',
        'Luz de estudio y exterior, trabajo con estilistas y modelos, y una producción editorial completa.',
        { price: 1200, bilingual: true, schoolYear: [6, 7] },
      ),
      curso(
        'Certificación en Dirección de Arte Online',
        'Certificación',
        'Dirección de arte',
        'Diseño gráfico',
        'Online',
        'Conceptos de campaña, moodboards, casting y coordinación de rodajes de moda, desde casa.',
        { price: 780 },
      ),
    ],
  },
];

/** Logo colours per institution, drawn as initials on a flat background. */
export const LOGO_COLOURS = ['#264653', '#c4653a', '#1d3557', '#606c38', '#6d6875', '#3d405b', '#003049', '#582f0e'];

export const EXTRA_QUESTION_SETS = [
  [],
  [{ question: '¿Por qué quieres estudiar este programa?', responseType: 'text' as const }],
  [
    { question: '¿Cuántos años de experiencia tienes en el sector?', responseType: 'number' as const },
    { question: '¿Tienes portfolio en línea?', responseType: 'boolean' as const },
    { question: 'Enlace a tu portfolio', responseType: 'url' as const },
  ],
];

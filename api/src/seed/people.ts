// Spanish people, places and organisations for the demo accounts.

export const FIRST_NAMES = [
  'Lucía',
  'Martina',
  'Paula',
  'Alba',
  'Carmen',
  'Julia',
  'Irene',
  'Noa',
  'Valeria',
  'Sara',
  'Daniela',
  'Claudia',
  'Marta',
  'Elena',
  'Nerea',
  'Aitana',
  'Inés',
  'Blanca',
  'Leire',
  'Ainhoa',
  'Olivia',
  'Carla',
  'Pablo',
  'Hugo',
  'Álvaro',
  'Mario',
  'Diego',
  'Javier',
  'Adrián',
  'Marcos',
  'Iker',
  'Sergio',
  'Jorge',
  'Andrés',
  'Rubén',
  'Gonzalo',
  'Teo',
  'Bruno',
] as const;

export const LAST_NAMES = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Fernández',
  'Ruiz',
  'Díaz',
  'Moreno',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Molina',
  'Blanco',
  'Castro',
  'Ortega',
  'Rubio',
  'Marín',
  'Sanz',
  'Iglesias',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
  'Lozano',
  'Prieto',
  'Méndez',
  'Calvo',
  'Vidal',
  'Herrera',
  'Peña',
  'Aguirre',
  'Echeverría',
] as const;

interface Place {
  city: string;
  country: string;
}

/** Mostly Spain, as the product is; a few cities of the onboarding country list. */
export const PLACES: readonly Place[] = [
  { city: 'Madrid', country: 'España' },
  { city: 'Barcelona', country: 'España' },
  { city: 'Valencia', country: 'España' },
  { city: 'Sevilla', country: 'España' },
  { city: 'Bilbao', country: 'España' },
  { city: 'Málaga', country: 'España' },
  { city: 'Zaragoza', country: 'España' },
  { city: 'A Coruña', country: 'España' },
  { city: 'Granada', country: 'España' },
  { city: 'Palma', country: 'España' },
  { city: 'San Sebastián', country: 'España' },
  { city: 'Salamanca', country: 'España' },
  { city: 'Alicante', country: 'España' },
  { city: 'Valladolid', country: 'España' },
  { city: 'París', country: 'Francia' },
  { city: 'Milán', country: 'Italia' },
  { city: 'Ciudad de México', country: 'México' },
  { city: 'Buenos Aires', country: 'Argentina' },
  { city: 'Berlín', country: 'Alemania' },
  { city: 'Londres', country: 'Reino Unido' },
];

export const SCHOOLS = [
  'Escuela Superior de Diseño de Madrid',
  'Instituto de Moda de Barcelona',
  'Centro de Diseño Textil de Valencia',
  'Escuela de Arte y Moda de Sevilla',
  'Facultad de Bellas Artes de Bilbao',
  'Escuela Gallega de Moda',
  'Academia de Patronaje de Málaga',
] as const;

export const REFERRAL_SOURCES = [
  'Redes sociales',
  'Boca a boca',
  'Publicidad online',
  'Evento',
  'Recomendación de un amigo',
  'Búsqueda en Google',
  'Otro',
] as const;

export const SKILLS = [
  'Patronaje',
  'Confección',
  'Estilismo',
  'Ilustración de moda',
  'Dirección de arte',
  'Costura a mano',
  'Moulage',
  'Bordado',
  'Tintes naturales',
  'Sastrería',
  'Punto',
  'Fotografía de moda',
  'Investigación de tendencias',
  'Sostenibilidad textil',
  'Escaparatismo',
  'Desarrollo de producto',
  'Comunicación de moda',
  'Upcycling',
] as const;

export const SOFTWARE = [
  'Adobe Illustrator',
  'Adobe Photoshop',
  'Adobe InDesign',
  'CLO 3D',
  'Marvelous Designer',
  'Gerber AccuMark',
  'Lectra Modaris',
  'Procreate',
  'Figma',
  'Blender',
  'Optitex',
] as const;

export const LANGUAGES = [
  'Español',
  'Inglés',
  'Francés',
  'Alemán',
  'Italiano',
  'Portugués',
  'Chino',
  'Japonés',
] as const;

/** Per creativeType (1–5): professional titles. */
export const CREATIVE_TITLES: Record<number, readonly string[]> = {
  1: ['Estudiante de Diseño de Moda', 'Estudiante de Patronaje', 'Estudiante de Estilismo y Comunicación'],
  2: ['Diseñadora de moda', 'Diseñador de moda junior', 'Diseñadora textil', 'Patronista'],
  3: ['Estilista editorial', 'Estilista de vestuario', 'Personal shopper y estilista'],
  4: ['Diseñadora de marca propia', 'Diseñador independiente', 'Director creativo'],
  5: ['Fotógrafa de moda', 'Ilustrador de moda', 'Modelista', 'Maquilladora y caracterizadora'],
};

/** Per creativeType (1–5): bios of at most 150 characters ({school} is filled in). */
export const CREATIVE_BIOS: Record<number, readonly string[]> = {
  1: [
    'Estudio en {school}. Me apasionan el patronaje experimental y los tejidos recuperados.',
    'Último curso en {school}. Busco prácticas en taller o en estudio de diseño.',
    'Aprendo a coser, a dibujar y a mirar. Curiosa por la moda circular.',
  ],
  2: [
    'Graduada por {school}. Diseño colecciones pequeñas con materiales de proximidad.',
    'Diseñador formado en {school}. Me muevo entre la sastrería y el streetwear.',
  ],
  3: [
    'Estilismo para editoriales, campañas y videoclips. Siempre con una maleta de accesorios.',
    'Construyo personajes a través de la ropa: cine, teatro y publicidad.',
  ],
  4: [
    'Dirijo mi propia marca de prendas atemporales hechas en talleres locales.',
    'Diseño piezas de producción limitada con tejidos naturales y tintes vegetales.',
  ],
  5: [
    'Fotografío moda con luz natural. Me interesan los cuerpos reales y los espacios cotidianos.',
    'Ilustro desfiles en directo y colaboro con revistas de moda.',
    'Modelista con diez años de oficio. Convierto bocetos en prendas que se pueden producir.',
  ],
};

interface OrganisationSeed {
  key: string;
  username: string;
  companyName: string;
  professionalType: number;
  title: string;
  bio: string;
  foundingYear: string;
  place: Place;
  productServiceType?: string;
  agencyServices?: string;
  showNameCompany?: boolean;
  verified: boolean;
}

export const ORGANISATIONS: readonly OrganisationSeed[] = [
  {
    key: 'org-lino-sal',
    username: 'linoysal',
    companyName: 'Lino & Sal',
    professionalType: 1,
    title: 'Marca de moda sostenible',
    bio: 'Prendas de lino hechas en Valencia, en series cortas y sin prisas.',
    foundingYear: '2019',
    place: { city: 'Valencia', country: 'España' },
    productServiceType: 'Artículos sostenibles',
    verified: true,
  },
  {
    key: 'org-atelier-brisa',
    username: 'atelierbrisa',
    companyName: 'Atelier Brisa',
    professionalType: 1,
    title: 'Taller de novia y ceremonia',
    bio: 'Vestidos de novia a medida con patrones propios y acabados a mano.',
    foundingYear: '2015',
    place: { city: 'Sevilla', country: 'España' },
    productServiceType: 'Confección a medida',
    verified: true,
  },
  {
    key: 'org-confecciones-alba',
    username: 'confeccionesalba',
    companyName: 'Confecciones Alba',
    professionalType: 2,
    title: 'Fabricante textil',
    bio: 'Producción de prendas para marcas nacionales desde 1987. Taller propio en Zaragoza.',
    foundingYear: '1987',
    place: { city: 'Zaragoza', country: 'España' },
    productServiceType: 'Otro',
    verified: true,
  },
  {
    key: 'org-calzados-ribera',
    username: 'calzadosribera',
    companyName: 'Calzados Ribera',
    professionalType: 2,
    title: 'Calzado artesanal',
    bio: 'Zapatos cosidos a mano en Alicante. Buscamos diseñadores de calzado y accesorios.',
    foundingYear: '1972',
    place: { city: 'Alicante', country: 'España' },
    productServiceType: 'Zapatos',
    verified: true,
  },
  {
    key: 'org-pasarela-sur',
    username: 'pasarelasur',
    companyName: 'Agencia Pasarela Sur',
    professionalType: 3,
    title: 'Agencia de talento y producción',
    bio: 'Representamos a estilistas, fotógrafos y modelos. Producimos desfiles y campañas.',
    foundingYear: '2011',
    place: { city: 'Málaga', country: 'España' },
    agencyServices: 'Gestión de talentos',
    showNameCompany: true,
    verified: true,
  },
  {
    key: 'org-ojo-scout',
    username: 'ojoscout',
    companyName: 'Ojo Scouting',
    professionalType: 3,
    title: 'Scouting de nuevos creadores',
    bio: 'Buscamos talento joven para marcas que quieren arriesgar.',
    foundingYear: '2020',
    place: { city: 'Madrid', country: 'España' },
    agencyServices: 'Consultoría y estrategia de marca',
    showNameCompany: false,
    verified: false,
  },
  {
    key: 'org-instituto-barcelona',
    username: 'imbarcelona',
    companyName: 'Instituto de Moda de Barcelona',
    professionalType: 4,
    title: 'Centro privado de estudios de moda',
    bio: 'Grados, másteres y cursos de diseño, patronaje y comunicación de moda.',
    foundingYear: '1994',
    place: { city: 'Barcelona', country: 'España' },
    verified: true,
  },
  {
    key: 'org-cdt-valencia',
    username: 'cdtvalencia',
    companyName: 'Centro de Diseño Textil de Valencia',
    professionalType: 4,
    title: 'Escuela pública de diseño',
    bio: 'Formación profesional y cursos de especialización en diseño textil.',
    foundingYear: '1979',
    place: { city: 'Valencia', country: 'España' },
    verified: true,
  },
  {
    key: 'org-asociacion-sur',
    username: 'disenadoresdelsur',
    companyName: 'Asociación de Diseñadores del Sur',
    professionalType: 5,
    title: 'Asociación profesional',
    bio: 'Reunimos a diseñadores andaluces y organizamos encuentros y mercados.',
    foundingYear: '2008',
    place: { city: 'Granada', country: 'España' },
    verified: false,
  },
];

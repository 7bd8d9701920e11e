// Demo job offers: written by hand so that every screen has realistic text, and chosen so
// that every job type meets every location type, with internships, urgent and external
// offers and extra questions of each response type.
import type { ExtraQuestion } from '../db/columns';
import type { JobLocationType, JobType } from '../db/job-offer-tables';

export interface OfferTemplate {
  /** The publishing organisation, by its seed key (user:<key>). */
  company: string;
  position: string;
  jobType: JobType;
  locationType: JobLocationType;
  city: string;
  descriptionEmployer: string;
  description: string;
  functions: string;
  offered: string;
  requiredProfile: string;
  tags: string[];
  duration?: string;
  experienceYears?: number;
  experience?: string;
  extraQuestions?: ExtraQuestion[];
  isUrgent?: boolean;
  /** Path of the external application page on the company's site. */
  externalPath?: string;
}

const question = (text: string, responseType: ExtraQuestion['responseType']): ExtraQuestion => ({
  question: text,
  responseType,
});

export const OFFER_TEMPLATES: readonly OfferTemplate[] = [
  {
    company: 'empresa',
    position: 'Diseñador/a de punto junior',
    jobType: 'Tiempo completo',
    locationType: 'Presencial',
    city: 'Bilbao',
    descriptionEmployer:
      'Textiles del Norte es un taller familiar de punto y confección que produce para marcas independientes desde 1998.',
    description:
      'Buscamos una persona que se incorpore al equipo de diseño para desarrollar las colecciones de punto de nuestros clientes, desde el boceto hasta la muestra final.',
    functions:
      'Diseñar prendas de punto a partir de los briefings de cliente. Preparar fichas técnicas. Seguir las muestras en tricotosa con el equipo de producción.',
    offered: 'Contrato indefinido tras seis meses, horario de mañana y formación en programación de tricotosas Stoll.',
    requiredProfile:
      'Formación en diseño de moda o textil. Conocimientos de punto y de Adobe Illustrator. Ganas de aprender en taller.',
    tags: ['Punto', 'Fichas técnicas', 'Illustrator', 'Trabajo en equipo', 'Atención al detalle en muestras'],
    experienceYears: 1,
    experience: 'Un año en diseño o producción textil (prácticas incluidas).',
    extraQuestions: [
      question('¿Cuántos años de experiencia tienes en diseño de punto?', 'number'),
      question('¿Tienes disponibilidad para incorporarte este mes?', 'boolean'),
      question('Enlace a tu portfolio', 'url'),
    ],
  },
  {
    company: 'empresa',
    position: 'Prácticas en taller de punto',
    jobType: 'Prácticas',
    locationType: 'Presencial',
    city: 'Bilbao',
    descriptionEmployer: 'Taller de punto en Bilbao con convenios de prácticas con escuelas de todo el país.',
    description:
      'Prácticas curriculares de seis meses en el departamento de desarrollo de producto, acompañando a nuestras técnicas de punto.',
    functions: 'Apoyo en la preparación de muestras, control de calidad y archivo de fichas técnicas.',
    offered: 'Bolsa de ayuda al estudio de 500 € al mes y posibilidad de incorporación.',
    requiredProfile: 'Estudiante de diseño de moda, textil o patronaje con convenio de prácticas.',
    tags: ['Punto', 'Control de calidad', 'Curiosidad', 'Organización y constancia'],
    duration: '6 meses',
    extraQuestions: [
      question('¿Qué te interesa del trabajo en un taller de punto?', 'text'),
      question('¿Puede tu centro firmar un convenio de prácticas?', 'boolean'),
    ],
  },
  {
    company: 'org-confecciones-alba',
    position: 'Patronista industrial',
    jobType: 'Tiempo completo',
    locationType: 'Presencial',
    city: 'Zaragoza',
    descriptionEmployer:
      'Confecciones Alba fabrica prendas para marcas nacionales desde 1987 en su taller de Zaragoza.',
    description: 'Incorporamos patronista para el escalado y la industrialización de colecciones de mujer.',
    functions: 'Patronaje base y escalado, marcadas, relación con los talleres y revisión de prototipos.',
    offered: 'Contrato estable, jornada continua y un equipo con mucho oficio.',
    requiredProfile: 'Experiencia en patronaje industrial y manejo de Gerber o Lectra.',
    tags: ['Patronaje', 'Escalado', 'Gerber', 'Lectra', 'Prototipos', 'Resolución de problemas en producción'],
    experienceYears: 3,
    experience: 'Tres años como patronista en empresa de confección.',
    extraQuestions: [
      question('¿Cuántos años llevas patronando?', 'number'),
      question('Enlace a tus fichas técnicas o portfolio', 'url'),
    ],
  },
  {
    company: 'org-confecciones-alba',
    position: 'Técnico/a de producción textil',
    jobType: 'Tiempo parcial',
    locationType: 'Híbrido',
    city: 'Zaragoza',
    descriptionEmployer: 'Taller de confección con producción propia y subcontratada.',
    description: 'Buscamos apoyo para planificar la producción y seguir los pedidos con los talleres externos.',
    functions: 'Planificación de pedidos, seguimiento de plazos, control de calidad de entradas.',
    offered: 'Media jornada de mañanas, dos días de teletrabajo a la semana.',
    requiredProfile: 'Formación en producción de moda o experiencia en logística textil. Excel avanzado.',
    tags: ['Producción', 'Planificación', 'Excel', 'Comunicación con proveedores'],
    experienceYears: 2,
  },
  {
    company: 'org-calzados-ribera',
    position: 'Diseñador/a de calzado',
    jobType: 'Tiempo completo',
    locationType: 'Híbrido',
    city: 'Alicante',
    descriptionEmployer: 'Calzados Ribera cose zapatos a mano en Alicante desde 1972 y los vende en toda Europa.',
    description: 'Buscamos diseñador/a para liderar la colección de mujer de la próxima temporada.',
    functions: 'Investigación de tendencias, diseño de hormas y modelos, seguimiento de prototipos en fábrica.',
    offered: 'Contrato indefinido, dos días de teletrabajo y descuento en la tienda.',
    requiredProfile: 'Experiencia en diseño de calzado o accesorios de piel. Dibujo técnico y Photoshop.',
    tags: ['Calzado', 'Piel', 'Photoshop', 'Tendencias', 'Liderazgo de colección'],
    experienceYears: 2,
    experience: 'Dos años diseñando calzado o marroquinería.',
    isUrgent: true,
  },
  {
    company: 'org-calzados-ribera',
    position: 'Prácticas de diseño de accesorios',
    jobType: 'Prácticas',
    locationType: 'Presencial',
    city: 'Elche',
    descriptionEmployer: 'Fábrica de calzado artesanal con estudio de diseño propio.',
    description: 'Prácticas en el estudio de diseño: bolsos, cinturones y pequeña marroquinería.',
    functions: 'Bocetos, búsqueda de materiales y apoyo en la preparación de prototipos.',
    offered: 'Ayuda al estudio, comida en la fábrica y tutora dedicada.',
    requiredProfile: 'Estudiante de diseño de moda o de producto con interés por la piel.',
    tags: ['Accesorios', 'Marroquinería', 'Bocetos'],
    duration: '4 meses',
  },
  {
    company: 'org-pasarela-sur',
    position: 'Estilista para campañas',
    jobType: 'Tiempo parcial',
    locationType: 'Presencial',
    city: 'Málaga',
    descriptionEmployer: 'Agencia de talento y producción de desfiles y campañas en Andalucía.',
    description: 'Estilista para campañas de moda y publicidad, por proyectos, con unas diez jornadas al mes.',
    functions: 'Propuesta de estilismo, pruebas de vestuario, préstamos de showroom y estilismo en rodaje.',
    offered: 'Tarifa por jornada y cartera de clientes estable.',
    requiredProfile: 'Portfolio de estilismo editorial o publicitario y carné de conducir.',
    tags: ['Estilismo', 'Campañas', 'Editorial', 'Organización de rodajes'],
    experienceYears: 2,
    externalPath: '/empleo/estilista-campanas',
  },
  {
    company: 'org-pasarela-sur',
    position: 'Productor/a de desfiles',
    jobType: 'Tiempo completo',
    locationType: 'Híbrido',
    city: 'Sevilla',
    descriptionEmployer: 'Producimos desfiles y eventos de moda en Andalucía y Madrid.',
    description: 'Producción integral de desfiles para la temporada de otoño: espacios, casting, montaje y timing.',
    functions: 'Presupuestos, coordinación de proveedores, casting de modelos y dirección del montaje.',
    offered: 'Contrato de un año prorrogable y viajes a las semanas de la moda.',
    requiredProfile: 'Experiencia en producción de eventos. Inglés alto.',
    tags: ['Producción', 'Eventos', 'Inglés', 'Gestión de presupuestos'],
    experienceYears: 3,
    isUrgent: true,
    externalPath: '/empleo/productor-desfiles',
  },
  {
    company: 'org-lino-sal',
    position: 'Community manager de moda sostenible',
    jobType: 'Tiempo parcial',
    locationType: 'Remoto',
    city: 'Valencia',
    descriptionEmployer: 'Lino & Sal hace prendas de lino en Valencia, en series cortas y sin prisas.',
    description: 'Gestión de las redes sociales de la marca y de la comunidad de clientas.',
    functions: 'Calendario editorial, fotografía de producto sencilla, respuesta a mensajes e informes mensuales.',
    offered: 'Veinte horas semanales en remoto y prendas de la colección.',
    requiredProfile: 'Experiencia en redes de marcas de moda o de estilo de vida. Buena redacción.',
    tags: ['Redes sociales', 'Redacción', 'Fotografía de producto', 'Moda sostenible'],
    experienceYears: 1,
  },
  {
    company: 'org-lino-sal',
    position: 'Prácticas de e-commerce y fotografía de producto',
    jobType: 'Prácticas',
    locationType: 'Híbrido',
    city: 'Valencia',
    descriptionEmployer: 'Marca valenciana de moda sostenible con tienda online propia.',
    description: 'Prácticas en la tienda online: fichas de producto, fotografía y atención a pedidos.',
    functions: 'Fotografiar prendas, editar imágenes, subir productos y revisar pedidos.',
    offered: 'Horario flexible y un proyecto propio de fin de prácticas.',
    requiredProfile: 'Estudiante de fotografía, diseño o comunicación de moda.',
    tags: ['E-commerce', 'Fotografía', 'Lightroom'],
    duration: '3 meses',
  },
  {
    company: 'org-atelier-brisa',
    position: 'Modista de ceremonia',
    jobType: 'Tiempo completo',
    locationType: 'Presencial',
    city: 'Sevilla',
    descriptionEmployer: 'Atelier Brisa cose vestidos de novia a medida con patrones propios y acabados a mano.',
    description: 'Buscamos modista con oficio para la temporada de bodas.',
    functions: 'Confección de vestidos a medida, pruebas con clientas y acabados a mano.',
    offered: 'Contrato de temporada con opción a indefinido.',
    requiredProfile: 'Experiencia en confección a medida; se valorará experiencia en novia.',
    tags: ['Costura a mano', 'Confección a medida', 'Novia', 'Trato con clientas'],
    experienceYears: 4,
    isUrgent: true,
    extraQuestions: [
      question('¿Has trabajado en vestidos de novia?', 'boolean'),
      question('Cuéntanos una prenda de la que estés especialmente orgullosa u orgulloso', 'text'),
    ],
  },
  {
    company: 'org-atelier-brisa',
    position: 'Prácticas de costura a mano',
    jobType: 'Prácticas',
    locationType: 'Presencial',
    city: 'Sevilla',
    descriptionEmployer: 'Taller de novia y ceremonia en el centro de Sevilla.',
    description: 'Aprende bordado, pedrería y acabados a mano junto a nuestras modistas.',
    functions: 'Acabados, bordado y preparación de pruebas.',
    offered: 'Horario de mañana y certificado de prácticas.',
    requiredProfile: 'Estudiante de moda o de ciclo de patronaje y moda.',
    tags: ['Bordado', 'Costura a mano'],
    duration: '3 meses',
  },
  {
    company: 'org-lino-sal',
    position: 'Ilustrador/a de moda para colección cápsula',
    jobType: 'Tiempo parcial',
    locationType: 'Remoto',
    city: 'Valencia',
    descriptionEmployer: 'Marca de lino valenciana que encarga ilustración para cada colección.',
    description: 'Colaboración para ilustrar la colección cápsula de verano: lookbook y redes.',
    functions: 'Ilustrar doce looks y adaptar las piezas a formatos de redes sociales.',
    offered: 'Proyecto remunerado de dos meses.',
    requiredProfile: 'Portfolio de ilustración de moda; técnica libre.',
    tags: ['Ilustración de moda', 'Procreate', 'Lookbook'],
    externalPath: '/colabora/ilustracion',
  },
  {
    company: 'empresa',
    position: 'Responsable de sostenibilidad textil',
    jobType: 'Tiempo completo',
    locationType: 'Remoto',
    city: 'Bilbao',
    descriptionEmployer: 'Taller de punto comprometido con la lana reciclada y la producción local.',
    description: 'Nueva posición para medir y reducir el impacto de nuestra producción y la de nuestros clientes.',
    functions: 'Análisis de ciclo de vida, certificaciones, relación con proveedores de hilo reciclado.',
    offered: 'Teletrabajo completo con visitas mensuales al taller.',
    requiredProfile: 'Formación en ingeniería textil o medio ambiente y experiencia en certificaciones (GOTS, GRS).',
    tags: ['Sostenibilidad textil', 'GOTS', 'Análisis de ciclo de vida', 'Gestión de proveedores'],
    experienceYears: 5,
  },
  {
    company: 'org-atelier-brisa',
    position: 'Dependiente/a de tienda de autor',
    jobType: 'Tiempo parcial',
    locationType: 'Presencial',
    city: 'Sevilla',
    descriptionEmployer: 'Atelier y tienda de autor en el centro de Sevilla.',
    description: 'Atención a clientas en tienda, citas de prueba y gestión del probador.',
    functions: 'Venta, agenda de citas y cuidado del escaparate.',
    offered: 'Tardes de lunes a viernes.',
    requiredProfile: 'Experiencia en venta de moda y trato cercano.',
    tags: ['Venta', 'Escaparatismo', 'Atención al cliente'],
  },
  {
    company: 'org-lino-sal',
    position: 'Diseñador/a gráfico/a para marca de moda',
    jobType: 'Tiempo completo',
    locationType: 'Remoto',
    city: 'Valencia',
    descriptionEmployer: 'Marca de moda sostenible con identidad visual muy cuidada.',
    description: 'Diseño de packaging, etiquetas, lookbooks y piezas digitales.',
    functions: 'Identidad visual, maquetación de catálogos y diseño para redes.',
    offered: 'Contrato indefinido en remoto.',
    requiredProfile: 'Portfolio de diseño gráfico y dominio de InDesign.',
    tags: ['Diseño gráfico', 'InDesign', 'Packaging'],
    experienceYears: 2,
  },
  {
    company: 'org-pasarela-sur',
    position: 'Prácticas de investigación de tendencias',
    jobType: 'Prácticas',
    locationType: 'Remoto',
    city: 'Málaga',
    descriptionEmployer: 'Agencia de talento que asesora a marcas sobre tendencias y casting.',
    description: 'Prácticas en remoto preparando informes de tendencias para nuestros clientes.',
    functions: 'Búsqueda de referencias, moodboards e informes mensuales.',
    offered: 'Horario flexible y mentoría semanal.',
    requiredProfile: 'Estudiante de comunicación o diseño de moda con buen ojo y buena redacción.',
    tags: ['Tendencias', 'Moodboards', 'Investigación de tendencias', 'Redacción'],
    duration: '6 meses',
    extraQuestions: [question('Enlace a un moodboard o trabajo reciente', 'url')],
  },
];

export const TEXT_ANSWERS = [
  'Me encanta el proceso de muestra a prenda y aprender de quien tiene oficio.',
  'Un vestido de fiesta que cosí entero a mano para la graduación de mi hermana.',
  'Me interesa la producción local y trabajar con materiales de calidad.',
  'Busco un lugar donde aprender técnica y aportar ideas frescas.',
];

// Blog articles and magazines for the demo (fictional publications and authors).
import type { BlogCategory } from '../db/tables';

interface ArticleSeed {
  key: string;
  title: string;
  excerpt: string;
  author: string | null;
  category: BlogCategory;
  daysAgo: number;
  tags: string[];
  content: string;
}

export const ARTICLES: readonly ArticleSeed[] = [
  {
    key: 'blog-moda-circular',
    title: 'Moda circular: cinco ideas para empezar en tu taller',
    excerpt:
      'Reparar, reutilizar y diseñar para durar ya no es una tendencia: es la forma de trabajar que piden las nuevas generaciones.',
    author: 'Marta Serrano',
    category: 'fashion',
    daysAgo: 2,
    tags: ['sostenibilidad', 'taller', 'economía circular'],
    content: `<p>La moda circular parte de una idea sencilla: una prenda no debería acabar en la basura mientras conserve valor. Para un taller pequeño, eso se traduce en decisiones concretas desde el primer boceto.</p>
<h2>Diseñar pensando en el final</h2>
<p>Elegir un solo material por prenda facilita el reciclaje. Las mezclas de fibras son cómodas, pero casi imposibles de separar después.</p>
<h2>Cinco ideas para empezar</h2>
<ul>
<li>Guarda los retales por color y tamaño: son el punto de partida de accesorios y forros.</li>
<li>Ofrece arreglos gratuitos durante el primer año de vida de cada prenda.</li>
<li>Documenta el patrón para que cualquiera pueda repararla.</li>
<li>Trabaja con proveedores de stock muerto de otras marcas.</li>
<li>Cuenta el proceso: la clientela valora saber cómo se hizo lo que lleva.</li>
</ul>
<p>Ninguna de estas ideas exige una gran inversión. Exigen, sobre todo, constancia.</p>`,
  },
  {
    key: 'blog-colores-temporada',
    title: 'Los colores que veremos esta temporada',
    excerpt: 'Terracotas, verdes salvia y un azul añil que vuelve con fuerza: repasamos la paleta de las pasarelas.',
    author: 'Irene Castro',
    category: 'fashion',
    daysAgo: 9,
    tags: ['color', 'tendencias', 'pasarela'],
    content: `<p>Las pasarelas de este año han apostado por colores que recuerdan a la tierra y a los tintes naturales. Nada de neones: la paleta invita a la calma.</p>
<h2>Tres protagonistas</h2>
<ul>
<li><strong>Terracota</strong>: en sastrería amplia y en punto grueso.</li>
<li><strong>Verde salvia</strong>: el neutro de la temporada, combinado con blanco roto.</li>
<li><strong>Azul añil</strong>: en denim, pero también en sedas lavadas.</li>
</ul>
<p>Para quien diseña colecciones pequeñas, la buena noticia es que estos tonos se consiguen bien con tintes vegetales.</p>`,
  },
  {
    key: 'blog-vintage-madrid',
    title: 'Guía de tiendas vintage para buscar inspiración',
    excerpt: 'Recorrer tiendas de segunda mano es una de las mejores escuelas de patronaje. Te contamos qué mirar.',
    author: null,
    category: 'fashion',
    daysAgo: 21,
    tags: ['vintage', 'inspiración', 'patronaje'],
    content: `<p>Una chaqueta de los años cincuenta enseña más sobre construcción que muchos manuales. Las costuras, los refuerzos y los entretelas cuentan cómo se trabajaba.</p>
<h2>Qué mirar en una prenda antigua</h2>
<ul>
<li>El interior: márgenes de costura generosos indican que la prenda se pensó para arreglarse.</li>
<li>Las etiquetas: muchas llevan el nombre del taller y la composición original.</li>
<li>Los cierres: botones forrados, cremalleras metálicas, corchetes cosidos a mano.</li>
</ul>
<p>Lleva siempre una libreta. Dibujar lo que ves fija los detalles mucho mejor que una foto.</p>`,
  },
  {
    key: 'blog-entrevista-disenadora',
    title: 'Entrevista: diseñar desde un pueblo de 300 habitantes',
    excerpt: 'Hablamos con una diseñadora que dejó la ciudad para producir su marca rodeada de talleres rurales.',
    author: 'Pablo Méndez',
    category: 'designers',
    daysAgo: 4,
    tags: ['entrevista', 'marca propia', 'rural'],
    content: `<p>Hace cinco años cambió Madrid por un pueblo de Teruel. Hoy su marca vende en toda Europa y produce con dos talleres de la comarca.</p>
<h2>¿Por qué irte?</h2>
<p>«Necesitaba tiempo para diseñar y un taller con espacio. En la ciudad no podía permitirme ninguna de las dos cosas».</p>
<h2>¿Cómo es producir en un entorno rural?</h2>
<p>«Más lento y más humano. Conozco a cada costurera por su nombre y ellas conocen cada prenda».</p>
<h2>Un consejo para quien empieza</h2>
<p>«Haz pocas prendas y hazlas muy bien. La gente vuelve cuando algo le dura años».</p>`,
  },
  {
    key: 'blog-nuevos-nombres',
    title: 'Seis nuevos nombres del diseño que conviene seguir',
    excerpt: 'Acaban de presentar sus primeras colecciones y ya tienen un lenguaje propio.',
    author: 'Claudia Ortega',
    category: 'designers',
    daysAgo: 16,
    tags: ['nuevos talentos', 'colecciones', 'diseñadores'],
    content: `<p>Cada temporada aparecen propuestas que rompen la inercia. Estas seis nos han llamado la atención por su coherencia y su oficio.</p>
<ul>
<li>Una sastrería femenina construida solo con tejidos de lana de oveja merina española.</li>
<li>Vestidos de punto tejidos en máquinas domésticas de los años ochenta.</li>
<li>Accesorios de cuero vegetal a partir de restos de la industria del corcho.</li>
<li>Camisas unisex con patrones de cero residuos.</li>
<li>Una línea de calzado inspirada en las alpargatas tradicionales.</li>
<li>Joyería de plata reciclada con formas de conchas del Cantábrico.</li>
</ul>
<p>Todas comparten algo: saben contar de dónde vienen sus prendas.</p>`,
  },
  {
    key: 'blog-empleo-sector',
    title: 'El empleo en el sector textil: qué perfiles se buscan',
    excerpt:
      'Patronistas, técnicos de producto y especialistas en sostenibilidad encabezan las ofertas del último año.',
    author: 'Redacción',
    category: 'industry',
    daysAgo: 6,
    tags: ['empleo', 'industria', 'perfiles'],
    content: `<p>El sector textil vuelve a contratar, aunque los perfiles han cambiado. Las empresas buscan oficio y, a la vez, manejo de herramientas digitales.</p>
<h2>Los perfiles más buscados</h2>
<ul>
<li>Patronistas con experiencia en patronaje digital.</li>
<li>Técnicos de producto capaces de hablar con fábricas y con diseño.</li>
<li>Responsables de sostenibilidad y trazabilidad.</li>
<li>Especialistas en comercio electrónico de moda.</li>
</ul>
<p>Las prácticas siguen siendo la principal puerta de entrada. Un portafolio cuidado marca la diferencia.</p>`,
  },
  {
    key: 'blog-trazabilidad',
    title: 'Trazabilidad: saber de dónde viene cada hilo',
    excerpt: 'La normativa europea exigirá pronto un pasaporte digital para las prendas. Te explicamos qué supone.',
    author: 'Sergio Lozano',
    category: 'industry',
    daysAgo: 30,
    tags: ['normativa', 'trazabilidad', 'sostenibilidad'],
    content: `<p>El pasaporte digital de producto reunirá en un solo lugar la composición, el origen y las instrucciones de reparación de cada prenda.</p>
<h2>Qué cambia para las marcas pequeñas</h2>
<p>Habrá que documentar proveedores y procesos. Quien ya trabaja con talleres cercanos lo tiene más fácil.</p>
<h2>Cómo prepararse</h2>
<ul>
<li>Pide a tus proveedores fichas técnicas completas.</li>
<li>Guarda los datos de cada lote de producción.</li>
<li>Piensa en cómo mostrar esta información a tu clientela.</li>
</ul>`,
  },
  {
    key: 'blog-portafolio',
    title: 'Cómo preparar un portafolio de moda que abra puertas',
    excerpt: 'Menos es más: una selección cuidada de proyectos dice más de ti que cien imágenes sin orden.',
    author: 'Lucía Romero',
    category: 'education',
    daysAgo: 3,
    tags: ['portafolio', 'consejos', 'empleo'],
    content: `<p>Quien revisa portafolios dedica apenas unos minutos a cada uno. Tu trabajo tiene que entenderse a primera vista.</p>
<h2>Estructura recomendada</h2>
<ul>
<li>Entre cuatro y seis proyectos, del más reciente al más antiguo.</li>
<li>Para cada proyecto: concepto, investigación, bocetos, patrones y resultado final.</li>
<li>Una imagen principal potente que resuma cada proyecto.</li>
</ul>
<h2>Errores frecuentes</h2>
<p>Incluir todo lo que has hecho, usar fotos de baja calidad y olvidar explicar tu papel en los trabajos de grupo.</p>`,
  },
  {
    key: 'blog-estudiar-moda',
    title: 'Estudiar moda: grado, máster o formación profesional',
    excerpt: 'Comparamos los itinerarios formativos para ayudarte a elegir según tus objetivos.',
    author: null,
    category: 'education',
    daysAgo: 12,
    tags: ['formación', 'estudios', 'orientación'],
    content: `<p>No existe un único camino para dedicarse a la moda. La elección depende de si te atrae más el diseño, la técnica o la gestión.</p>
<h2>Formación profesional</h2>
<p>Muy práctica y con prácticas en empresa. Ideal para patronaje, confección y producción.</p>
<h2>Grado</h2>
<p>Cuatro años con una base amplia: historia, dibujo, tecnología textil y proyectos de colección.</p>
<h2>Máster</h2>
<p>Para especializarse: comunicación, gestión de marcas, sostenibilidad o diseño de accesorios.</p>`,
  },
  {
    key: 'blog-patronaje-digital',
    title: 'Introducción al patronaje digital',
    excerpt: 'Las herramientas 3D permiten probar una prenda antes de cortar un solo metro de tela.',
    author: 'Javier Calvo',
    category: 'education',
    daysAgo: 40,
    tags: ['patronaje', '3D', 'herramientas'],
    content: `<p>El patronaje digital no sustituye al oficio: lo amplía. Saber patronar a mano sigue siendo la base.</p>
<h2>Qué aporta</h2>
<ul>
<li>Menos prototipos físicos y menos desperdicio de tela.</li>
<li>Escalado de tallas rápido y preciso.</li>
<li>Comunicación más clara con las fábricas.</li>
</ul>
<p>Empieza reproduciendo en digital un patrón que ya domines en papel.</p>`,
  },
  {
    key: 'blog-semana-moda',
    title: 'Lo mejor de la semana de la moda',
    excerpt:
      'Cuatro días de desfiles, presentaciones y encuentros. Estos fueron los momentos que más dieron que hablar.',
    author: 'Aitana Vidal',
    category: 'events',
    daysAgo: 8,
    tags: ['pasarela', 'desfiles', 'crónica'],
    content: `<p>La última edición confirmó el peso de las marcas jóvenes: más de la mitad de los desfiles fueron de firmas con menos de cinco años.</p>
<h2>Momentos destacados</h2>
<ul>
<li>Un desfile en un mercado de abastos con los puestos abiertos.</li>
<li>Una colección presentada solo con modelos mayores de sesenta años.</li>
<li>Un cierre con prendas hechas a partir de uniformes de trabajo donados.</li>
</ul>
<p>La sensación general: la moda quiere volver a la calle.</p>`,
  },
  {
    key: 'blog-mercado-diseno',
    title: 'Mercado de diseño independiente: así fue la primavera',
    excerpt: 'Más de cien creadores se reunieron para vender directamente al público.',
    author: null,
    category: 'events',
    daysAgo: 55,
    tags: ['mercado', 'diseño independiente', 'encuentros'],
    content: `<p>El mercado de primavera batió récord de visitas. Los puestos de accesorios y de punto fueron los más concurridos.</p>
<p>Además de vender, muchos creadores aprovecharon para conocer a talleres y proveedores.</p>
<h2>Próxima edición</h2>
<p>La organización abrirá la convocatoria en otoño. Habrá un espacio reservado para estudiantes.</p>`,
  },
  {
    key: 'blog-cuidar-prendas',
    title: 'Cuidar tus prendas para que duren más',
    excerpt: 'Lavar menos, secar al aire y guardar bien: pequeños gestos que alargan la vida de la ropa.',
    author: 'Nerea Peña',
    category: 'other',
    daysAgo: 18,
    tags: ['cuidados', 'consejos', 'sostenibilidad'],
    content: `<p>La mayor parte del impacto de una prenda después de comprarla está en cómo la lavamos.</p>
<ul>
<li>Lava con agua fría y programas cortos.</li>
<li>Airea las prendas de lana en lugar de lavarlas.</li>
<li>Guarda el punto doblado, nunca colgado.</li>
<li>Cose un botón a tiempo: evita perderlo y tener que sustituir todos.</li>
</ul>`,
  },
  {
    key: 'blog-fotografia-movil',
    title: 'Fotografía tus diseños con el móvil',
    excerpt: 'No hace falta un estudio para mostrar bien tu trabajo. Luz, fondo y paciencia.',
    author: 'Bruno Echeverría',
    category: 'other',
    daysAgo: 70,
    tags: ['fotografía', 'portafolio', 'consejos'],
    content: `<p>Una buena foto hace que tu trabajo se entienda. Con un móvil y una ventana puedes conseguirla.</p>
<h2>Tres claves</h2>
<ul>
<li><strong>Luz</strong>: natural y lateral, mejor en días nublados.</li>
<li><strong>Fondo</strong>: liso y neutro; una sábana planchada sirve.</li>
<li><strong>Detalle</strong>: acércate a costuras y acabados; ahí está tu oficio.</li>
</ul>
<p>Haz muchas fotos y elige pocas.</p>`,
  },
];

interface MagazineSeed {
  key: string;
  name: string;
  price: number | null;
  link: string | null;
}

export const MAGAZINES: readonly MagazineSeed[] = [
  { key: 'mag-hilo', name: 'Revista Hilo', price: 6.5, link: 'https://revistahilo.example.com/numero-actual' },
  { key: 'mag-costura', name: 'Costura Moderna', price: 8, link: 'https://costuramoderna.example.com/tienda' },
  { key: 'mag-patron', name: 'Patrón', price: 12, link: null },
  { key: 'mag-moda-sur', name: 'Moda Sur', price: 5.95, link: 'https://modasur.example.com/comprar' },
  { key: 'mag-textil-hoy', name: 'Textil Hoy', price: 9.5, link: null },
  { key: 'mag-la-aguja', name: 'La Aguja', price: 4.5, link: 'https://laaguja.example.com/suscripcion' },
  { key: 'mag-atelier', name: 'Cuadernos de Atelier', price: 15, link: 'https://cuadernosdeatelier.example.com' },
  { key: 'mag-pasarela-norte', name: 'Pasarela Norte', price: 7, link: null },
];

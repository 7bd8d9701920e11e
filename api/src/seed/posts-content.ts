// Words for demo posts: titles, descriptions and tags built from fashion vocabulary.
import type { Random } from './random';

const KINDS = [
  'Colección cápsula',
  'Editorial',
  'Lookbook',
  'Proyecto final',
  'Estilismo',
  'Ilustración de moda',
  'Estudio de patronaje',
  'Sesión de fotos',
  'Prototipo',
  'Muestrario textil',
  'Vestuario',
  'Desfile',
] as const;

const THEMES = [
  'Marea',
  'Raíces',
  'Brisa de Cádiz',
  'Tierra roja',
  'Ciudad dormida',
  'Lino y sal',
  'Jardín de invierno',
  'Memoria obrera',
  'Azul añil',
  'Hilo de plata',
  'Noches de verbena',
  'Piel de naranja',
  'Costa norte',
  'Herencia',
  'Geometría suave',
  'Cal y sombra',
  'Otoño en Castilla',
  'Volumen',
  'Sastrería líquida',
  'Mercado',
] as const;

const MATERIALS = [
  'lino lavado',
  'algodón orgánico',
  'lana merina',
  'seda reciclada',
  'denim recuperado',
  'cuero vegetal',
  'punto grueso',
  'organza',
  'tweed',
  'gasa de algodón',
  'terciopelo',
  'popelín',
] as const;

const IDEAS = [
  'la ropa de trabajo de mis abuelos',
  'la arquitectura brutalista de los años setenta',
  'los mercados de barrio a primera hora',
  'el mar en invierno',
  'los uniformes escolares reinterpretados',
  'la artesanía de cestería tradicional',
  'los trajes de flamenca desmontados',
  'los jardines botánicos y sus invernaderos',
  'las fiestas populares de verano',
  'el paisaje volcánico de Canarias',
] as const;

const DETAILS = [
  'Todo el patronaje está hecho a mano y las piezas se pueden desmontar.',
  'Las prendas se tiñeron con tintes naturales de granada y cáscara de cebolla.',
  'Trabajé con restos de producción de un taller local para no generar residuos.',
  'La fotografía se hizo con luz natural en una azotea de Lavapiés.',
  'Los acabados son a mano: pespuntes vistos, botones de nácar y dobladillos invisibles.',
  'Cada look se pensó para poder llevarse por separado y combinarse entre sí.',
  'Las siluetas juegan con volúmenes amplios en la parte superior y líneas rectas abajo.',
  'Es mi proyecto de fin de curso y me ayudó a entender el oficio de principio a fin.',
] as const;

export const POST_TAGS = [
  'moda sostenible',
  'patronaje',
  'editorial',
  'estilismo',
  'ilustración',
  'textil',
  'upcycling',
  'sastrería',
  'fotografía',
  'punto',
  'accesorios',
  'novia',
  'streetwear',
  'artesanía',
  'color',
  'tendencias',
] as const;

export const PEOPLE_ROLES = [
  'Fotografía',
  'Estilismo',
  'Modelo',
  'Maquillaje',
  'Peluquería',
  'Dirección creativa',
] as const;

export function postTitle(random: Random): string {
  return `${random.pick(KINDS)} «${random.pick(THEMES)}»`;
}

export function postDescription(random: Random): string {
  return (
    `Proyecto en ${random.pick(MATERIALS)} inspirado en ${random.pick(IDEAS)}. ` +
    random.sample(DETAILS, random.int(1, 2)).join(' ')
  );
}

export function imageTags(random: Random, imageCount: number): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (let index = 0; index < imageCount; index++) {
    if (random.chance(0.5)) tags[String(index)] = random.sample(MATERIALS, random.int(1, 3));
  }
  return tags;
}

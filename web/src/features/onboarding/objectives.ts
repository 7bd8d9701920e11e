import type { Option } from './lib/options';

/** An answer of the objective screen and the role it sets (part 1 §2). */
export interface Objective extends Option {
  role: 'CREATIVE' | 'PROFESSIONAL';
}

export const objectives: readonly Objective[] = [
  {
    value: 'portfolio',
    label: 'Crear mi portafolio',
    hint: 'Muestra tu trabajo, tu CV y tu estilo.',
    role: 'CREATIVE',
  },
  {
    value: 'connect',
    label: 'Conectar con creativos',
    hint: 'Descubre a otros talentos y colabora.',
    role: 'CREATIVE',
  },
  { value: 'hire', label: 'Contratar talento', hint: 'Publica ofertas y encuentra perfiles.', role: 'PROFESSIONAL' },
  {
    value: 'internships',
    label: 'Ofrecer prácticas',
    hint: 'Da su primera oportunidad a nuevos creativos.',
    role: 'PROFESSIONAL',
  },
  {
    value: 'institution',
    label: 'Soy una institución educativa',
    hint: 'Comparte tu oferta formativa en moda.',
    role: 'PROFESSIONAL',
  },
];

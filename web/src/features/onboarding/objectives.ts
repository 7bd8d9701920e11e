import { paths } from '../../lib/routing/paths';

/** The answers of the objective screen and the role each sets (part 1 §2). */
export interface Objective {
  id: string;
  label: string;
  hint: string;
  role: 'CREATIVE' | 'PROFESSIONAL';
}

export const objectives: readonly Objective[] = [
  { id: 'portfolio', label: 'Crear mi portafolio', hint: 'Muestra tu trabajo, tu CV y tu estilo.', role: 'CREATIVE' },
  { id: 'connect', label: 'Conectar con creativos', hint: 'Descubre a otros talentos y colabora.', role: 'CREATIVE' },
  { id: 'hire', label: 'Contratar talento', hint: 'Publica ofertas y encuentra perfiles.', role: 'PROFESSIONAL' },
  {
    id: 'internships',
    label: 'Ofrecer prácticas',
    hint: 'Da su primera oportunidad a nuevos creativos.',
    role: 'PROFESSIONAL',
  },
  {
    id: 'institution',
    label: 'Soy una institución educativa',
    hint: 'Comparte tu oferta formativa en moda.',
    role: 'PROFESSIONAL',
  },
];

/** The first wizard screen of each role. */
export const firstStepOfRole: Record<Objective['role'], string> = {
  CREATIVE: paths.creativeType(),
  PROFESSIONAL: paths.professionalType(),
};

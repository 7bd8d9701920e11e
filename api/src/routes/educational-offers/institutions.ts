// Institutions (part 2 §7): the directory of verified institutions and, as an extension,
// the signed-in institution's centre type.
import { signedInUser } from '../../http/auth';
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { invalidSession } from '../../http/errors';
import type { Db } from '../../db/database';
import { findInstitution, listInstitutions, setCenterType } from '../../models/institutions';
import { findUserById } from '../../models/users';
import { errors } from '../../schemas/common';
import {
  CenterTypeBody,
  CenterTypeSaved,
  InstitutionListQuery,
  InstitutionPage,
} from '../../schemas/educational-offer';
import { EDUCATIONAL_MESSAGES, TAG, bearer, forbidden } from './common';

export function registerInstitutionDirectoryRoute(app: App, ctx: AppContext): void {
  app.get(
    '/api/offers/educational/institutions',
    {
      schema: {
        tags: TAG,
        summary: 'Verified institutions with their public programmes, by name (filters: extension)',
        querystring: InstitutionListQuery,
        response: { 200: InstitutionPage, ...errors(400) },
      },
    },
    async (request) => {
      const { modality, ...query } = request.query;
      // The screen's filter says "Híbrido"; the programmes say "Híbrida".
      const filters = { ...query, modality: modality === 'Híbrido' ? 'Híbrida' : modality };
      const { items, info } = await listInstitutions(ctx.db, filters);
      return { institutions: items, ...info };
    },
  );
}

export function registerCenterTypeRoute(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  app.put(
    '/api/educational-offers/institution',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: "Extension: the signed-in institution's centre type (public or private)",
        security: bearer,
        body: CenterTypeBody,
        response: { 200: CenterTypeSaved, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      if (!(await findInstitution(db, userId))) await refuseNonInstitution(db, userId);
      await setCenterType(db, userId, request.body.type, clock.now());
      const institution = await findInstitution(db, userId);
      // Only when the account was deleted in between.
      if (!institution) throw invalidSession();
      return { message: EDUCATIONAL_MESSAGES.typeSaved, institution };
    },
  );
}

async function refuseNonInstitution(db: Db, userId: string): Promise<never> {
  if (!(await findUserById(db, userId))) throw invalidSession();
  throw forbidden(EDUCATIONAL_MESSAGES.typeOnlyInstitutions);
}

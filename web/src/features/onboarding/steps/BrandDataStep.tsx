import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { BrandOrCompanyForm } from '../components/BrandOrCompanyForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { BrandDataStepQuery } from './__generated__/BrandDataStepQuery.graphql';

const query = graphql`
  query BrandDataStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...BrandOrCompanyForm_user
    }
  }
`;

export const loader = queryLoader<BrandDataStepQuery>(query);

/** /profesional/registro/marca/05: name, founding year and main product, then the end. */
export function Component() {
  const { viewer } = useRouteQuery<BrandDataStepQuery>(query);
  return (
    <WizardStepPage step="brandData" viewer={viewer} heading="Tu marca">
      {(user) => <BrandOrCompanyForm user={user} nameLabel="Nombre de la marca" />}
    </WizardStepPage>
  );
}

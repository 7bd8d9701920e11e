import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../../lib/relay/routeQuery';
import { BrandOrCompanyForm } from '../components/BrandOrCompanyForm';
import { WizardStepPage } from '../components/WizardStepPage';
import type { CompanyDataStepQuery } from './__generated__/CompanyDataStepQuery.graphql';

const query = graphql`
  query CompanyDataStepQuery {
    viewer @catch {
      ...WizardStepPage_viewer
      ...BrandOrCompanyForm_user
    }
  }
`;

export const loader = queryLoader<CompanyDataStepQuery>(query);

/** /profesional/registro/empresa/05: name, founding year and main product, then the end. */
export function Component() {
  const { viewer } = useRouteQuery<CompanyDataStepQuery>(query);
  return (
    <WizardStepPage step="companyData" viewer={viewer} heading="Tu empresa">
      {(user) => <BrandOrCompanyForm user={user} nameLabel="Nombre de la empresa" />}
    </WizardStepPage>
  );
}

import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { foundingYearAcceptable } from '../../../lib/foundingYear';
import { MESSAGES } from '../lib/messages';
import { PRODUCT_OPTIONS } from '../lib/options';
import type { BrandOrCompanyForm_user$key } from './__generated__/BrandOrCompanyForm_user.graphql';
import { FoundingYearField, SelectField, TextField } from './Fields';
import { StepForm } from './StepForm';
import { useStepForm } from './useStepForm';

const fragment = graphql`
  fragment BrandOrCompanyForm_user on User {
    companyName
    foundingYear
    productServiceType
  }
`;

interface BrandOrCompanyFormProps {
  user: BrandOrCompanyForm_user$key;
  nameLabel: string;
}

/**
 * Brand and company step 5 (part 1 §2, §5): name, founding year and main product, all
 * required; payload {companyName, foundingYear, productServiceType, profileCompleted}.
 */
export function BrandOrCompanyForm({ user, nameLabel }: BrandOrCompanyFormProps) {
  const saved = useFragment(fragment, user);
  const form = useStepForm();
  const [name, setName] = useState(saved.companyName ?? '');
  const [foundingYear, setFoundingYear] = useState(saved.foundingYear ?? '');
  const [product, setProduct] = useState(
    PRODUCT_OPTIONS.includes(saved.productServiceType ?? '') ? (saved.productServiceType ?? '') : '',
  );

  function submit() {
    if ([name, foundingYear, product].some((value) => !value.trim())) return form.refuse(MESSAGES.fillRequired);
    if (!foundingYearAcceptable(foundingYear.trim(), new Date())) return form.refuse(MESSAGES.badFoundingYear);
    void form.save({
      companyName: name.trim(),
      foundingYear: foundingYear.trim(),
      productServiceType: product,
      profileCompleted: true,
    });
  }

  return (
    <StepForm form={form} onSubmit={submit}>
      <TextField label={nameLabel} value={name} onChange={setName} autoComplete="organization" />
      <FoundingYearField value={foundingYear} onChange={setFoundingYear} />
      <SelectField
        label="Producto principal"
        value={product}
        onChange={setProduct}
        options={PRODUCT_OPTIONS}
        placeholder="Selecciona un producto"
      />
    </StepForm>
  );
}

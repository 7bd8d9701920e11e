import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { LOGO_FAILURE } from '../../../lib/fileRules';
import type { OutcomeTexts, Outcome, PayloadReading } from '../../../lib/relay/mutationOutcome';
import { useUploadMutation, type UploadState } from '../../../lib/relay/useUploadMutation';
import type {
  LogoKind,
  useUploadLogoMutation as UploadLogoMutation,
} from './__generated__/useUploadLogoMutation.graphql';

export type { LogoKind };

const mutation = graphql`
  mutation useUploadLogoMutation($input: UploadLogoInput!) {
    uploadLogo(input: $input) {
      logoUrl
      userErrors {
        message
      }
    }
  }
`;

const texts: OutcomeTexts = { refused: LOGO_FAILURE, network: LOGO_FAILURE };

const read = ({ uploadLogo }: UploadLogoMutation['response']): PayloadReading<string> => ({
  userErrors: uploadLogo.userErrors,
  value: uploadLogo.logoUrl ?? null,
});

/**
 * Stores a school's (INSTITUTION) or company's (COMPANY) logo (POST /api/users/institution-logo
 * or company-logo); resolves to its URL, which the entry then saves with `updateProfile`.
 */
export function useUploadLogoMutation(): [(kind: LogoKind, file: File) => Promise<Outcome<string>>, UploadState] {
  const [send, state] = useUploadMutation<UploadLogoMutation, string>(mutation, texts, read);
  const upload = useCallback(
    (kind: LogoKind, file: File) => send({ input: { kind, file: null } }, { 'input.file': file }),
    [send],
  );
  return [upload, state];
}

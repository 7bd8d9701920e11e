import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUploadProfilePictureMutation as UploadProfilePicture } from './__generated__/useUploadProfilePictureMutation.graphql';
import type { Outcome, OutcomeTexts, PayloadReading } from './mutationOutcome';
import { useUploadMutation, type UploadState } from './useUploadMutation';

const mutation = graphql`
  mutation useUploadProfilePictureMutation($input: UploadProfilePictureInput!) {
    uploadProfilePicture(input: $input) {
      user {
        id
        profilePicture
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The photo step's texts (spec part 1 §8): its own default, the wizard's network failure. */
export const PROFILE_PICTURE_TEXTS: OutcomeTexts = {
  refused: 'Error al actualizar la foto.',
  network: 'Error en la conexión o en el servidor.',
};

const read = ({ uploadProfilePicture }: UploadProfilePicture['response']): PayloadReading<string> => ({
  userErrors: uploadProfilePicture.userErrors,
  value: uploadProfilePicture.user?.profilePicture ?? null,
});

/**
 * Replaces the signed-in user's picture (the onboarding photo step, later the profile
 * settings): `upload(file)` resolves to the new picture's URL or the message to show,
 * and the store's viewer shows the new picture everywhere at once. `state.percent`
 * feeds `UploadProgress` while the file goes out.
 */
export function useUploadProfilePictureMutation(): [(file: File) => Promise<Outcome<string>>, UploadState] {
  const [send, state] = useUploadMutation<UploadProfilePicture, string>(mutation, PROFILE_PICTURE_TEXTS, read);
  const upload = useCallback((file: File) => send({ input: { file: null } }, { 'input.file': file }), [send]);
  return [upload, state];
}

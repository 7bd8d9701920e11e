import { graphql } from 'react-relay';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';
import type { useUpdateProfileMutation as UpdateProfileMutation } from './__generated__/useUpdateProfileMutation.graphql';

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        role
        creativeType
        professionalType
        profileCompleted
      }
      userErrors {
        message
      }
    }
  }
`;

// The wizard's texts (part 1 §8).
const texts: OutcomeTexts = {
  refused: 'Ha ocurrido un error.',
  network: 'Error en la conexión o en el servidor.',
};

function read({ updateProfile }: UpdateProfileMutation['response']): PayloadReading<true> {
  return { ...updateProfile, value: updateProfile.user ? true : null };
}

/** Saves the fields of one onboarding step (PUT /api/users/profile). */
export function useUpdateProfileMutation() {
  return useOutcomeMutation<UpdateProfileMutation, true>(mutation, texts, read);
}

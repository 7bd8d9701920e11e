import { graphql } from 'react-relay';
import { readWizardProfile, type WizardProfile } from '../../lib/onboarding/wizardProgress';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';
import type { useUpdateProfileMutation as UpdateProfileMutation } from './__generated__/useUpdateProfileMutation.graphql';

// The payload carries every answer of the wizard: the store then holds the server's
// profile, which decides the next screen and lets the next step render without asking.
const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...wizardProgress_user
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

function read({ updateProfile }: UpdateProfileMutation['response']): PayloadReading<WizardProfile> {
  return { ...updateProfile, value: updateProfile.user ? readWizardProfile(updateProfile.user) : null };
}

/** Saves the fields of one onboarding step (PUT /api/users/profile); resolves to the saved answers. */
export function useUpdateProfileMutation() {
  return useOutcomeMutation<UpdateProfileMutation, WizardProfile>(mutation, texts, read);
}

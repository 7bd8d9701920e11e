import { graphql, useFragment } from 'react-relay';
import { MESSAGES } from '../lib/messages';
import type { FormationForm_user$key } from './__generated__/FormationForm_user.graphql';
import { ChoiceStepForm } from './ChoiceStepForm';

const fragment = graphql`
  fragment FormationForm_user on User {
    formationType
  }
`;

interface FormationFormProps {
  user: FormationForm_user$key;
  question: string;
  /** The answer that leads to step 6 (institution and graduation). */
  school: string;
  /** The answer that ends the wizard. */
  selfTaught: string;
}

/**
 * Student and stylist step 5 (part 1 §4): the school answer sends {formationType} and
 * goes to step 6; the self-taught one sends {formationType, profileCompleted} and ends.
 */
export function FormationForm({ user, question, school, selfTaught }: FormationFormProps) {
  const { formationType } = useFragment(fragment, user);
  return (
    <ChoiceStepForm
      question={question}
      name="formationType"
      options={[
        { value: school, label: school },
        { value: selfTaught, label: selfTaught },
      ]}
      initial={formationType}
      required={MESSAGES.chooseFormation}
      toInput={(answer) =>
        answer === school ? { formationType: answer } : { formationType: answer, profileCompleted: true }
      }
    />
  );
}

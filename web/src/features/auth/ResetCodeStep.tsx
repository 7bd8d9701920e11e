import type { Notice } from '../../components/FormNotice';
import { CodeStepForm } from './CodeStepForm';
import { useCodeCells } from './useCodeCells';
import { useVerifyPasswordResetCodeMutation } from './useVerifyPasswordResetCodeMutation';

interface ResetCodeStepProps {
  email: string;
  onVerified: (code: string, message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
}

/** Recovery step 2: the mailed code is checked (not used up) before a new password is asked. */
export function ResetCodeStep({ email, onVerified, onNotice }: ResetCodeStepProps) {
  const codeCells = useCodeCells();
  const [verify, isVerifying] = useVerifyPasswordResetCodeMutation();
  return (
    <CodeStepForm
      codeCells={codeCells}
      label="Código de recuperación"
      verify={(code) => verify({ input: { email, code } })}
      isVerifying={isVerifying}
      onVerified={(_value, code, message) => onVerified(code, message)}
      onNotice={onNotice}
    />
  );
}

import { useRef, useState, type ChangeEvent } from 'react';
import { errorNotice, FormNotice, type Notice } from '../../../components/FormNotice';
import { UploadProgress } from '../../../components/UploadProgress';
import { acceptOf, FILE_RULES, LOGO_FAILURE } from '../../../lib/fileRules';
import { chosenFile } from '../../../lib/profileFileChoice';
import { useUploadLogoMutation, type LogoKind } from './useUploadLogoMutation';
import styles from './LogoField.module.css';

interface LogoFieldProps {
  kind: LogoKind;
  /** 'Logo del centro' or 'Logo de la empresa'. */
  label: string;
  logo: string;
  onChange: (logo: string) => void;
}

/**
 * An entry's logo (part 2 §3): an image uploaded at once with the progress bar, whose URL
 * the entry keeps; the spec's failure text when it does not go through.
 */
export function LogoField({ kind, label, logo, onChange }: LogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, state] = useUploadLogoMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = chosenFile(event, FILE_RULES.entryLogo, setNotice);
    if (!file) return;
    const outcome = await upload(kind, file);
    // The spec has one text for every failed logo upload (part 2 §8), the server's reason aside.
    if (outcome.ok) onChange(outcome.value);
    else setNotice(errorNotice(LOGO_FAILURE));
  }

  return (
    <div className={styles.logoField}>
      <div className={styles.row}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={label} width={56} height={56} />
        ) : (
          <span className={styles.blank} aria-hidden="true" />
        )}
        <button
          type="button"
          className={styles.button}
          disabled={state.inFlight}
          onClick={() => input.current?.click()}
          aria-label={`${logo ? 'Cambiar' : 'Subir'} ${label.toLowerCase()}`}
        >
          {logo ? 'Cambiar logo' : 'Subir logo'}
        </button>
        {logo && (
          <button type="button" className={styles.button} onClick={() => onChange('')}>
            Quitar logo
          </button>
        )}
        <input ref={input} type="file" accept={acceptOf(FILE_RULES.entryLogo)} hidden onChange={pick} />
      </div>
      {state.percent !== null && <UploadProgress percent={state.percent} label="Subiendo el logo" />}
      <FormNotice notice={notice} />
    </div>
  );
}

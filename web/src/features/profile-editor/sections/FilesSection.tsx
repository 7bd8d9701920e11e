import { useState, type ChangeEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { UploadProgress } from '../../../components/UploadProgress';
import { profileFiles } from '../../../lib/profileFiles';
import { acceptOf, FILE_RULES } from '../../../lib/fileRules';
import { chosenFile } from '../../../lib/profileFileChoice';
import type { OutcomeTexts, PayloadReading } from '../../../lib/relay/mutationOutcome';
import { useUploadMutation } from '../../../lib/relay/useUploadMutation';
import { EditorSection } from '../editor/EditorSection';
import { ViewItem } from '../editor/fields';
import { SAVE_TEXTS, useSectionToggle } from '../editor/useSectionForm';
import type { FilesSection_user$key } from './__generated__/FilesSection_user.graphql';
import type { FilesSectionUploadMutation, ProfileFileKind } from './__generated__/FilesSectionUploadMutation.graphql';
import styles from './sections.module.css';

const uploadMutation = graphql`
  mutation FilesSectionUploadMutation($input: UploadProfileFileInput!) {
    uploadProfileFile(input: $input) {
      user {
        id
        ...FilesSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

const fragment = graphql`
  fragment FilesSection_user on User {
    ...profileFiles_user
  }
`;

// The spec leaves a failed CV upload silent (part 2 §8); the editor says so.
const uploadTexts: OutcomeTexts = {
  refused: 'No se pudo subir el archivo.',
  network: SAVE_TEXTS.network,
};

const read = ({ uploadProfileFile }: FilesSectionUploadMutation['response']): PayloadReading<true> => ({
  userErrors: uploadProfileFile.userErrors,
  value: uploadProfileFile.user ? true : null,
});

interface FilesDraft {
  cv: File | null;
  portfolio: File | null;
}

const KINDS: ReadonlyArray<{ key: keyof FilesDraft; kind: ProfileFileKind; label: string; progress: string }> = [
  { key: 'cv', kind: 'CV', label: 'CV (PDF)', progress: 'Subiendo el CV' },
  { key: 'portfolio', kind: 'PORTFOLIO', label: 'Portfolio (PDF)', progress: 'Subiendo el portfolio' },
];

/**
 * The CV and portfolio PDFs (part 2 §4, §5): PDFs only ('Solo se permiten archivos PDF'),
 * uploaded on save with the shared progress bar; saving without a chosen file just closes.
 */
export function FilesSection({ user }: { user: FilesSection_user$key }) {
  const stored = profileFiles(useFragment(fragment, user));
  const [upload, uploading] = useUploadMutation<FilesSectionUploadMutation, true>(uploadMutation, uploadTexts, read);
  const [sending, setSending] = useState('');

  // Each chosen file goes up in turn; the first refusal stops the save and is shown.
  async function uploadChosen(draft: FilesDraft): Promise<string | null> {
    for (const { key, kind, progress } of KINDS) {
      const file = draft[key];
      if (!file) continue;
      setSending(progress);
      const outcome = await upload({ input: { kind, file: null } }, { 'input.file': file });
      if (!outcome.ok) return outcome.message;
    }
    return null;
  }

  const form = useSectionToggle<FilesDraft>({ start: () => ({ cv: null, portfolio: null }), save: uploadChosen });

  function pick(key: keyof FilesDraft, event: ChangeEvent<HTMLInputElement>) {
    const file = chosenFile(event, FILE_RULES.profilePdf, form.setNotice);
    if (file) form.change((draft) => ({ ...draft, [key]: file }));
  }

  const view = KINDS.map(({ key, label }) => (
    <ViewItem key={key} label={label}>
      {stored[key] && (
        <a className={styles.link} href={stored[key].url} target="_blank" rel="noreferrer">
          {stored[key].fileName}
        </a>
      )}
    </ViewItem>
  ));
  return (
    <EditorSection title="CV y portfolio" form={form} view={view}>
      {(draft) => (
        <>
          {KINDS.map(({ key, label }) => (
            <div key={key} className={styles.fileRow}>
              <label className={styles.fileLabel}>
                <span>{label}</span>
                <input type="file" accept={acceptOf(FILE_RULES.profilePdf)} onChange={(event) => pick(key, event)} />
              </label>
              <span className={styles.note}>
                {draft[key]?.name ?? stored[key]?.fileName ?? 'Ningún archivo elegido'}
              </span>
            </div>
          ))}
          {uploading.percent !== null && <UploadProgress percent={uploading.percent} label={sending} />}
        </>
      )}
    </EditorSection>
  );
}

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorNotice, type Notice } from '../components/FormNotice';
import { FILE_RULES, fileProblem, type FileRule } from './fileRules';
import { useUploadProfilePictureMutation } from './relay/useUploadProfilePictureMutation';

/**
 * The file just chosen in a file input when its rule takes it, checked at once (README §
 * Uploads); a refused one's message goes to `setNotice`, and an accepted one clears it.
 */
export function chosenFile(
  event: ChangeEvent<HTMLInputElement>,
  rule: FileRule,
  setNotice: (notice: Notice | null) => void,
): File | null {
  const file = event.target.files?.[0];
  event.target.value = ''; // The same file may be picked again after a refusal.
  if (!file) return null;
  const problem = fileProblem(file, rule);
  setNotice(problem ? errorNotice(problem) : null);
  return problem ? null : file;
}

/** A chosen photo and the object URL of its preview. */
export interface PickedPicture {
  file: File;
  url: string;
}

/**
 * Choosing a new profile photo, as the wizard's photo step and the editor do: the hidden
 * input, the preview of the chosen photo, its upload with the progress bar, the message.
 */
export function usePictureChoice() {
  const [upload, uploading] = useUploadProfilePictureMutation();
  const [picked, setPicked] = useState<PickedPicture | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A preview's object URL lives as long as it is shown.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = chosenFile(event, FILE_RULES.profilePicture, setNotice);
    if (file) setPicked({ file, url: URL.createObjectURL(file) });
  }

  return { upload, uploading, picked, setPicked, notice, setNotice, input, pick };
}

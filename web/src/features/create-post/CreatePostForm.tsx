import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { UploadProgress } from '../../components/UploadProgress';
import { checkPeople } from './checkPeople';
import { ImagesStep } from './ImagesStep';
import { ImageTagsStep } from './ImageTagsStep';
import { PeopleTagsStep } from './PeopleTagsStep';
import { PhotoOrder } from './PhotoOrder';
import { addImages, emptyCard, filledCards, TEXTS, type PersonCard, type PickedImage } from './postRules';
import { PostCreatedDialog } from './PostCreatedDialog';
import { useCreatePostMutation, type PublishResult } from './useCreatePostMutation';
import { FormStep } from './FormStep';
import styles from './CreatePostPage.module.css';

type FieldErrors = Partial<Record<'texts' | 'images' | 'imageTags', string>>;
type Phase = 'idle' | 'checking' | 'sending';

const revoke = (images: readonly PickedImage[]) => images.forEach((image) => URL.revokeObjectURL(image.previewUrl));

/** Scrolls to the first refused person card and puts the cursor in its name (part 2 §5). */
function showFirstCardError(cards: readonly PersonCard[]) {
  const first = cards.find((card) => card.error);
  if (!first) return;
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(`[data-person-card="${first.key}"]`);
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    element?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  });
}

/** The server's refusals, each beside its field; people by their position among the sent cards. */
function placeRefusals(
  errors: ReadonlyArray<{ field?: string | null; message: string }>,
  cards: readonly PersonCard[],
) {
  const fields: FieldErrors = {};
  const sent = filledCards(cards);
  let nextCards = cards.map((card) => ({ ...card, error: null as string | null }));
  let general: string | null = null;
  for (const { field, message } of errors) {
    const person = /^peopleTags\.(\d+)/.exec(field ?? '');
    const card = person ? sent[Number(person[1])] : undefined;
    if (card)
      nextCards = nextCards.map((other, index) => (index === card.index ? { ...other, error: message } : other));
    else if (field === 'title' || field === 'description') fields.texts = message;
    else if (field === 'images') fields.images = message;
    else if (field?.startsWith('imageTags') || field === 'tags') fields.imageTags = message;
    else general ??= message;
  }
  return { fields, cards: nextCards, general };
}

/** The create-post form: its four steps, the photo order and 'Publicar' (part 2 §2, §4, §5). */
export function CreatePostForm({ viewerId }: { viewerId: string }) {
  const id = useId();
  const environment = useRelayEnvironment();
  const [publish, upload] = useCreatePostMutation(viewerId);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [imageNotices, setImageNotices] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [cards, setCards] = useState<PersonCard[]>(() => [emptyCard()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [created, setCreated] = useState<{ postId: string; message: string | null } | null>(null);
  useRevokeOnUnmount(images);

  const ready = title.trim() !== '' && description.trim() !== '';
  const busy = phase !== 'idle';

  function clear() {
    revoke(images);
    setImages([]);
    setImageNotices([]);
    setTitle('');
    setDescription('');
    setCards([emptyCard()]);
    setErrors({});
    setNotice(null);
  }

  function settle(result: PublishResult) {
    if (result.kind === 'created') {
      clear();
      setCreated({ postId: result.postId, message: result.message });
    } else if (result.kind === 'failed') {
      setNotice(errorNotice(result.message));
    } else {
      const placed = placeRefusals(result.errors, cards);
      setErrors(placed.fields);
      setCards(placed.cards);
      if (placed.general) setNotice(errorNotice(placed.general));
      showFirstCardError(placed.cards);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!ready) return setErrors({ texts: TEXTS.required }); // Enter in a field while the button is off
    if (images.length === 0) return setErrors({ images: TEXTS.noImage });
    setErrors({});
    setPhase('checking');
    const checked = await checkPeople(environment, cards);
    setCards(checked);
    if (checked.some((card) => card.error)) {
      setPhase('idle');
      return showFirstCardError(checked);
    }
    setPhase('sending');
    const result = await publish({ title, description, images, cards: checked });
    setPhase('idle');
    settle(result);
  }

  function addFiles(files: File[]) {
    const added = addImages(images, files);
    setImages(added.images);
    setImageNotices(added.notices);
    setErrors(({ images: _refused, ...rest }) => rest);
  }

  function removeImage(image: PickedImage) {
    revoke([image]);
    setImages(images.filter((other) => other !== image));
    setImageNotices([]);
  }

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormStep number={1} title="Imágenes">
          <ImagesStep
            images={images}
            onAdd={addFiles}
            onRemove={removeImage}
            notices={imageNotices}
            error={errors.images ?? null}
          />
        </FormStep>
        <FormStep number={2} title="Título y descripción">
          <label className={styles.label} htmlFor={`${id}-title`}>
            Título *
          </label>
          <input
            id={`${id}-title`}
            className={styles.input}
            value={title}
            maxLength={100}
            required
            aria-invalid={errors.texts && !title.trim() ? true : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          <label className={styles.label} htmlFor={`${id}-description`}>
            Descripción *
          </label>
          <textarea
            id={`${id}-description`}
            className={`${styles.input} ${styles.textarea}`}
            value={description}
            maxLength={2000}
            rows={5}
            required
            aria-invalid={errors.texts && !description.trim() ? true : undefined}
            onChange={(event) => setDescription(event.target.value)}
          />
          {errors.texts && (
            <p className={styles.fieldError} role="alert">
              {errors.texts}
            </p>
          )}
        </FormStep>
        <FormStep number={3} title="Etiquetar personas">
          <PeopleTagsStep cards={cards} onChange={setCards} />
        </FormStep>
        <FormStep number={4} title="Etiquetas de las imágenes">
          <ImageTagsStep
            images={images}
            error={errors.imageTags ?? null}
            onChange={(image, tags) => setImages(images.map((other) => (other === image ? { ...other, tags } : other)))}
          />
        </FormStep>
        <FormStep title="Orden de las fotos">
          <PhotoOrder images={images} onChange={setImages} />
        </FormStep>
        <FormNotice notice={notice} />
        <div className={styles.submitRow}>
          {!ready && (
            <p id={`${id}-required`} className={styles.help}>
              {TEXTS.required}
            </p>
          )}
          <button
            type="submit"
            className={styles.submit}
            disabled={!ready || busy}
            aria-describedby={ready ? undefined : `${id}-required`}
          >
            {busy ? 'Validando...' : 'Publicar'}
          </button>
        </div>
      </form>
      {phase === 'sending' && (
        <div className={styles.overlay} role="status">
          <div className={styles.overlayBox}>
            <p className={styles.overlayText}>Cargando...</p>
            {upload.percent !== null && <UploadProgress percent={upload.percent} label="Subiendo las imágenes" />}
          </div>
        </div>
      )}
      {created && (
        <PostCreatedDialog postId={created.postId} message={created.message} onClose={() => setCreated(null)} />
      )}
    </>
  );
}

/** The previews' object URLs are let go when the page closes. */
function useRevokeOnUnmount(images: readonly PickedImage[]) {
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => revoke(latest.current), []);
}

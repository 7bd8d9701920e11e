import { useId, useState, type KeyboardEvent } from 'react';
import styles from './TagInput.module.css';

export interface TagInputProps {
  /** The visible label of the text box. */
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** At most this many tags; the text box gives way to `limitNote` at the cap. */
  max: number;
  /** Characters per tag. */
  maxLength?: number;
  /** Popular choices, offered as buttons while under the cap; a chosen one disappears. */
  suggestions?: readonly string[];
  /** Said in place of the text box once the cap is reached. */
  limitNote?: string;
  placeholder?: string;
}

/** Tags are compared as the server compares them: ignoring case and accents. */
export function tagKey(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/** Whether `tag` is already in `tags` (case and accents ignored). */
export function hasTag(tags: readonly string[], tag: string): boolean {
  const key = tagKey(tag);
  return tags.some((existing) => tagKey(existing) === key);
}

/**
 * A list of short tags typed one at a time: Enter adds the trimmed text, repeats and blanks
 * are refused, each tag has a remove button, and popular suggestions can be picked. Used
 * for skills, software, languages and company tags (part 2 §5) and any later tag list.
 */
export function TagInput({
  label,
  tags,
  onChange,
  max,
  maxLength = 50,
  suggestions = [],
  limitNote,
  placeholder = 'Escribe y pulsa Intro',
}: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const full = tags.length >= max;

  function add(raw: string) {
    const tag = raw.trim().slice(0, maxLength);
    if (!tag || full) return;
    if (hasTag(tags, tag)) return setHint(`«${tag}» ya está en la lista.`);
    setHint(null);
    setText('');
    onChange([...tags, tag]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds a tag; it must not send the surrounding form.
    add(text);
  }

  const offered = full ? [] : suggestions.filter((suggestion) => !hasTag(tags, suggestion));
  return (
    <div className={styles.tagInput}>
      <div className={styles.head}>
        {/* At the cap the box gives way to the note, and the label names the list alone. */}
        {full ? (
          <span className={styles.label}>{label}</span>
        ) : (
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
        )}
        <span className={styles.count} aria-live="polite">
          {tags.length}/{max}
        </span>
      </div>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={label}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Quitar ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={styles.note}>{limitNote ?? `Máximo ${max} permitidos`}</p>
      ) : (
        <input
          id={id}
          className={styles.input}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          enterKeyHint="enter"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      )}
      {hint && !full && (
        <p className={styles.hint} role="status">
          {hint}
        </p>
      )}
      {offered.length > 0 && (
        <div className={styles.suggestions} role="group" aria-label={`Sugerencias: ${label}`}>
          <span className={styles.suggestionsTitle} aria-hidden="true">
            Sugerencias:
          </span>
          {offered.map((suggestion) => (
            <button key={suggestion} type="button" className={styles.suggestion} onClick={() => add(suggestion)}>
              + {suggestion}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

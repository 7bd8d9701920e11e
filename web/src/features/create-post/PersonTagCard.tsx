import { useId, useState } from 'react';
import { graphql } from 'react-relay';
import { PersonResult } from './PersonResult';
import { MAX_ROLE_LENGTH, type PersonCard } from './postRules';
import { usePeopleSearch } from './usePeopleSearch';
import type { PersonTagCardSearchQuery$data } from './__generated__/PersonTagCardSearchQuery.graphql';
import styles from './CreatePostPage.module.css';

interface PersonTagCardProps {
  card: PersonCard;
  number: number;
  onChange: (card: PersonCard) => void;
  /** Absent while this is the only card (removal only while more than one, part 2 §5). */
  onRemove?: () => void;
}

const searchQuery = graphql`
  query PersonTagCardSearchQuery($term: String!) {
    peopleSearch(term: $term) {
      id
      ...PersonResult_person
    }
  }
`;

type FoundPerson = PersonTagCardSearchQuery$data['peopleSearch'][number];

/** One person to tag: a username found by searching the platform, and their role. */
export function PersonTagCard({ card, number, onChange, onRemove }: PersonTagCardProps) {
  const id = useId();
  const [searching, setSearching] = useState(false);
  const people = usePeopleSearch<FoundPerson>(searchQuery, card.name, searching);
  const errorId = `${id}-error`;

  function choose(username: string) {
    setSearching(false);
    onChange({ ...card, name: username, error: null });
  }

  return (
    <li className={styles.card} data-person-card={card.key}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>Persona {number}</h3>
        {onRemove && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={onRemove}
            aria-label={`Eliminar persona ${number}`}
          >
            Eliminar
          </button>
        )}
      </div>
      <label className={styles.label} htmlFor={`${id}-name`}>
        Nombre de usuario
      </label>
      <input
        id={`${id}-name`}
        className={styles.input}
        value={card.name}
        autoComplete="off"
        placeholder="Busca por nombre de usuario"
        aria-invalid={card.error ? true : undefined}
        aria-describedby={card.error ? errorId : undefined}
        onChange={(event) => {
          setSearching(true);
          onChange({ ...card, name: event.target.value, error: null });
        }}
      />
      {card.error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {card.error}
        </p>
      )}
      {people.length > 0 && (
        <ul className={styles.results} aria-label={`Usuarios encontrados para la persona ${number}`}>
          {people.map((person) => (
            <PersonResult key={person.id} person={person} onChoose={choose} />
          ))}
        </ul>
      )}
      <label className={styles.label} htmlFor={`${id}-role`}>
        Rol
      </label>
      <input
        id={`${id}-role`}
        className={styles.input}
        value={card.role}
        maxLength={MAX_ROLE_LENGTH}
        placeholder="Por ejemplo: Fotografía"
        onChange={(event) => onChange({ ...card, role: event.target.value })}
      />
    </li>
  );
}

import { useState } from 'react';
import { cleanName, emptyCard, TEXTS, type PersonCard } from './postRules';
import { PersonTagCard } from './PersonTagCard';
import styles from './CreatePostPage.module.css';

interface PeopleTagsStepProps {
  cards: readonly PersonCard[];
  onChange: (cards: PersonCard[]) => void;
}

/** Step 3: the people who took part, one card each (part 2 §5). */
export function PeopleTagsStep({ cards, onChange }: PeopleTagsStepProps) {
  const [hint, setHint] = useState<string | null>(null);

  function add() {
    const last = cards[cards.length - 1];
    if (last && cleanName(last.name) === '') return setHint(TEXTS.cardIncomplete);
    setHint(null);
    onChange([...cards, emptyCard()]);
  }

  function update(index: number, card: PersonCard) {
    setHint(null);
    onChange(cards.map((other, position) => (position === index ? card : other)));
  }

  return (
    <>
      <ul className={styles.cards}>
        {cards.map((card, index) => (
          <PersonTagCard
            key={card.key}
            card={card}
            number={index + 1}
            onChange={(next) => update(index, next)}
            onRemove={cards.length > 1 ? () => onChange(cards.filter((other) => other !== card)) : undefined}
          />
        ))}
      </ul>
      <button type="button" className={styles.secondaryButton} onClick={add}>
        Añadir persona
      </button>
      <div aria-live="polite">
        {hint && (
          <p className={styles.fieldError} role="alert">
            {hint}
          </p>
        )}
      </div>
    </>
  );
}

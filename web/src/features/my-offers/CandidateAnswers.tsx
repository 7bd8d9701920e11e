import { graphql, useFragment } from 'react-relay';
import type { CandidateAnswers_application$key } from './__generated__/CandidateAnswers_application.graphql';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import styles from './Candidates.module.css';

const fragment = graphql`
  fragment CandidateAnswers_application on Application {
    answers {
      question
      responseType
      answer
    }
  }
`;

/** An answer as the applicant meant it: 'Sí' / 'No' for booleans, a link for URLs. */
function Answer({ responseType, answer }: { responseType: string; answer: string }) {
  if (responseType === 'BOOLEAN') return <>{answer === 'true' ? 'Sí' : 'No'}</>;
  if (responseType === 'URL' && /^https?:\/\//i.test(answer))
    return (
      <a href={answer} target="_blank" rel="noreferrer">
        {answer}
      </a>
    );
  return <>{answer}</>;
}

/** The candidate's answers to the offer's extra questions, in order (shown on demand). */
export function CandidateAnswers({ application }: { application: CandidateAnswers_application$key }) {
  const { answers } = useFragment(fragment, application);
  if (answers.length === 0) return <p className={styles.meta}>{MY_OFFERS_TEXTS.noAnswers}</p>;
  return (
    <dl className={styles.answers}>
      {answers.map((each, index) => (
        <div key={index} className={styles.answer}>
          <dt>{each.question}</dt>
          <dd>
            <Answer responseType={each.responseType} answer={each.answer} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

// The extra questions of both offer forms (part 2 §5: at most 3, each with how it is answered).

export type ResponseTypeValue = 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'URL';

/** An extra question as a form holds it. */
export interface QuestionDraft {
  question: string;
  responseType: ResponseTypeValue;
}

export const MAX_QUESTIONS = 3;
export const MAX_QUESTION_LENGTH = 300;
export const QUESTION_LIMIT_TEXT = `Máximo ${MAX_QUESTIONS} preguntas adicionales.`;

export const RESPONSE_TYPES: readonly ResponseTypeValue[] = ['TEXT', 'NUMBER', 'BOOLEAN', 'URL'];

/** Questions with text, trimmed; blank ones are not sent. */
export function filledQuestions(questions: readonly QuestionDraft[]): QuestionDraft[] {
  return questions
    .map((question) => ({ ...question, question: question.question.trim() }))
    .filter((question) => question.question !== '')
    .slice(0, MAX_QUESTIONS);
}

// A value this version does not know (a newer server) falls back to the first.
export const knownValue = <T extends string>(values: readonly T[], value: string): T =>
  values.find((candidate) => candidate === value) ?? values[0];

/** A loaded question as the form holds it (a response type this version does not know reads as text). */
export const loadedQuestion = (question: string, responseType: string): QuestionDraft => ({
  question,
  responseType: knownValue(RESPONSE_TYPES, responseType),
});

import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';

/**
 * The answers a public page's HTML carries for the queries it opens with (the gateway's
 * seo/page-data.ts): the anonymous answers, so the first screen draws without waiting for a
 * round trip. Each is used once, for the same operation with the same variables, and only
 * by a visitor without a session (a signed-in user's answers differ: saved marks, menus).
 */
interface EmbeddedAnswer {
  id: string;
  variables: Variables;
  response: GraphQLResponse;
}

/** gateway/src/seo/render-head.ts `PAGE_DATA_ELEMENT_ID`. */
const ELEMENT_ID = 'page-data';

let answers: EmbeddedAnswer[] | null = null;

/** Read once, then the element goes: its JSON is not needed twice. */
function embeddedAnswers(): EmbeddedAnswer[] {
  if (answers) return answers;
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  try {
    answers = element?.textContent ? (JSON.parse(element.textContent) as EmbeddedAnswer[]) : [];
  } catch {
    answers = [];
  }
  element?.remove();
  return answers;
}

/** Variables compared as values: a null and an absent variable are the same to the gateway. */
function sameVariables(a: Variables, b: Variables): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}

/** The page's embedded answer to this operation, taken (never given twice), or null. */
export function takePageData(operation: RequestParameters, variables: Variables): GraphQLResponse | null {
  if (operation.operationKind !== 'query' || !operation.id) return null;
  const list = embeddedAnswers();
  const index = list.findIndex((answer) => answer.id === operation.id && sameVariables(answer.variables, variables));
  if (index < 0) return null;
  const [taken] = list.splice(index, 1);
  return taken.response;
}

/** Drops what is left (a session began: anonymous answers are no longer the user's). */
export function dropPageData(): void {
  answers = [];
}

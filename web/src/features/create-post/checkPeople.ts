import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { checkPeopleUserQuery } from './__generated__/checkPeopleUserQuery.graphql';
import { cleanName, filledCards, TEXTS, type PersonCard } from './postRules';

const userQuery = graphql`
  query checkPeopleUserQuery($username: String!) {
    user(username: $username) {
      id
    }
  }
`;

/** Whether an account has this username; a failed check counts as not existing (part 2 §8). */
async function exists(environment: Environment, username: string): Promise<boolean> {
  try {
    const data = await fetchQuery<checkPeopleUserQuery>(environment, userQuery, { username }).toPromise();
    return Boolean(data?.user?.id);
  } catch {
    return false;
  }
}

/**
 * The cards with each filled name checked on the platform (all at once): an unknown name
 * gets 'El usuario "{name}" no existe en la plataforma.' on its card; empty cards are skipped.
 */
export async function checkPeople(environment: Environment, cards: readonly PersonCard[]): Promise<PersonCard[]> {
  const filled = filledCards(cards);
  const found = await Promise.all(filled.map(({ card }) => exists(environment, cleanName(card.name))));
  const errors = new Map(
    filled.map(({ card, index }, position) => [
      index,
      found[position] ? null : TEXTS.unknownUser(cleanName(card.name)),
    ]),
  );
  return cards.map((card, index) => ({ ...card, error: errors.get(index) ?? null }));
}

import {
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { graphError } from '../errors';

/**
 * Mutations that check a password or a mailed code, or send a mail: one request may
 * run each of them once. Aliases used to turn one request into a thousand password
 * checks (22.8 s) or a thousand code guesses; the api's rate limits count requests
 * from an address, so they must not be multiplied inside one.
 */
export const ONCE_PER_REQUEST_MUTATIONS: ReadonlySet<string> = new Set([
  'login',
  'sendRegistrationCode',
  'verifyRegistrationCode',
  'resendRegistrationCode',
  'requestPasswordReset',
  'verifyPasswordResetCode',
  'resetPassword',
  'changeEmail',
  'confirmEmailChange',
]);

export function oncePerRequestMessage(field: string): string {
  return `Solo se permite una operación "${field}" por petición.`;
}

/**
 * A validation rule (so it runs before any resolver, and its verdict is cached with the
 * document): a mutation operation may select each of those fields under one response
 * key. Two selections with the same alias and arguments merge into one call, as GraphQL
 * executes them, so only distinct keys count; fragments on Mutation are followed.
 */
export const OncePerRequestMutationsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'mutation') return;
    const keysByField = new Map<string, Set<string>>();
    collectRootFields(context, operation.selectionSet, keysByField, new Set());
    for (const [field, keys] of keysByField) {
      if (keys.size > 1) context.reportError(graphError('BAD_USER_INPUT', oncePerRequestMessage(field)));
    }
  },
});

function collectRootFields(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  keysByField: Map<string, Set<string>>,
  seenFragments: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = selection.name.value;
      if (!ONCE_PER_REQUEST_MUTATIONS.has(field)) continue;
      const keys = keysByField.get(field) ?? new Set<string>();
      keys.add(selection.alias?.value ?? field);
      keysByField.set(field, keys);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectRootFields(context, selection.selectionSet, keysByField, seenFragments);
    } else if (!seenFragments.has(selection.name.value)) {
      seenFragments.add(selection.name.value);
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(selection.name.value);
      if (fragment) collectRootFields(context, fragment.selectionSet, keysByField, seenFragments);
    }
  }
}

import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * How big an answer can get, counted before anything runs: every object and every
 * value it may hold, each list multiplied by the most items it can have. graphql-armor's
 * cost limit reads `first` only when it is written in the query; this count also reads
 * variables and argument defaults (`relatedArticles(first: $n)`, `nodes(ids: $ids)`),
 * which is how one small query used to ask for 400,000 articles.
 *
 * Introspection (`__schema`, `__type`) counts as one value: it is built in memory from
 * the schema, graphql-js's own MaxIntrospectionDepthRule stops it from nesting
 * `fields { type { fields … } }`, and armor's cost counts it.
 */

/** A list no argument bounds (e.g. `magazines`) counts as a full page. */
export const UNBOUNDED_LIST_SIZE = 50;

/**
 * Lists without a size argument whose length the api caps: counted at their cap, so a
 * grid of boards with their previews is not counted as 50 images a board.
 */
export const CAPPED_LISTS: Readonly<Record<string, number>> = {
  'Folder.preview': 4, // the board preview of part 2 §9
  'Post.images': 6, // a post holds 1 to 6 images
  'Post.peopleTags': 20, // the api tags at most 20 people
  'JobOffer.extraQuestions': 3, // an offer asks at most 3 questions
  'JobOfferContent.extraQuestions': 3, // also in its approved version
  'JobOfferChanges.extraQuestions': 3, // and in the edit waiting for review
  'User.education': 3, // api PROFILE_LIMITS.education
  'User.experience': 20, // api PROFILE_LIMITS.professionalFormation
  'User.milestones': 10, // api PROFILE_LIMITS.milestones
  'EducationalOfferForm.extraQuestions': 3, // so does an educational offer
  'Application.answers': 3, // one answer per question
  'ReportedItem.reasons': 6, // one count per reason (api REPORT_REASONS)
  'ReportedItem.reports': 5, // the api sends the latest five
};

/**
 * The estimated number of values in the answer to `operationName` of `document`, or
 * null when the variables do not fit the operation (execution then refuses them itself).
 */
export function estimateAnswerSize(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): number | null {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return null;
  const variables = coerced.coerced;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }

  const sizeOf = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, inFragments: Set<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldSize(selection, parent, inFragments);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) total += sizeOf(selection.selectionSet, type, inFragments);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        // A fragment inside itself is refused by validation; never loop here.
        if (!fragment || !type || !isCompositeType(type) || inFragments.has(name)) continue;
        total += sizeOf(fragment.selectionSet, type, new Set(inFragments).add(name));
      }
    }
    return total;
  };

  const fieldSize = (node: FieldNode, parent: GraphQLCompositeType, inFragments: Set<string>): number => {
    // Meta fields (__typename, __schema, __type) are not among a type's fields.
    const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
    const child = field && getNamedType(field.type);
    // A scalar, or a list of scalars (tags): one value, cheap whatever its length.
    if (!field || !child || !node.selectionSet || !isCompositeType(child)) return 1;
    return itemsOf(field, node, parent) * (1 + sizeOf(node.selectionSet, child, inFragments));
  };

  /** How many items one selection of `field` stands for. */
  const itemsOf = (field: GraphQLField<unknown, unknown>, node: FieldNode, parent: GraphQLCompositeType): number => {
    const args = getArgumentValues(field, node, variables);
    // Relay connections and `relatedArticles`: `first` items (a connection's edges are them).
    if (typeof args.first === 'number') return Math.max(0, args.first);
    if (!isListType(getNullableType(field.type)) || parent.name.endsWith('Connection')) return 1;
    // `nodes(ids:)`: one item per id.
    const listArgument = Object.values(args).find(Array.isArray);
    return listArgument ? listArgument.length : (CAPPED_LISTS[`${parent.name}.${field.name}`] ?? UNBOUNDED_LIST_SIZE);
  };

  return sizeOf(operation.selectionSet, root, new Set());
}

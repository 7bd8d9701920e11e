import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { DocumentNode, ExecutionArgs, GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphError } from '../errors';
import { estimateAnswerSize } from './answer-size';
import { OncePerRequestMutationsRule } from './once-per-request';

/**
 * What one GraphQL request may ask for. Every query the web app sends passes with room
 * to spare (test/limits.test.ts runs each of them), and so does GraphiQL's
 * introspection query: introspection stays on, under the same limits.
 *
 * Measured with graphql-armor's own counting, fragments flattened (the depth and
 * shape of the answer, not how Relay splits a query into fragments):
 *
 * | limit | web app's largest | GraphiQL's introspection | chosen |
 * |---|---|---|---|
 * | tokens | 96 (ExplorerGridPaginationQuery) | 184 | 1,000 |
 * | depth | 6 (the explorer) | 15 (nine `ofType` levels) | 15 |
 * | armor cost | 2,941 (ExplorerPageQuery) | 15,581 | 20,000 |
 * | aliases | 0 | 0 | 15 |
 * | directives | 0 | 0 | 10 |
 * | answer values | 1,300 (50 explorer images) | 1 (not counted, see answer-size.ts) | 5,000 |
 */
export const GRAPH_LIMITS = {
  /** Parsing stops at the 1,001st token: a 10 MB query is never parsed whole. */
  maxTokens: 1_000,
  maxDepth: 15,
  maxCost: 20_000,
  maxAliases: 15,
  maxDirectives: 10,
  /**
   * Values (objects and fields, lists counted at their most items) one answer may hold.
   * Depth and armor's cost do not bound lists whose size comes from a variable or a
   * default; this does (answer-size.ts).
   */
  maxAnswerValues: 5_000,
} as const;

export const LIMIT_MESSAGES = {
  tokens: `La consulta es demasiado larga: como máximo ${GRAPH_LIMITS.maxTokens} elementos (tokens).`,
  depth: `La consulta está demasiado anidada: como máximo ${GRAPH_LIMITS.maxDepth} niveles.`,
  cost: `La consulta es demasiado costosa: como máximo ${GRAPH_LIMITS.maxCost} puntos.`,
  aliases: `La consulta tiene demasiados alias: como máximo ${GRAPH_LIMITS.maxAliases}.`,
  directives: `La consulta tiene demasiadas directivas: como máximo ${GRAPH_LIMITS.maxDirectives}.`,
  answer: `La consulta pide demasiados datos: como máximo ${GRAPH_LIMITS.maxAnswerValues} valores por respuesta. Pide menos elementos (first) o menos campos.`,
} as const;

type ArmorConfig = NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]>;

/** Armor's refusals become our Spanish BAD_USER_INPUT validation errors. */
function reportAs(message: string) {
  return {
    exposeLimits: false,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null) => context?.reportError(graphError('BAD_USER_INPUT', message))],
  };
}

/** Counted the same way for every limit: introspection included, fragments flattened. */
const counted = { ignoreIntrospection: false, flattenFragments: true } as const;

const ARMOR_CONFIG: ArmorConfig = {
  maxTokens: {
    n: GRAPH_LIMITS.maxTokens,
    // Raised inside the lexer, so parsing stops there (a validation error would come
    // only after the whole document was parsed).
    onReject: [
      () => {
        throw tokenLimitError();
      },
    ],
  },
  maxDepth: { n: GRAPH_LIMITS.maxDepth, ...counted, ...reportAs(LIMIT_MESSAGES.depth) },
  costLimit: { maxCost: GRAPH_LIMITS.maxCost, ...counted, ...reportAs(LIMIT_MESSAGES.cost) },
  maxAliases: { n: GRAPH_LIMITS.maxAliases, ...reportAs(LIMIT_MESSAGES.aliases) },
  maxDirectives: { n: GRAPH_LIMITS.maxDirectives, ...reportAs(LIMIT_MESSAGES.directives) },
  // Introspection is on, so hiding "Did you mean…" suggestions would hide nothing.
  blockFieldSuggestion: { enabled: false },
};

function tokenLimitError(): GraphQLError {
  return graphError('BAD_USER_INPUT', LIMIT_MESSAGES.tokens);
}

/** How many variable sets' estimates each document keeps (a page's few, not every search typed). */
const ESTIMATES_PER_DOCUMENT = 64;

/**
 * Refuses, before any resolver runs, an operation whose answer could exceed the budget.
 * Runs at execution (not validation) because it reads the variables, and Yoga caches
 * validation by document alone. The estimate is kept per document and variables: the same
 * page asked again (the explorer, a list) walks its document once.
 */
function useAnswerSizeLimit(): Plugin {
  const estimates = new WeakMap<DocumentNode, Map<string, number | null>>();
  const estimate = ({ schema, document, operationName, variableValues }: ExecutionArgs) => {
    let byVariables = estimates.get(document);
    if (!byVariables) estimates.set(document, (byVariables = new Map()));
    const key = JSON.stringify([operationName ?? null, variableValues ?? {}]);
    let size = byVariables.get(key);
    if (size === undefined) {
      size = estimateAnswerSize(schema, document, operationName, variableValues);
      if (byVariables.size >= ESTIMATES_PER_DOCUMENT) byVariables.clear();
      byVariables.set(key, size);
    }
    return size;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const size = estimate(args);
      if (size !== null && size > GRAPH_LIMITS.maxAnswerValues) {
        setResultAndStopExecution({ errors: [graphError('BAD_USER_INPUT', LIMIT_MESSAGES.answer)] });
      }
    },
  };
}

/** Every limit on what a request may ask, as Yoga plugins. */
export function useGraphLimits(): Plugin[] {
  return [
    EnvelopArmorPlugin(ARMOR_CONFIG),
    { onValidate: ({ addValidationRule }) => addValidationRule(OncePerRequestMutationsRule) },
    useAnswerSizeLimit(),
  ];
}

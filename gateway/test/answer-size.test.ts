import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  type GraphQLCompositeType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { JOB_OFFER_FORM_LIMITS } from '../../api/src/schemas/job-offer';
import { PROFILE_LIMITS } from '../../api/src/schemas/profile';
import { CAPPED_LISTS, estimateAnswerSize } from '../src/limits/answer-size';
import { GRAPH_LIMITS } from '../src/limits/graph-limits';
import { SCHEMA_PATH } from '../src/schema/print';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

/** Every field of `type` that takes no required argument, lists included, objects down to `depth` levels. */
function everyField(type: GraphQLCompositeType, depth: number): string {
  if (isInterfaceType(type) || isUnionType(type)) {
    const objects = isUnionType(type) ? type.getTypes() : schema.getImplementations(type).objects;
    const parts = objects
      .map((object) => [object.name, everyField(object, depth)] as const)
      .filter(([, inner]) => inner);
    return `__typename ${parts.map(([name, inner]) => `... on ${name} { ${inner} }`).join(' ')}`;
  }
  if (!isObjectType(type)) return '__typename';
  return Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined))
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return [field.name];
      const inner = depth > 0 && isCompositeType(named) ? everyField(named, depth - 1) : '';
      return inner ? [`${field.name} { ${inner} }`] : [];
    })
    .join(' ');
}

describe('the answer-size estimate', () => {
  it('lets a page of 4 offers ask every field of their publisher: lists the api caps count at their caps', () => {
    const user = schema.getType('User') as GraphQLCompositeType;
    const query = `{ jobOffers(first: 4) { edges { node { position publisher { ${everyField(user, 1)} } } } } }`;
    const size = estimateAnswerSize(schema, parse(query), null, {});
    expect(size).not.toBeNull();
    console.info(`4 offers with every field of their publisher: ${size} values`);
    expect(size!).toBeLessThanOrEqual(GRAPH_LIMITS.maxAnswerValues);
  });

  it("counts the capped lists at the api's own caps", () => {
    expect(CAPPED_LISTS).toMatchObject({
      'User.education': PROFILE_LIMITS.education,
      'User.experience': PROFILE_LIMITS.professionalFormation,
      'User.milestones': PROFILE_LIMITS.milestones,
      'JobOffer.extraQuestions': JOB_OFFER_FORM_LIMITS.extraQuestions,
      'JobOfferContent.extraQuestions': JOB_OFFER_FORM_LIMITS.extraQuestions,
      'JobOfferChanges.extraQuestions': JOB_OFFER_FORM_LIMITS.extraQuestions,
    });
  });
});

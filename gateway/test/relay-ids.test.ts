import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { fromGlobalId, toGlobalId } from '../src/relay/ids';

function codeOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
  return 'no error';
}

describe('global IDs', () => {
  it('are base64 of Type:internalID and read back', () => {
    const id = toGlobalId('Post', '3f1c9a0e-5b7d-4c2e-9f10-0a1b2c3d4e5f');
    expect(Buffer.from(id, 'base64').toString()).toBe('Post:3f1c9a0e-5b7d-4c2e-9f10-0a1b2c3d4e5f');
    expect(fromGlobalId(id)).toEqual({ type: 'Post', internalID: '3f1c9a0e-5b7d-4c2e-9f10-0a1b2c3d4e5f' });
  });

  it('keep colons inside the internal id', () => {
    expect(fromGlobalId(toGlobalId('Magazine', 'a:b'))).toEqual({ type: 'Magazine', internalID: 'a:b' });
  });

  it.each([
    ['not base64', 'garbage!'],
    ['empty', ''],
    ['no type', Buffer.from(':123').toString('base64')],
    ['no internal id', Buffer.from('User:').toString('base64')],
    ['no separator', Buffer.from('User123').toString('base64')],
    ['lower-case type', Buffer.from('user:1').toString('base64')],
    ['padding stripped', toGlobalId('User', '12').replace(/=+$/, '')],
    ['base64url alphabet', Buffer.from('User:>>?').toString('base64url')],
  ])('reject %s with BAD_USER_INPUT', (_case, id) => {
    expect(codeOf(() => fromGlobalId(id))).toBe('BAD_USER_INPUT');
  });
});

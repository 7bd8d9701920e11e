import { describe, expect, it } from 'vitest';
import { toGlobalId } from './globalId';

describe('toGlobalId', () => {
  it('encodes Type:internalID as the gateway does (base64 of UTF-8)', () => {
    expect(toGlobalId('Post', '65a1')).toBe(Buffer.from('Post:65a1', 'utf8').toString('base64'));
    expect(toGlobalId('Post', 'ñ/ü')).toBe(Buffer.from('Post:ñ/ü', 'utf8').toString('base64'));
  });
});

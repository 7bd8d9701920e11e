import { describe, expect, it } from 'vitest';
import { tabSizes } from './searchGroups';
import { truncate } from '../../lib/truncate';
import { searchableText } from './searchRules';

describe('searchableText (part 1 §5: fewer than 2 trimmed characters search nothing)', () => {
  it('answers the trimmed text from 2 characters on', () => {
    expect(searchableText('  ma ')).toBe('ma');
    expect(searchableText('ñu')).toBe('ñu');
  });

  it('answers null under 2 trimmed characters, counting characters rather than UTF-16 units', () => {
    for (const text of ['', ' ', 'm', ' m  ', '👗']) expect(searchableText(text)).toBeNull();
  });
});

describe('truncate (part 1 §9: 60 characters in the dropdown, 100 in the full view)', () => {
  it('keeps a text that fits', () => {
    expect(truncate('Vestidos de novia', 60)).toBe('Vestidos de novia');
    expect(truncate('x'.repeat(60), 60)).toBe('x'.repeat(60));
  });

  it('cuts at the limit and says so with an ellipsis', () => {
    expect(truncate('x'.repeat(61), 60)).toBe(`${'x'.repeat(60)}…`);
    expect(truncate(`${'a'.repeat(59)} bordado`, 60)).toBe(`${'a'.repeat(59)}…`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(truncate(`${'👗'.repeat(61)}`, 60)).toBe(`${'👗'.repeat(60)}…`);
  });
});

describe('tabSizes', () => {
  it("asks for 6 of each group under 'Todos', and 50 of a group on its tab (1 of the others, for their counts)", () => {
    expect(tabSizes('all')).toEqual({ users: 6, posts: 6, jobOffers: 6, educationalOffers: 6 });
    expect(tabSizes('posts')).toEqual({ users: 1, posts: 50, jobOffers: 1, educationalOffers: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { profileShareUrl } from './profileShare';
import { displayWebsite, socialHandle, socialLinkList } from './socialLinks';
import { truncate } from './truncate';

describe('social links as shown', () => {
  it('strips each network prefix, linkedin /in/ and youtube /@ included', () => {
    expect(socialHandle('https://www.instagram.com/ana.moda')).toBe('ana.moda');
    expect(socialHandle('https://www.linkedin.com/in/ana-perez/')).toBe('ana-perez');
    expect(socialHandle('https://www.youtube.com/@anacose')).toBe('anacose');
    expect(socialHandle('http://behance.net/ana')).toBe('ana');
    expect(displayWebsite('https://ana.es/')).toBe('ana.es');
  });

  it('lists only the networks that hold a URL, in order', () => {
    expect(
      socialLinkList({
        instagram: null,
        linkedin: 'https://www.linkedin.com/in/a',
        behance: '',
        tumblr: null,
        youtube: null,
        pinterest: 'https://www.pinterest.com/a',
      }).map((link) => link.label),
    ).toEqual(['LinkedIn', 'Pinterest']);
  });
});

describe('the shared profile address and cut texts', () => {
  it('is the origin plus /ControlPanel/profile/{username}', () => {
    expect(profileShareUrl('ana', 'https://modatalento.es')).toBe('https://modatalento.es/ControlPanel/profile/ana');
  });

  it("cuts at 120 characters with '…', never inside an emoji", () => {
    expect(truncate('a'.repeat(120), 120)).toBe('a'.repeat(120));
    expect(truncate('a'.repeat(121), 120)).toBe(`${'a'.repeat(120)}…`);
    expect(truncate(`${'a'.repeat(119)}👗👗`, 120)).toBe(`${'a'.repeat(119)}👗…`);
  });
});

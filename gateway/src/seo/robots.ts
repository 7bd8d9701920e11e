import { PRIVATE_PREFIXES } from './public-pages';

/** robots.txt: every crawler may read the public pages; the sitemap lists them. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

import type { SocialNetwork } from '../../lib/socialLinks';

/**
 * What the editor writes before each network's box, so the user sees that only the handle
 * goes there: the server puts the network's address before it (api/CONTRACT.md; LinkedIn
 * under /in/, YouTube with @).
 */
export const HANDLE_PREFIX: Record<SocialNetwork, string> = {
  instagram: 'instagram.com/',
  linkedin: 'linkedin.com/in/',
  behance: 'behance.net/',
  tumblr: 'tumblr.com/',
  youtube: 'youtube.com/@',
  pinterest: 'pinterest.com/',
};

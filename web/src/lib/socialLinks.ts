/**
 * Social networks as the profile stores them: a full URL per network (part 2 §5), built
 * from the handle the user typed; what is shown is the handle again, the prefix stripped.
 */
export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'behance', 'tumblr', 'youtube', 'pinterest'] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's name as people write it. */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  behance: 'Behance',
  tumblr: 'Tumblr',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

// The scheme, an optional www., the network's host and the network's own path before the
// handle (linkedin's /in/, youtube's /@).
const PREFIX = /^(?:https?:\/\/)?(?:www\.)?[^/]+\/(?:in\/|@)?/i;

/** The handle of a stored network URL: 'https://www.linkedin.com/in/ana' → 'ana'. */
export function socialHandle(url: string): string {
  const handle = url.trim().replace(PREFIX, '').replace(/\/+$/, '');
  return handle || url;
}

/** A website without its scheme and trailing slash, as it reads: 'https://ana.es/' → 'ana.es'. */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** A profile's stored network URLs, each null when the network is empty. */
export type SocialUrls = Record<SocialNetwork, string | null | undefined>;

/** The networks that hold a URL, in the order they are shown. */
export function socialLinkList(urls: SocialUrls): Array<{ network: SocialNetwork; label: string; url: string }> {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = urls[network];
    return url ? [{ network, label: SOCIAL_LABELS[network], url }] : [];
  });
}

// Social networks (part 2 §5): the user types the handle, the server stores the full URL,
// and the editor shows the handle again with the network's address stripped.

export type NetworkKey = 'instagram' | 'linkedin' | 'behance' | 'tumblr' | 'youtube' | 'pinterest';

export interface Network {
  key: NetworkKey;
  label: string;
  /** The address the server puts before the handle (api/CONTRACT.md). */
  prefix: string;
}

export const NETWORKS: readonly Network[] = [
  { key: 'instagram', label: 'Instagram', prefix: 'https://www.instagram.com/' },
  { key: 'linkedin', label: 'LinkedIn', prefix: 'https://www.linkedin.com/in/' },
  { key: 'behance', label: 'Behance', prefix: 'https://www.behance.net/' },
  { key: 'tumblr', label: 'Tumblr', prefix: 'https://www.tumblr.com/' },
  { key: 'youtube', label: 'YouTube', prefix: 'https://www.youtube.com/@' },
  { key: 'pinterest', label: 'Pinterest', prefix: 'https://www.pinterest.com/' },
];

/** The prefix as shown before the box: 'instagram.com/'. */
export function shortPrefix(network: Network): string {
  return network.prefix.replace(/^https:\/\/www\./, '');
}

/**
 * The handle inside a stored URL: the network's address stripped (with or without
 * `www.`, http or https) and a trailing slash dropped; any other text is shown as it is.
 */
export function handleOf(network: Network, stored: string | null | undefined): string {
  if (!stored) return '';
  const rest = shortPrefix(network);
  const match = new RegExp(`^(?:https?://)?(?:www\\.)?${escape(rest)}`, 'i').exec(stored);
  return match ? stored.slice(match[0].length).replace(/\/$/, '') : stored;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Social links of the profile editor (part 2 §5): the user types a handle, the product
// stores a full URL per network (LinkedIn under /in/), and a blank stores "". Full URLs
// are accepted too, but only on the network's own domain and over http(s), so a stored
// link can never be a `javascript:` URL or point somewhere else.
import type { SocialLinks } from '../db/tables';
import type { SocialInput } from '../schemas/profile';
import { RULE_MESSAGES, isEmail, type RuleFailure } from './rules';

const LINK_MESSAGES = {
  invalidUrl: 'Por favor, introduce una URL válida',
  invalidHandle: (network: string) => `El usuario de ${network} no es válido.`,
  wrongNetwork: (network: string) => `El enlace no es de ${network}.`,
} as const;

interface Network {
  label: string;
  hosts: readonly string[];
  url: (handle: string) => string;
}

const NETWORKS = {
  instagram: { label: 'Instagram', hosts: ['instagram.com'], url: (h) => `https://www.instagram.com/${h}` },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'], url: (h) => `https://www.linkedin.com/in/${h}` },
  behance: { label: 'Behance', hosts: ['behance.net'], url: (h) => `https://www.behance.net/${h}` },
  tumblr: { label: 'Tumblr', hosts: ['tumblr.com'], url: (h) => `https://www.tumblr.com/${h}` },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'], url: (h) => `https://www.youtube.com/@${h}` },
  pinterest: {
    label: 'Pinterest',
    hosts: ['pinterest.com', 'pinterest.es'],
    url: (h) => `https://www.pinterest.com/${h}`,
  },
} as const satisfies Record<string, Network>;

type NetworkKey = keyof typeof NETWORKS;

const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;
/** "instagram.com/ana" typed without a scheme. */
const BARE_URL = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\//i;

export class LinkError extends Error {
  readonly field: string;

  constructor(failure: RuleFailure) {
    super(failure.message);
    this.field = failure.field;
  }
}

/** The social object to merge into the stored one: only the keys sent. Throws LinkError. */
export function normalizeSocial(input: SocialInput): SocialLinks {
  const links: SocialLinks = {};
  if (input.emailContacto !== undefined) links.emailContacto = contactEmail(input.emailContacto);
  if (input.sitioWeb !== undefined) links.sitioWeb = websiteUrl(input.sitioWeb, 'social.sitioWeb');
  for (const key of Object.keys(NETWORKS) as NetworkKey[]) {
    const value = input[key];
    if (value !== undefined) links[key] = networkUrl(key, value);
  }
  return links;
}

function contactEmail(value: string): string {
  const email = value.trim();
  if (email && !isEmail(email))
    throw new LinkError({ message: RULE_MESSAGES.invalidEmail, field: 'social.emailContacto' });
  return email;
}

/** An http(s) URL with a dotted host; https:// is added when no scheme is typed. "" stays "". */
export function websiteUrl(value: string, field: string): string {
  const text = value.trim();
  if (!text) return '';
  const url = parseHttpUrl(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  if (!url || !url.hostname.includes('.')) throw new LinkError({ message: LINK_MESSAGES.invalidUrl, field });
  return url.toString();
}

function networkUrl(key: NetworkKey, value: string): string {
  const network: Network = NETWORKS[key];
  const field = `social.${key}`;
  const text = value.trim();
  if (!text) return '';
  if (/^https?:\/\//i.test(text) || BARE_URL.test(text)) {
    const url = parseHttpUrl(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    if (!url) throw new LinkError({ message: LINK_MESSAGES.invalidUrl, field });
    const host = url.hostname.toLowerCase();
    if (!network.hosts.some((h) => host === h || host.endsWith(`.${h}`))) {
      throw new LinkError({ message: LINK_MESSAGES.wrongNetwork(network.label), field });
    }
    url.protocol = 'https:';
    return url.toString();
  }
  const handle = text.replace(/^@/, '').replace(/\/+$/, '');
  if (!HANDLE.test(handle)) throw new LinkError({ message: LINK_MESSAGES.invalidHandle(network.label), field });
  return network.url(handle);
}

function parseHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

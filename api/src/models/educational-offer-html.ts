// The two HTML fragments of the educational offer detail (syllabus, contactInfo). The
// server builds them itself from stored values, every value escaped, so no markup a
// user typed ever reaches a page.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The modules as a list; null when there are none (the page then shows its fallback). */
export function syllabusHtml(modules: string[]): string | null {
  if (modules.length === 0) return null;
  return `<ul>${modules.map((module) => `<li>${escapeHtml(module)}</li>`).join('')}</ul>`;
}

interface ContactFacts {
  name: string;
  city: string | null;
  country: string | null;
  email: string | null;
  website: string | null;
}

const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

export function contactHtml(facts: ContactFacts): string {
  const lines = [`<p><strong>${escapeHtml(facts.name)}</strong></p>`];
  const place = [facts.city, facts.country].filter(Boolean).join(', ');
  if (place) lines.push(`<p>${escapeHtml(place)}</p>`);
  if (facts.email && EMAIL.test(facts.email)) {
    const email = escapeHtml(facts.email);
    lines.push(`<p>Email: <a href="mailto:${email}">${email}</a></p>`);
  }
  if (facts.website) {
    const site = escapeHtml(facts.website);
    // Only web addresses become links (a profile's free text could say javascript:…).
    lines.push(
      /^https?:\/\//i.test(facts.website)
        ? `<p>Web: <a href="${site}" target="_blank" rel="noopener noreferrer">${site}</a></p>`
        : `<p>Web: ${site}</p>`,
    );
  }
  return lines.join('');
}

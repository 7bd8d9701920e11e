// The text fields of the create-post form (part 2 §5 "Post"), checked for shape against
// schemas/post.ts, then read and normalised here before any image is processed. Every
// refusal is a 400 with the spec's words.
import { sql, type Kysely } from 'kysely';
import type { Database, PeopleTag } from '../db/tables';
import { invalid } from '../domain/refusals';
import { POST_FORM_MESSAGES, POST_LIMITS, type PostFormFields } from '../schemas/post';

interface CheckedPostForm {
  title: string;
  description: string;
  imageTags: Record<string, string[]>;
  tags: string[];
  /** Names as typed (trimmed); `resolvePeopleTags` checks them against the platform. */
  peopleTags: PositionedPeopleTag[];
}

/** A people tag and its position in the list sent (blank cards skipped), for the refusal's field. */
export interface PositionedPeopleTag extends PeopleTag {
  position: number;
}

/** Checks everything that needs no database, for a post of `imageCount` images. */
export function checkPostForm(fields: PostFormFields, imageCount: number): CheckedPostForm {
  const title = requiredText(fields.title, 'title', POST_LIMITS.titleLength, POST_FORM_MESSAGES.titleTooLong);
  const description = requiredText(
    fields.description,
    'description',
    POST_LIMITS.descriptionLength,
    POST_FORM_MESSAGES.descriptionTooLong,
  );
  if (imageCount === 0) throw invalid(POST_FORM_MESSAGES.noImages, 'images');
  if (imageCount > POST_LIMITS.images) throw invalid(POST_FORM_MESSAGES.tooManyImages, 'images');
  const imageTags = checkImageTags(fields.imageTags, imageCount);
  const tags = checkGeneralTags(fields.tags, imageTags);
  const peopleTags = checkPeopleTags(fields.peopleTags);
  return { title, description, imageTags, tags, peopleTags };
}

function requiredText(value: unknown, field: string, maxLength: number, tooLong: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid(POST_FORM_MESSAGES.required, field);
  if (text.length > maxLength) throw invalid(tooLong, field);
  return text;
}

/** Trimmed, blanks dropped, duplicates (whatever the case) dropped, each within the length limit. */
function cleanTags(values: string[], field: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const value of values) {
    const tag = value.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    if (tag.length > POST_LIMITS.tagLength) throw invalid(POST_FORM_MESSAGES.tagTooLong, field);
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `{"0": ["tag"], …}` by image index (a list of lists is read the same way). */
function checkImageTags(value: unknown, imageCount: number): Record<string, string[]> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object') throw invalid(POST_FORM_MESSAGES.imageTagsShape, 'imageTags');
  const result: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(value)) {
    if (!/^\d+$/.test(key) || Number(key) >= imageCount) {
      throw invalid(POST_FORM_MESSAGES.imageTagsIndex, 'imageTags');
    }
    if (!isTextList(list)) throw invalid(POST_FORM_MESSAGES.imageTagsShape, 'imageTags');
    const tags = cleanTags(list, 'imageTags');
    if (tags.length > POST_LIMITS.tagsPerImage) throw invalid(POST_FORM_MESSAGES.tooManyImageTags, 'imageTags');
    if (tags.length > 0) result[String(Number(key))] = tags;
  }
  return result;
}

/** The post's general tags: as sent (extension), else every image tag once. */
function checkGeneralTags(value: PostFormFields['tags'], imageTags: Record<string, string[]>): string[] {
  if (value === undefined || value === null) return cleanTags(Object.values(imageTags).flat(), 'tags');
  const tags = cleanTags(value, 'tags');
  if (tags.length > POST_LIMITS.generalTags) throw invalid(POST_FORM_MESSAGES.tooManyTags, 'tags');
  return tags;
}

/** `[{name, role}]`; cards with a blank name are skipped (as the form does), a leading @ is dropped. */
function checkPeopleTags(value: PostFormFields['peopleTags']): PositionedPeopleTag[] {
  const tags: PositionedPeopleTag[] = [];
  for (const [position, { name, role }] of (value ?? []).entries()) {
    const cleanName = (name ?? '').trim().replace(/^@/, '').trim();
    if (!cleanName) continue;
    const cleanRole = (role ?? '').trim();
    if (cleanRole.length > POST_LIMITS.roleLength) throw invalid(POST_FORM_MESSAGES.roleTooLong, 'peopleTags');
    tags.push(cleanRole ? { name: cleanName, role: cleanRole, position } : { name: cleanName, position });
  }
  if (tags.length > POST_LIMITS.peopleTags) throw invalid(POST_FORM_MESSAGES.tooManyPeople, 'peopleTags');
  return tags;
}

/**
 * Every tagged name must be an existing username (any case); the first that is not
 * is refused with the spec's message, `field` naming its card (`peopleTags.{i}.name`, i its
 * position in the list sent). Names are stored as the platform spells them.
 */
export async function resolvePeopleTags(db: Kysely<Database>, tags: PositionedPeopleTag[]): Promise<PeopleTag[]> {
  if (tags.length === 0) return [];
  const lowered = [...new Set(tags.map((tag) => tag.name.toLowerCase()))];
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where(sql<string>`lower(username)`, 'in', lowered)
    .execute();
  const canonical = new Map(rows.map((row) => [row.username.toLowerCase(), row.username]));
  return tags.map(({ position, ...tag }) => {
    const username = canonical.get(tag.name.toLowerCase());
    if (!username) throw invalid(POST_FORM_MESSAGES.unknownUser(tag.name), `peopleTags.${position}.name`);
    return { ...tag, name: username };
  });
}

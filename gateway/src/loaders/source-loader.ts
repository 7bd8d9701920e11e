import type DataLoader from 'dataloader';
import { graphError } from '../errors';

/** A REST object whole, or the part of it some other answer embeds. */
export type Source<T extends { _id: string }> = Pick<T, '_id'> & Partial<T>;

/**
 * Per-request knowledge of one kind of REST object (users, posts). Whole objects come
 * from a by-id loader; answers that embed a part of one (an explorer item's user)
 * prime it with what they carry, so refetching that object as a node costs no call,
 * and fields the part lacks are fetched — once, batched — only when a query asks.
 */
export class SourceLoader<T extends { _id: string }> {
  private readonly parts = new Map<string, Source<T>>();

  constructor(private readonly whole: DataLoader<string, T | null>) {}

  /** What is known about the object, fetching it only when nothing is. */
  async load(id: string): Promise<Source<T> | null> {
    return this.parts.get(id) ?? this.whole.load(id);
  }

  /** The whole REST object. */
  loadWhole(id: string): Promise<T | null> {
    return this.whole.load(id);
  }

  /** Records a whole object (a mutation's answer, the viewer). */
  prime(object: T): void {
    this.whole.clear(object._id).prime(object._id, object);
    this.parts.set(object._id, object);
  }

  /** Forgets what is known of an object (a mutation changed it): the next read asks again. */
  forget(id: string): void {
    this.whole.clear(id);
    this.parts.delete(id);
  }

  /** The whole object read again, whatever the request knew of it (an answer that lacked a field). */
  reload(id: string): Promise<T | null> {
    return this.whole.clear(id).load(id);
  }

  /** Records the part of an object an answer embeds. */
  primePart(part: Source<T>): void {
    this.parts.set(part._id, { ...this.parts.get(part._id), ...part });
  }

  /**
   * The source itself when it has every field in `keys`, else the whole object.
   * Missing means `undefined`: an embedded part leaves out what it does not carry,
   * while a whole REST object has every field, `null` where unset.
   */
  async withFields<K extends keyof T>(source: Source<T>, keys: readonly K[]): Promise<Source<T>> {
    if (keys.every((key) => source[key] !== undefined)) return source;
    const whole = await this.loadWhole(source._id);
    if (!whole) throw graphError('NOT_FOUND', 'El objeto ya no existe.');
    return whole;
  }
}

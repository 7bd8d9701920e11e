import { TagPills } from '../../components/TagPills';
import styles from './PostDetail.module.css';

/** A titled list of tags (an image's or the post's). */
export function TagList({ title, tags }: { title: string; tags: readonly string[] }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <TagPills tags={tags} />
    </section>
  );
}

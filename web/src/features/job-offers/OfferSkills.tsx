import styles from './JobOfferDetail.module.css';

/** How many of an offer's tags the detail shows as hard skills (part 2 §9). */
export const HARD_SKILLS_SHOWN = 5;

/** The first 5 tags are hard skills, the rest soft skills (part 2 §2 Job offer detail). */
export function splitSkills(tags: readonly string[]): { hard: string[]; soft: string[] } {
  return { hard: tags.slice(0, HARD_SKILLS_SHOWN), soft: tags.slice(HARD_SKILLS_SHOWN) };
}

/** The offer's tags in two groups, each only when it has any. */
export function OfferSkills({ tags }: { tags: readonly string[] }) {
  const { hard, soft } = splitSkills(tags);
  if (tags.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="offer-skills">
      <h2 id="offer-skills" className={styles.sectionTitle}>
        Habilidades
      </h2>
      <SkillGroup title="Hard skills" skills={hard} />
      <SkillGroup title="Soft skills" skills={soft} />
    </section>
  );
}

function SkillGroup({ title, skills }: { title: string; skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <div className={styles.skillGroup}>
      <h3 className={styles.skillTitle}>{title}</h3>
      <ul className={styles.chips}>
        {skills.map((skill, index) => (
          <li key={`${skill}-${index}`} className={styles.chip}>
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}

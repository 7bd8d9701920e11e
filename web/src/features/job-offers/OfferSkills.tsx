import styles from './JobOfferDetail.module.css';

/**
 * The offer's skills in two groups, each only when it has any, as the company entered them
 * (issue 17: not the spec's first 5 tags as hard skills, which made soft skills look hard).
 */
export function OfferSkills({ hard, soft }: { hard: readonly string[]; soft: readonly string[] }) {
  if (hard.length === 0 && soft.length === 0) return null;
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

function SkillGroup({ title, skills }: { title: string; skills: readonly string[] }) {
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

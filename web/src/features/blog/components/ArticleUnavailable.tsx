import { Link } from 'react-router';
import styles from './ArticleUnavailable.module.css';

interface ArticleUnavailableProps {
  title: string;
  text: string;
}

/** An article that failed to load or does not exist, with the way back to the blog. */
export function ArticleUnavailable({ title, text }: ArticleUnavailableProps) {
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Link className={styles.back} to="/ControlPanel/blog">
        Volver al blog
      </Link>
    </div>
  );
}

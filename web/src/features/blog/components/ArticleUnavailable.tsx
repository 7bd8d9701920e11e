import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../lib/routing/paths';
import styles from './ArticleUnavailable.module.css';

interface ArticleUnavailableProps {
  title: string;
  text: string;
}

/** An article that failed to load or does not exist, with the way back to the blog. */
export function ArticleUnavailable({ title, text }: ArticleUnavailableProps) {
  return (
    <LoadError level={1} title={title} text={text}>
      <Link className={styles.back} to={paths.blog()}>
        Volver al blog
      </Link>
    </LoadError>
  );
}

import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { RetryButton } from '../../../components/RetryButton';
import { usePageTitle } from '../../../lib/pageTitle';
import { paths } from '../../../lib/routing/paths';
import styles from './ArticleUnavailable.module.css';

interface ArticleUnavailableProps {
  title: string;
  text: string;
  /** The article failed to load (not missing): 'Reintentar' beside the way back. */
  retry?: boolean;
}

/** An article that failed to load or does not exist, with the way back to the blog. */
export function ArticleUnavailable({ title, text, retry = false }: ArticleUnavailableProps) {
  const heading = usePageTitle(title);
  return (
    <LoadError level={1} title={title} text={text} heading={heading}>
      {retry && <RetryButton />}
      <Link className={styles.back} to={paths.blog()}>
        Volver al blog
      </Link>
    </LoadError>
  );
}

import { Suspense, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Navigate, useLocation } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import { paths } from '../../lib/routing/paths';
import type { ProfileEditorPageQuery } from './__generated__/ProfileEditorPageQuery.graphql';
import { EditorMenu } from './EditorMenu';
import { ProfileEditor } from './ProfileEditor';
import styles from './ProfileEditorPage.module.css';
import { AccountSettingsPanel } from './settings/AccountSettingsPanel';

const query = graphql`
  query ProfileEditorPageQuery {
    viewer {
      ...ProfileEditor_user
      ...AccountSettingsPanel_viewer
    }
  }
`;

export const loader = queryLoader<ProfileEditorPageQuery>(query);

/** Where navigation state `activeMenu` asks the page to open (part 2 §2), if anywhere. */
function presetPath(state: unknown): string | null {
  const activeMenu = (state as { activeMenu?: unknown } | null)?.activeMenu;
  if (activeMenu === 'configuracion') return paths.settings();
  if (activeMenu === 'misOfertas') return paths.myOffers();
  return null;
}

/**
 * /ControlPanel/editProfile and /ControlPanel/configuracion (part 2 §2): the menu 'Editar
 * perfil', 'Configuración', 'Mis ofertas' beside the profile editor or the account settings.
 * The frame shows at once; the sections wait for the profile behind a skeleton.
 */
export function Component() {
  const { pathname, state } = useLocation();
  const settings = pathname === paths.settings();
  const title = settings ? 'Configuración' : 'Editar perfil';
  const heading = usePageTitle(title);
  const preset = presetPath(state);
  if (preset && preset !== pathname) return <Navigate to={preset} replace />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        {title}
      </h1>
      <div className={styles.layout}>
        <EditorMenu />
        <div className={styles.content}>
          <Suspense fallback={<ContentSkeleton label="Cargando tu perfil..." />}>
            <EditorContent settings={settings} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

function EditorContent({ settings }: { settings: boolean }) {
  const { viewer } = useRouteQuery<ProfileEditorPageQuery>(query);
  const environment = useRelayEnvironment();
  const [retrying, setRetrying] = useState(false);

  // The store holds the empty answer, so retrying asks the gateway again; the page reads
  // the store and shows the profile as soon as it arrives.
  async function retry() {
    setRetrying(true);
    await fetchQuery<ProfileEditorPageQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
    setRetrying(false);
  }

  if (!viewer) {
    return (
      <LoadError title="No se pudo cargar tu perfil." text="Comprueba tu conexión e inténtalo de nuevo.">
        <button type="button" className={styles.retry} onClick={retry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Reintentando...' : 'Reintentar'}
        </button>
      </LoadError>
    );
  }
  return settings ? <AccountSettingsPanel viewer={viewer} /> : <ProfileEditor user={viewer} />;
}

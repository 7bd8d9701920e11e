import { Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Button, buttonClass } from '../../../components/Button';
import { FallbackBoundary } from '../../../components/FallbackBoundary';
import { errorNotice, FormNotice, type Notice } from '../../../components/FormNotice';
import type { DataExportSection_dataExport$key } from './__generated__/DataExportSection_dataExport.graphql';
import type { DataExportSectionQuery } from './__generated__/DataExportSectionQuery.graphql';
import { SettingsSection } from './SettingsSection';
import { useRequestDataExportMutation } from './useRequestDataExportMutation';
import styles from './DataExportSection.module.css';

const query = graphql`
  query DataExportSectionQuery {
    myDataExport {
      ...DataExportSection_dataExport
    }
  }
`;

const fragment = graphql`
  fragment DataExportSection_dataExport on DataExport {
    status
    readyAt
    sizeBytes
    downloadUrl
  }
`;

/** While the file is being made, its status is asked again this often. */
export const PENDING_POLL_MS = 3_000;
/** A ready file's link works 15 minutes: it is asked for again well before. */
export const LINK_REFRESH_MS = 10 * 60 * 1000;

/**
 * 'Descargar mis datos' (issue 24, data portability): a ZIP of the account's data, made in the
 * background; the section follows it until it is ready and offers its download.
 */
export function DataExportSection() {
  const [attempt, setAttempt] = useState(0);
  return (
    <SettingsSection title="Descargar mis datos">
      <p className={styles.intro}>
        Descarga una copia de tus datos en un archivo ZIP: tu perfil, tus publicaciones y candidaturas, las ofertas e
        imágenes que guardaste, tus tableros, a quién sigues y quién te sigue, y los archivos que subiste.
      </p>
      <FallbackBoundary
        resetKey={attempt}
        fallback={
          <div className={styles.status}>
            <p role="alert" className={styles.intro}>
              No se ha podido consultar tu archivo de datos.
            </p>
            <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              Reintentar
            </Button>
          </div>
        }
      >
        <Suspense fallback={<ExportSkeleton />}>
          <ExportStatus attempt={attempt} />
        </Suspense>
      </FallbackBoundary>
    </SettingsSection>
  );
}

function ExportStatus({ attempt }: { attempt: number }) {
  // Always asked afresh: a stored download link may have expired.
  const { myDataExport } = useLazyLoadQuery<DataExportSectionQuery>(
    query,
    {},
    { fetchPolicy: 'network-only', fetchKey: attempt },
  );
  const dataExport = useFragment<DataExportSection_dataExport$key>(fragment, myDataExport ?? null);
  const [request, isSending] = useRequestDataExportMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  useStatusRefresh(dataExport?.status ?? null);

  async function ask() {
    setNotice(null);
    const outcome = await request();
    if (!outcome.ok) setNotice(errorNotice(outcome.message));
  }

  const status = dataExport?.status;
  return (
    <div className={styles.status}>
      {status === 'PENDING' && (
        <p role="status" className={styles.intro}>
          Estamos preparando tus datos. Puede tardar unos minutos; puedes seguir usando la web.
        </p>
      )}
      {status === 'READY' && dataExport?.downloadUrl && (
        <>
          <p role="status" className={styles.intro}>
            Tu archivo está listo{readyText(dataExport.readyAt, dataExport.sizeBytes)}.
          </p>
          <a className={buttonClass()} href={dataExport.downloadUrl} download>
            Descargar mis datos
          </a>
        </>
      )}
      {status === 'FAILED' && (
        <p role="alert" className={styles.intro}>
          No hemos podido preparar tus datos. Vuelve a intentarlo.
        </p>
      )}
      {status !== 'PENDING' && (
        <Button variant={status === 'READY' ? 'secondary' : 'primary'} onClick={() => void ask()} disabled={isSending}>
          {status === 'READY'
            ? 'Preparar de nuevo'
            : status === 'FAILED'
              ? 'Volver a intentarlo'
              : 'Preparar mis datos'}
        </Button>
      )}
      <FormNotice notice={notice} />
    </div>
  );
}

/** Asks for the status again while the file is made, and for a fresh link while it is ready. */
function useStatusRefresh(status: string | null) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const every = status === 'PENDING' ? PENDING_POLL_MS : status === 'READY' ? LINK_REFRESH_MS : null;
    if (every === null) return;
    const timer = setInterval(() => {
      fetchQuery<DataExportSectionQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({});
    }, every);
    return () => clearInterval(timer);
  }, [environment, status]);
}

const sizeFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' });

/** ' (12,3 MB), preparado el 27 de noviembre de 2026, 23:10' */
function readyText(readyAt: string | null | undefined, sizeBytes: number | null | undefined): string {
  const size = sizeBytes ? ` (${sizeFormat.format(sizeBytes / (1024 * 1024))} MB)` : '';
  return readyAt ? `${size}, preparado el ${dateFormat.format(new Date(readyAt))}` : size;
}

function ExportSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Cargando...</span>
      <div className={styles.skeletonLine} aria-hidden="true" />
    </div>
  );
}

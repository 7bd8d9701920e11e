import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../components/Button';
import { FallbackBoundary } from '../../../components/FallbackBoundary';
import { errorNotice, FormNotice, type Notice } from '../../../components/FormNotice';
import type { EmailNotificationSettingsQuery } from './__generated__/EmailNotificationSettingsQuery.graphql';
import { SettingsSection } from './SettingsSection';
import { useUpdateEmailSettingsMutation, type EmailTopic } from './useUpdateEmailSettingsMutation';
import styles from './EmailNotificationSettings.module.css';

// Its own query rather than a fragment of the editor's: the profile editor's page then costs
// no notifications call, and the switches read the same center record the bell reads.
const query = graphql`
  query EmailNotificationSettingsQuery {
    notificationCenter {
      id
      emailSettings {
        applications
        applicationUpdates
        offerReviews
        verification
        followers
      }
    }
  }
`;

/** The switches in the order the settings list them, with their Spanish names. */
const TOPICS: ReadonlyArray<readonly [EmailTopic, string]> = [
  ['applications', 'Nuevas candidaturas a mis ofertas'],
  ['applicationUpdates', 'Respuestas a mis candidaturas'],
  ['offerReviews', 'Revisión de mis ofertas'],
  ['verification', 'Verificación de mi cuenta profesional'],
  ['followers', 'Nuevos seguidores'],
];

/**
 * 'Emails de avisos' (issue 22): which notifications also come by mail. The switches load
 * when Configuración opens, with a skeleton meanwhile; when they fail, the rest of the
 * settings stay usable and 'Reintentar' asks again.
 */
export function EmailNotificationSettings() {
  const [attempt, setAttempt] = useState(0);
  const hintId = useId();
  return (
    <SettingsSection title="Emails de avisos">
      <p id={hintId} className={styles.intro}>
        Elige qué avisos te llegan también por email. En la web los verás siempre en la campana.
      </p>
      <FallbackBoundary
        resetKey={attempt}
        fallback={
          <div className={styles.failure}>
            <p role="alert" className={styles.intro}>
              No se han podido cargar tus preferencias de email.
            </p>
            <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              Reintentar
            </Button>
          </div>
        }
      >
        <Suspense fallback={<SwitchesSkeleton />}>
          <EmailSwitches attempt={attempt} labelledBy={hintId} />
        </Suspense>
      </FallbackBoundary>
    </SettingsSection>
  );
}

function options(attempt: number) {
  return attempt === 0
    ? ({ fetchPolicy: 'store-or-network' } as const)
    : ({ fetchPolicy: 'network-only', fetchKey: attempt } as const);
}

interface EmailSwitchesProps {
  /** Retries after a failure: each new attempt asks the server again. */
  attempt: number;
  /** The sentence that says what the switches choose: the group's name. */
  labelledBy: string;
}

function EmailSwitches({ attempt, labelledBy }: EmailSwitchesProps) {
  const { notificationCenter } = useLazyLoadQuery<EmailNotificationSettingsQuery>(query, {}, options(attempt));
  const [update] = useUpdateEmailSettingsMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Only a signed-in account reaches Configuración; a session that ended meanwhile is the shell's to handle.
  if (!notificationCenter) return null;
  const { id, emailSettings } = notificationCenter;
  // Each switch read by its name, as relay/unused-fields needs to see every field queried used.
  const { applications, applicationUpdates, offerReviews, verification, followers } = emailSettings;
  const stored: Record<EmailTopic, boolean> = {
    applications,
    applicationUpdates,
    offerReviews,
    verification,
    followers,
  };

  async function toggle(topic: EmailTopic, on: boolean) {
    setNotice(null);
    const outcome = await update(id, topic, on);
    if (!outcome.ok) setNotice(errorNotice(outcome.message));
  }

  return (
    <fieldset className={styles.switches} aria-labelledby={labelledBy}>
      {TOPICS.map(([topic, label]) => (
        <label key={topic} className={styles.check}>
          <input
            type="checkbox"
            name={topic}
            checked={stored[topic]}
            onChange={(event) => void toggle(topic, event.target.checked)}
          />
          {label}
        </label>
      ))}
      <FormNotice notice={notice} />
    </fieldset>
  );
}

/** Grey lines where the switches will be, announced once as 'Cargando...'. */
function SwitchesSkeleton() {
  return (
    <div className={styles.switches} role="status">
      <span className="visually-hidden">Cargando...</span>
      {TOPICS.map(([topic]) => (
        <div key={topic} className={styles.skeletonLine} aria-hidden="true" />
      ))}
    </div>
  );
}

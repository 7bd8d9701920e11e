import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { ProtectedLink } from '../../components/ProtectedLink';
import { usePageTitle } from '../../lib/pageTitle';
import { paths } from '../../lib/routing/paths';
import { useUnsubscribeFromEmailsMutation, type UnsubscribeOutcome } from './useUnsubscribeFromEmailsMutation';
import styles from './UnsubscribePage.module.css';

/**
 * /baja?token=…: the unsubscribe link of a notification mail (issue 22). It asks before
 * turning anything off, because mail scanners open every link of a mail: only the button
 * sends the token.
 */
export function Component() {
  const heading = usePageTitle('Darte de baja');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={paths.explorer()} className={styles.brand}>
          <Logo />
        </Link>
      </header>
      <main className={styles.card}>
        <h1 className={styles.heading} {...heading}>
          Darte de baja de estos emails
        </h1>
        {token ? (
          <UnsubscribeForm token={token} />
        ) : (
          <>
            <p className={styles.alert} role="alert">
              El enlace no es válido.
            </p>
            <SettingsLink />
          </>
        )}
      </main>
    </div>
  );
}

function UnsubscribeForm({ token }: { token: string }) {
  const [unsubscribe, isSending] = useUnsubscribeFromEmailsMutation();
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(null);
  if (outcome && outcome.status !== 'failed') return <Answer outcome={outcome} />;

  async function send() {
    setOutcome(await unsubscribe(token));
  }

  return (
    <>
      <p className={styles.text}>
        Dejarás de recibir por email este tipo de avisos. Los seguirás viendo en la web, en la campana.
      </p>
      {outcome && (
        <p className={styles.alert} role="alert">
          {outcome.message}
        </p>
      )}
      <Button className={styles.action} disabled={isSending} aria-busy={isSending} onClick={() => void send()}>
        {isSending ? 'Dando de baja…' : 'Darme de baja'}
      </Button>
    </>
  );
}

/** The server's last word, in place of the button that just went away: focus moves to it. */
function Answer({ outcome }: { outcome: UnsubscribeOutcome }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const done = outcome.status === 'done';
  return (
    <>
      <p ref={ref} tabIndex={-1} className={done ? styles.status : styles.alert} role={done ? 'status' : 'alert'}>
        {outcome.message}
      </p>
      <SettingsLink />
    </>
  );
}

/** Every mail can be chosen in Configuración, signed in. */
function SettingsLink() {
  return (
    <ProtectedLink to={paths.settings()} className={styles.link}>
      Elegir qué emails recibo
    </ProtectedLink>
  );
}

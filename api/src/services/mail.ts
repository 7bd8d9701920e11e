// Outgoing mail. With SMTP_URL the mail goes out over SMTP; otherwise it is printed
// to the console and kept in an in-memory development outbox (GET /api/dev/outbox).
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Clock } from './clock';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The code the mail carries, kept in the development outbox for tests and demos. */
  code?: string;
  /** An HTML body beside the text one. */
  html?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /**
   * The left part of the Message-ID (the sender's domain is added): the same on every attempt
   * to send one mail, so a receiver can tell a repeat.
   */
  messageId?: string;
}

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  messageId: string | null;
  code: string | null;
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails kept in development, newest first, optionally only those to one address. */
  outbox(email?: string): OutboxEntry[];
  close(): void;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  clock: Clock;
  /** Where development mails are printed (console.log in the product, nothing in tests). */
  print?: (text: string) => void;
}

/** The outbox is a development aid, not a mail store: keep only the latest mails. */
const OUTBOX_LIMIT = 500;

/**
 * An SMTP conversation is over within these (Nodemailer's defaults wait minutes): the mail
 * queue's claim on a job (services/mail-queue.ts) outlasts the longest one.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter = options.smtpUrl
    ? // Pooled: a queue of mails reuses a few open connections instead of one handshake per mail.
      nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS_MS })
    : nodemailer.createTransport({ jsonTransport: true });
  const kept: OutboxEntry[] = [];
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';

  return {
    async send(mail) {
      const messageId = mail.messageId ? `<${mail.messageId}@${domain}>` : undefined;
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(messageId ? { messageId } : {}),
      });
      if (options.smtpUrl) return;
      kept.unshift({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: mail.headers ?? {},
        messageId: messageId ?? null,
        code: mail.code ?? null,
        sentAt: options.clock.now().toISOString(),
      });
      kept.length = Math.min(kept.length, OUTBOX_LIMIT);
      options.print?.(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
    },
    outbox(email) {
      const wanted = email?.trim().toLowerCase();
      return wanted ? kept.filter((m) => m.to.toLowerCase() === wanted) : [...kept];
    },
    close() {
      transport.close();
    },
  };
}

const SIGNATURE = '\n\nUn saludo,\nEl equipo de Moda Talento';

export function registrationCodeMail(to: string, code: string): Mail {
  return {
    to,
    code,
    subject: 'Tu código de verificación',
    text:
      `Hola:\n\nGracias por registrarte. Tu código de verificación es: ${code}\n\n` +
      'Introdúcelo en la web para completar el registro. El código caduca en 10 minutos.\n' +
      'Si no has solicitado este registro, puedes ignorar este mensaje.' +
      SIGNATURE,
  };
}

/** To the owner of an address somebody tried to sign up with (no code: the account exists). */
export function registrationAttemptMail(to: string): Mail {
  return {
    to,
    subject: 'Alguien ha intentado registrarse con tu email',
    text:
      'Hola:\n\nAlguien ha intentado crear una cuenta nueva en Moda Talento con este email, ' +
      'pero ya tienes una cuenta con él, así que no se ha creado ninguna.\n\n' +
      'Si has sido tú, inicia sesión con tu email o, si no recuerdas la contraseña, recupera tu contraseña ' +
      'con «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.\n' +
      'Si no has sido tú, puedes ignorar este mensaje: tu cuenta sigue igual.' +
      SIGNATURE,
  };
}

export function passwordResetMail(to: string, code: string): Mail {
  return {
    to,
    code,
    subject: 'Recupera tu contraseña',
    text:
      `Hola:\n\nHemos recibido una solicitud para restablecer tu contraseña. Tu código es: ${code}\n\n` +
      'Introdúcelo en la web para elegir una contraseña nueva. El código caduca en 10 minutos.\n' +
      'Si no has sido tú, ignora este mensaje: tu contraseña no cambiará.' +
      SIGNATURE,
  };
}

/** To the new address of an email change: the code that makes the change (issue 18). */
export function emailChangeCodeMail(to: string, code: string): Mail {
  return {
    to,
    code,
    subject: 'Confirma tu nuevo email',
    text:
      `Hola:\n\nHas pedido usar este email en tu cuenta de Moda Talento. Tu código de verificación es: ${code}\n\n` +
      'Introdúcelo en Configuración para confirmar el cambio. El código caduca en 10 minutos.\n' +
      'Si no has sido tú, ignora este mensaje: nadie podrá usar este email sin el código.' +
      SIGNATURE,
  };
}

/** To the address an account has now, when a change to another one is asked. */
export function emailChangeRequestedMail(to: string, newEmail: string): Mail {
  return {
    to,
    subject: 'Se ha pedido cambiar el email de tu cuenta',
    text:
      `Hola:\n\nSe ha pedido cambiar el email de tu cuenta de Moda Talento a ${newEmail}. ` +
      'El cambio solo se hará cuando se introduzca el código que hemos enviado a esa dirección.\n\n' +
      'Si no has sido tú, cambia tu contraseña cuanto antes (o recupérala con «¿Olvidaste tu contraseña?»): ' +
      'así se cierran todas las sesiones abiertas y tu email no cambiará.' +
      SIGNATURE,
  };
}

/** To the owner of an address another account asked to move to (no code: the address is theirs). */
export function emailChangeAttemptMail(to: string): Mail {
  return {
    to,
    subject: 'Alguien ha intentado usar tu email en otra cuenta',
    text:
      'Hola:\n\nAlguien ha intentado cambiar el email de otra cuenta de Moda Talento a este, que ya es el de tu ' +
      'cuenta. No ha cambiado nada: tu cuenta sigue siendo la única con este email.\n' +
      'Si has sido tú desde otra cuenta, ya puedes iniciar sesión con este email en la tuya.' +
      SIGNATURE,
  };
}

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
}

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
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

export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const kept: OutboxEntry[] = [];

  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      if (options.smtpUrl) return;
      kept.unshift({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
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

// A notification's mail (issue 22): the same sentence as in the app, a link to what it is
// about, and a one-click way to stop that topic's mails (List-Unsubscribe, RFC 8058), as
// plain text and as simple HTML that mail clients render without remote content.
import type { NotificationRow } from '../db/notification-tables';
import { escapeHtml } from '../models/educational-offer-html';
import {
  TOPIC_LABELS,
  TOPIC_OF,
  notificationWords,
  type NotificationKind,
  type NotificationWords,
} from '../models/notification-texts';
import type { Mail } from './mail';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

export interface MailLinks {
  /** The web app's origin, e.g. https://modatalento.es. */
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

export interface Recipient {
  email: string;
  /** How the mail greets them. */
  name: string;
}

const SETTINGS_PATH = '/ControlPanel/configuracion';

export function notificationMail(notification: NotificationRow, recipient: Recipient, links: MailLinks): Mail {
  const kind = notification.kind as NotificationKind;
  const topic = TOPIC_OF[kind];
  const words = notificationWords({ kind, offerId: notification.offer_id, data: notification.data });
  const link = links.publicUrl + words.path;
  if (topic === null) return accountNotice(notification, recipient, words, link);
  const token = links.tokens.sign({ userId: notification.user_id, topic });
  const unsubscribePage = `${links.publicUrl}/baja?token=${encodeURIComponent(token)}`;
  const oneClick = `${links.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const settings = links.publicUrl + SETTINGS_PATH;
  const why = `Recibes este email porque tienes activados los avisos de «${TOPIC_LABELS[topic]}».`;
  return {
    to: recipient.email,
    subject: words.subject,
    messageId: `notification-${notification.id}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text:
      `Hola, ${recipient.name}:\n\n${words.text}\n\n${words.action}: ${link}\n\n` +
      `Un saludo,\nEl equipo de Moda Talento\n\n--\n${why}\n` +
      `Dejar de recibirlos: ${unsubscribePage}\nElegir qué emails recibes: ${settings}\n`,
    html: htmlBody({ greeting: `Hola, ${recipient.name}:`, words, link, why, unsubscribePage, settings }),
  };
}

/**
 * A notice every account receives (no topic, so no switch and no unsubscribe link): why their
 * content was hidden, which the Digital Services Act asks to tell them.
 */
function accountNotice(
  notification: NotificationRow,
  recipient: Recipient,
  words: NotificationWords,
  link: string,
): Mail {
  const why = 'Recibes este email porque es un aviso sobre tu cuenta.';
  return {
    to: recipient.email,
    subject: words.subject,
    messageId: `notification-${notification.id}`,
    text:
      `Hola, ${recipient.name}:\n\n${words.text}\n\n${words.action}: ${link}\n\n` +
      `Un saludo,\nEl equipo de Moda Talento\n\n--\n${why}\n`,
    html: htmlBody({ greeting: `Hola, ${recipient.name}:`, words, link, why }),
  };
}

interface HtmlParts {
  greeting: string;
  words: { text: string; action: string };
  link: string;
  why: string;
  /** Absent for the notices no switch turns off. */
  unsubscribePage?: string;
  settings?: string;
}

/** The footer's links, for a mail a switch turns off. */
function footerLinks(parts: HtmlParts): string {
  const e = escapeHtml;
  if (!parts.unsubscribePage || !parts.settings) return '';
  return ` <a href="${e(parts.unsubscribePage)}" style="color:#6b6b6b">Dejar de recibirlos</a> · <a href="${e(parts.settings)}" style="color:#6b6b6b">Elegir qué emails recibes</a>`;
}

function htmlBody(parts: HtmlParts): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(parts.words.text)}</title></head>
<body style="margin:0;padding:0;background:#faf8f5;font-family:Helvetica,Arial,sans-serif;color:#1f1f1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf8f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 28px 0;font-size:20px;font-weight:bold;letter-spacing:.5px">Moda Talento</td></tr>
<tr><td style="padding:20px 28px 0;font-size:16px;line-height:1.5">
<p style="margin:0 0 12px">${e(parts.greeting)}</p>
<p style="margin:0 0 20px">${e(parts.words.text)}</p>
<p style="margin:0 0 24px"><a href="${e(parts.link)}" style="display:inline-block;background:#1f1f1f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${e(parts.words.action)}</a></p>
<p style="margin:0 0 24px">Un saludo,<br>El equipo de Moda Talento</p>
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #eeeeee;font-size:12px;line-height:1.5;color:#6b6b6b">
${e(parts.why)}${footerLinks(parts)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

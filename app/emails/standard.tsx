/**
 * The usual shape of a studio e-mail: a title, paragraphs, the appointment's details, more
 * paragraphs and one button. The same pieces make the plain text and the HTML, so the two say
 * the same thing.
 */
import { type AppointmentForMessage, appointmentDetailRows } from '~/domain/emails';
import { defuseTypedText } from '~/domain/message-limits';
import { STUDIO, studioAddressLine } from '~/domain/studio';
import { ActionButton, DetailsTable, EmailLayout, Paragraphs } from './layout';
import type { EmailMessage } from './message';

export type EmailLink = { href: string; label: string };

export type StandardEmailProps = {
  title: string;
  before: readonly string[];
  appointment: AppointmentForMessage | null;
  after: readonly string[];
  link?: EmailLink;
};

export function StandardEmail({ title, before, appointment, after, link }: StandardEmailProps) {
  return (
    <EmailLayout title={title}>
      {before.length ? <Paragraphs text={before.join('\n\n')} /> : null}
      {appointment ? <DetailsTable rows={appointmentDetailRows(appointment)} /> : null}
      {after.length ? <Paragraphs text={after.join('\n\n')} /> : null}
      {link ? <ActionButton href={link.href} label={link.label} /> : null}
    </EmailLayout>
  );
}

/** The plain text's closing lines: the studio's name, address, phone and e-mail. */
export function textFooter(): string {
  return `\n\n--\n${STUDIO.name}\n${studioAddressLine()}\n${STUDIO.phone} · ${STUDIO.email}\n`;
}

/** A StandardEmail with its plain text. */
export function standardEmail(to: string, subject: string, props: StandardEmailProps): EmailMessage {
  const parts = [...props.before];
  if (props.appointment)
    parts.push(
      appointmentDetailRows(props.appointment)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
    );
  parts.push(...props.after);
  if (props.link) parts.push(`${props.link.label}: ${props.link.href}`);
  return { to, subject, text: parts.join('\n\n') + textFooter(), content: <StandardEmail {...props} /> };
}

/**
 * 'Merhaba {name},': the name is what a stranger may have typed on the booking form, so it is
 * defused (defuseTypedText: no mail program makes a link of it) before React escapes it
 * (docs/decisions/0332).
 */
export function greeting(name: string): string {
  return `Merhaba ${defuseTypedText(name.trim())},`;
}

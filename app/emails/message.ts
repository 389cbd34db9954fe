/**
 * An e-mail as the outbox composes it (addressee, subject, plain text, attachments and the
 * React element of its HTML) and the one step that renders the HTML, with React Email's
 * `render` (docs/decisions/0480). Composing is synchronous, so a message is checked and its
 * text read without rendering; the HTML is rendered when the message is sent.
 */
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { EmailAttachment, RenderedEmail } from '~/domain/emails';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
  /** the HTML body as a React element (app/emails/layout.tsx) */
  content: ReactElement;
};

/** The message as SMTP sends it: the plain text and the HTML rendered from its element. */
export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const { content, ...rest } = message;
  return { ...rest, html: await render(content) };
}

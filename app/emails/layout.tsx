/**
 * The studio's e-mail frame and its pieces: a table layout with inline styles, as mail
 * programs need. Text goes in as strings; React escapes it (no hand-written escaping).
 */
import type { ReactNode } from 'react';
import { STUDIO, studioAddressLine } from '~/domain/studio';

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

export function EmailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f5f1f2', fontFamily: FONT, color: '#1f1f23' }}>
        <table
          role="presentation"
          width="100%"
          cellPadding="0"
          cellSpacing="0"
          style={{ background: '#f5f1f2', padding: '24px 0' }}
        >
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding="0"
                  cellSpacing="0"
                  style={{ maxWidth: '560px', background: '#ffffff', borderRadius: '16px', overflow: 'hidden' }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: '#0b0b0c',
                          color: '#f3bccb',
                          padding: '20px 28px',
                          fontSize: '18px',
                          letterSpacing: '4px',
                          textTransform: 'uppercase',
                        }}
                      >
                        {STUDIO.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px', fontSize: '16px', lineHeight: '1.55' }}>
                        <h1 style={{ margin: '0 0 16px', fontSize: '22px' }}>{title}</h1>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '20px 28px',
                          background: '#faf7f8',
                          color: '#555',
                          fontSize: '13px',
                          lineHeight: '1.5',
                        }}
                      >
                        {`${STUDIO.name} · ${studioAddressLine()}`}
                        <br />
                        {`${STUDIO.phone} · ${STUDIO.email}`}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays one. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .trim()
        .split(/\n{2,}/)
        .map((paragraph, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an e-mail is rendered once, in order: the position is the identity
          <p key={p} style={{ margin: '0 0 16px' }}>
            {paragraph.split('\n').map((line, l) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an e-mail is rendered once, in order: the position is the identity
              <Line key={l} first={l === 0} text={line} />
            ))}
          </p>
        ))}
    </>
  );
}

function Line({ first, text }: { first: boolean; text: string }) {
  return (
    <>
      {first ? null : <br />}
      {text}
    </>
  );
}

export function ActionButton({ href, label }: { href: string; label: string }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: '#e7b3a6',
          color: '#0b0b0c',
          textDecoration: 'none',
          fontWeight: 600,
          padding: '12px 24px',
          borderRadius: '999px',
        }}
      >
        {label}
      </a>
    </p>
  );
}

/** Label and value rows (an appointment's date, time, services, ...). */
export function DetailsTable({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table
      role="presentation"
      cellPadding="0"
      cellSpacing="0"
      style={{ margin: '8px 0 20px', borderTop: '1px solid #eee', borderBottom: '1px solid #eee', width: '100%' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: '6px 12px 6px 0', color: '#666', whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {label}
            </td>
            <td style={{ padding: '6px 0', fontWeight: 600 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

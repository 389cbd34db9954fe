/**
 * A sale's receipt by e-mail: the receipt's rows as an HTML table and, as plain text, the
 * 80 mm slip's lines (app/domain/sale-receipt.ts) so both say the same figures.
 */
import { RECEIPT_TEXTS, type Receipt, type ReceiptRow, receiptText } from '~/domain/sale-receipt';
import { STUDIO } from '~/domain/studio';
import { EmailLayout, Paragraphs } from './layout';
import type { EmailMessage } from './message';
import { textFooter } from './standard';

function Row({ row, strong = false }: { row: ReceiptRow; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700 } : {};
  return (
    <tr>
      <td style={{ padding: '6px 12px 6px 0', verticalAlign: 'top', ...weight }}>
        {row.label}
        {row.detail ? (
          <>
            <br />
            <span style={{ color: '#666', fontSize: '13px' }}>{row.detail}</span>
          </>
        ) : null}
      </td>
      <td style={{ padding: '6px 0', textAlign: 'right', whiteSpace: 'nowrap', verticalAlign: 'top', ...weight }}>
        {row.amount}
      </td>
    </tr>
  );
}

function Rule() {
  return (
    <tr>
      <td colSpan={2} style={{ borderTop: '1px solid #ddd', padding: 0 }} />
    </tr>
  );
}

export function ReceiptEmail({ receipt: r, intro }: { receipt: Receipt; intro: string }) {
  return (
    <EmailLayout title={`${RECEIPT_TEXTS.title} ${r.number}`}>
      <Paragraphs text={intro} />
      <table
        role="presentation"
        cellPadding="0"
        cellSpacing="0"
        style={{ margin: '8px 0 20px', width: '100%', fontSize: '15px' }}
      >
        <tbody>
          {r.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an e-mail is rendered once, in order: the position is the identity
            <Row key={`l${i}`} row={line} />
          ))}
          <Rule />
          <Row row={{ label: RECEIPT_TEXTS.subtotal, detail: null, amount: r.subtotal }} />
          {r.discount ? <Row row={r.discount} /> : null}
          {r.tips.map((tip, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an e-mail is rendered once, in order: the position is the identity
            <Row key={`t${i}`} row={tip} />
          ))}
          <Rule />
          <Row row={{ label: RECEIPT_TEXTS.total, detail: null, amount: r.total }} strong />
          {r.payments.map((payment, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an e-mail is rendered once, in order: the position is the identity
            <Row key={`p${i}`} row={payment} />
          ))}
          {r.owed ? <Row row={{ label: RECEIPT_TEXTS.owed, detail: null, amount: r.owed }} strong /> : null}
        </tbody>
      </table>
      {r.note ? <Paragraphs text={r.note} /> : null}
      <Paragraphs text={`${r.thanks} ${RECEIPT_TEXTS.notFiscal}`} />
    </EmailLayout>
  );
}

export function saleReceiptEmail(to: string, r: Receipt): EmailMessage {
  const intro = `Merhaba ${r.customerName}, ${r.date} ${r.time} tarihli ziyaretinizin fişi aşağıdadır.`;
  return {
    to,
    subject: `${RECEIPT_TEXTS.title} ${r.number} – ${STUDIO.name}`,
    text: `${intro}\n\n${receiptText(r).join('\n')}${textFooter()}`,
    content: <ReceiptEmail receipt={r} intro={intro} />,
  };
}

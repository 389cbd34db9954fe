/** The kapora box of the customer's own page (issue 38): plain HTML, no script needed. */
import { Form } from 'react-router';
import { depositDueSentence, DEPOSIT_MESSAGES } from '~/domain/deposits';
import { formatKurus } from '~/utils/money';
import type { KaporaView } from './kapora.server';

export function KaporaBox({ kapora, here, answer }: { kapora: KaporaView; here: string; answer: string | null }) {
  const awaiting = kapora.status === 'awaiting';
  const tone = kapora.status === 'paid' || kapora.status === 'applied' ? 'border-emerald-400/60' : 'border-line';
  return (
    <div id="kapora" className={`rounded-3xl border ${tone} p-6 sm:p-8`}>
      <h2 className="text-xl font-semibold">Kapora</h2>
      <p className="mt-2 text-lg" data-testid="kapora-durumu">
        <strong>{kapora.label}</strong> · {formatKurus(kapora.amountKurus)}
      </p>
      {answer === 'alindi' && kapora.status === 'paid' ? (
        <p role="status" className="mt-2 text-emerald-200">
          {DEPOSIT_MESSAGES.paidThanks}
        </p>
      ) : null}
      {answer === 'olmadi' && awaiting ? (
        <p role="alert" className="mt-2 text-red-200">
          {DEPOSIT_MESSAGES.declined}
        </p>
      ) : null}
      {awaiting && (kapora.card || kapora.transfer) ? (
        <>
          <p className="mt-3 text-stone-300">
            {depositDueSentence(kapora.amountKurus, kapora.dueText ?? 'randevudan önce')}
          </p>
          {kapora.card ? (
            <Form method="post" action={here} className="mt-4">
              <input type="hidden" name="intent" value="kapora-kart" />
              <button type="submit" className="btn-primary">
                Kartla öde ({formatKurus(kapora.amountKurus)})
              </button>
              <p className="mt-2 text-sm text-stone-400">
                Ödeme iyzico’nun güvenli sayfasında yapılır; kart bilgileriniz bize ulaşmaz.
              </p>
            </Form>
          ) : null}
          {kapora.transfer ? (
            <div className="mt-4 rounded-2xl border border-line p-4">
              <h3 className="font-semibold">Havale / EFT</h3>
              <dl className="mt-2 space-y-1 text-stone-200">
                <div>
                  <dt className="inline text-stone-400">IBAN: </dt>
                  <dd className="inline font-mono">{kapora.transfer.iban}</dd>
                </div>
                <div>
                  <dt className="inline text-stone-400">Hesap sahibi: </dt>
                  <dd className="inline">{kapora.transfer.accountName}</dd>
                </div>
                <div>
                  <dt className="inline text-stone-400">Açıklama (referans kodu): </dt>
                  <dd className="inline font-mono font-semibold" data-testid="kapora-referans">
                    {kapora.reference}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-sm text-stone-400">
                Açıklamaya referans kodunu yazın; ödemeniz stüdyoda onaylandığında burada “Kapora alındı” yazar.
              </p>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

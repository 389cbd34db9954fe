/**
 * /bildirim-iptal/{sms|whatsapp}/{token}: the opt-out link in every SMS and WhatsApp message
 * (docs/decisions/0200-sms-and-whatsapp.md). No sign-in: the signed token names the
 * appointment whose phone stops getting messages on that channel. GET only shows the
 * question (link previews and scanners open links); the button POSTs. Plain HTML, no script.
 */
import { data, Form } from 'react-router';
import { CHANNEL_NAMES, isPhoneChannel, PHONE_MESSAGES } from '~/domain/phone-messages';
import { requireFormData } from '~/http/multipart.server';
import { appointmentOfOptOutToken, hasPhoneConsent, recordOptOut } from '~/models/messaging/customer-messages.server';
import type { Route } from './+types/opt-out';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** '905321234567' -> '0532 *** ** 67' */
function maskedPhone(digits: string): string {
  const local = digits.startsWith('90') && digits.length === 12 ? `0${digits.slice(2)}` : digits;
  return `${local.slice(0, 4)} *** ** ${local.slice(-2)}`;
}

function find(params: Route.LoaderArgs['params'], context: Route.LoaderArgs['context']) {
  if (!isPhoneChannel(params.channel)) return null;
  const recipient = appointmentOfOptOutToken(context.db, context.config.sessionSecret, params.channel, params.token);
  return recipient?.phone ? { channel: params.channel, recipient } : null;
}

export function loader({ params, context }: Route.LoaderArgs) {
  const found = find(params, context);
  if (!found)
    return data({ found: false as const, message: PHONE_MESSAGES.optOutInvalid }, { status: 404, headers: NO_STORE });
  const active = hasPhoneConsent(context.db, found.recipient, found.channel, { optOutKey: context.config.secretsKey });
  return data(
    {
      found: true as const,
      channelName: CHANNEL_NAMES[found.channel],
      phone: maskedPhone(found.recipient.phone!),
      done: active ? null : PHONE_MESSAGES.optOutDone(found.channel),
    },
    { headers: NO_STORE },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireFormData(request);
  const found = find(params, context);
  if (!found) return data({ done: null, error: PHONE_MESSAGES.optOutInvalid }, { status: 404, headers: NO_STORE });
  if (hasPhoneConsent(context.db, found.recipient, found.channel, { optOutKey: context.config.secretsKey }))
    recordOptOut(context.db, found.recipient, found.channel, context.config.secretsKey, context.now());
  return data({ done: PHONE_MESSAGES.optOutDone(found.channel), error: null }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [
  { title: 'Bildirim Tercihi | Sheva Nail Art Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function OptOut({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.done ?? (loaderData.found ? loaderData.done : null);
  const error = actionData?.error ?? (loaderData.found ? null : loaderData.message);
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="section-title mb-8 text-center">BİLDİRİM TERCİHİ</h1>
      <div className="card mx-auto max-w-xl p-6 sm:p-8">
        {error ? (
          <p role="alert" className="text-stone-200">
            {error}
          </p>
        ) : done ? (
          <p role="status" className="text-stone-100">
            {done}
          </p>
        ) : loaderData.found ? (
          <Form method="post" className="space-y-6">
            <p className="text-stone-200">
              {loaderData.phone} numarasına {loaderData.channelName} ile randevu bildirimi ve hatırlatma gönderilmesini
              durdurmak istiyor musunuz?
            </p>
            <p className="text-sm text-stone-400">
              Randevularınız etkilenmez. Yeni bir randevuda kutuyu yeniden işaretleyerek bildirimleri tekrar
              açabilirsiniz.
            </p>
            <button type="submit" className="btn-primary">
              {loaderData.channelName} bildirimlerini durdur
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

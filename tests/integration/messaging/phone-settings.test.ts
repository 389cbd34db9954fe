import { afterEach, describe, expect, it } from 'vitest';
import * as smsPage from '../../../app/routes/admin/messaging/sms';
import * as whatsappPage from '../../../app/routes/admin/messaging/whatsapp';
import { getSmsRow, getWhatsappRow } from '../../../app/models/messaging/phone-channels.server';
import { createTestContext, createTestDb } from '../../helpers/test-db';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../../helpers/admin';
import { fieldMessages } from '../../helpers/form-reply';
import { startFakeNetgsm, startFakeWhatsapp, type FakeApi } from '../../helpers/fake-phone-apis';

let fake: FakeApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function signedIn() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const user = await createTestUser(db);
  return { db, context, cookie: await sessionCookieHeader(context, user.id) };
}

describe('/admin/sms', () => {
  it('needs a signed-in admin', async () => {
    const { context } = await signedIn();
    const res = await callRoute(smsPage.loader, testRequest('/admin/sms'), context);
    expect(res.status).toBe(302);
    const posted = await callRoute(smsPage.action, testRequest('/admin/sms', { form: { intent: 'save' } }), context);
    expect(posted.status).toBe(302);
  });

  it('saves the settings with the password encrypted and the per-kind switches, refuses bad input in Turkish, sends a test SMS', async () => {
    const { db, context, cookie } = await signedIn();
    fake = await startFakeNetgsm();
    const bad = await callRoute(
      smsPage.action,
      testRequest('/admin/sms', {
        cookie,
        form: { intent: 'save', baseUrl: 'ftp://x', username: '', sender: 'ÇOK-UZUN-BAŞLIK', password: 'gizli' },
      }),
      context,
    );
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.data)).toMatchObject({
      baseUrl: 'Geçerli bir adres girin (https://...)',
      username: 'Kullanıcı adı zorunludur',
      sender: 'Gönderici adı en fazla 11 karakter olabilir',
    });
    expect(JSON.stringify(bad.data)).not.toContain('gizli');

    const form = {
      intent: 'save',
      baseUrl: `${fake.url}/`,
      username: '8503001122',
      password: 'netgsm-şifre',
      sender: 'SHEVA',
      isActive: 'on',
      'kind.booking-received': 'on',
      'kind.appointment-reminder': 'on',
      'kind.survey-invitation': 'false',
    };
    const saved = await callRoute(smsPage.action, testRequest('/admin/sms', { cookie, form }), context);
    expect(saved.headers.get('Location')).toBe('/admin/sms?ok=kaydedildi');
    const row = getSmsRow(db)!;
    expect(row).toMatchObject({
      baseUrl: fake.url,
      username: '8503001122',
      sender: 'SHEVA',
      isActive: true,
      kinds: ['booking-received', 'appointment-reminder'],
    });
    expect(row.passwordEncrypted).not.toContain('netgsm');
    const page = await callRoute(smsPage.loader, testRequest('/admin/sms?ok=kaydedildi', { cookie }), context);
    expect(page.data).toMatchObject({ notice: 'SMS ayarları kaydedildi', settings: { hasPassword: true } });
    expect(JSON.stringify(page.data)).not.toContain('passwordEncrypted');

    const noPhone = await callRoute(
      smsPage.action,
      testRequest('/admin/sms', { cookie, form: { intent: 'test', phone: '123' } }),
      context,
    );
    expect(noPhone.data).toMatchObject({
      result: { ok: false, message: 'Test mesajı için geçerli bir cep telefonu numarası girin (örn: 0532 123 45 67).' },
    });
    const test = await callRoute(
      smsPage.action,
      testRequest('/admin/sms', { cookie, form: { intent: 'test', phone: '0532 123 45 67' } }),
      context,
    );
    expect(test.data).toMatchObject({ result: { ok: true, message: 'Test mesajı gönderildi.' } });
    expect(fake.calls[0]!.body).toMatchObject({
      msgheader: 'SHEVA',
      messages: [
        { no: '905321234567', msg: 'Sheva Nail Art Studio: Bu bir test mesajıdır. SMS ayarlarınız doğru çalışıyor.' },
      ],
    });

    // a blank password stays while address and user stay; a new user clears it
    await callRoute(smsPage.action, testRequest('/admin/sms', { cookie, form: { ...form, password: '' } }), context);
    expect(getSmsRow(db)!.passwordEncrypted).toBe(row.passwordEncrypted);
    const moved = await callRoute(
      smsPage.action,
      testRequest('/admin/sms', { cookie, form: { ...form, password: '', username: '8509998877' } }),
      context,
    );
    expect(moved.headers.get('Location')).toBe('/admin/sms?ok=sifre-silindi');
    expect(getSmsRow(db)!.passwordEncrypted).toBeNull();
    const refused = await callRoute(
      smsPage.action,
      testRequest('/admin/sms', { cookie, form: { intent: 'test', phone: '05321234567' } }),
      context,
    );
    expect(refused.data).toMatchObject({
      result: { ok: false, message: 'Test mesajı için önce ayarları (şifre / erişim anahtarı dahil) kaydedin.' },
    });
  });
});

describe('/admin/whatsapp', () => {
  it('asks a template name for each kind switched on, and sends the sample template as a test', async () => {
    const { db, context, cookie } = await signedIn();
    fake = await startFakeWhatsapp();
    const base = {
      intent: 'save',
      baseUrl: fake.url,
      phoneNumberId: '109876543210',
      accessToken: 'EAAG-token',
      languageCode: 'tr',
      isActive: 'on',
      'kind.appointment-confirmed': 'on',
      'kind.appointment-reminder': 'on',
    };
    const bad = await callRoute(
      whatsappPage.action,
      testRequest('/admin/whatsapp', { cookie, form: { ...base, 'template.appointment-confirmed': 'Randevu Onay' } }),
      context,
    );
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.data)).toMatchObject({
      'template.appointment-confirmed': 'Açık olan her mesaj türü için onaylı şablon adı girin (küçük harf, rakam, _)',
    });
    expect(getWhatsappRow(db)).toBeNull();

    const saved = await callRoute(
      whatsappPage.action,
      testRequest('/admin/whatsapp', {
        cookie,
        form: {
          ...base,
          'template.appointment-confirmed': 'randevu_onay',
          'template.appointment-reminder': 'randevu_hatirlatma',
        },
      }),
      context,
    );
    expect(saved.headers.get('Location')).toBe('/admin/whatsapp?ok=kaydedildi');
    expect(getWhatsappRow(db)).toMatchObject({
      phoneNumberId: '109876543210',
      kinds: ['appointment-confirmed', 'appointment-reminder'],
      templates: { 'appointment-confirmed': 'randevu_onay', 'appointment-reminder': 'randevu_hatirlatma' },
    });

    const test = await callRoute(
      whatsappPage.action,
      testRequest('/admin/whatsapp', { cookie, form: { intent: 'test', phone: '+90 532 123 45 67' } }),
      context,
    );
    expect(test.data).toMatchObject({ result: { ok: true } });
    expect(fake.calls[0]).toMatchObject({
      path: '/109876543210/messages',
      authorization: 'Bearer EAAG-token',
      body: { to: '905321234567', template: { name: 'hello_world', language: { code: 'en_US' } } },
    });
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received message, decoded enough for assertions. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
};

export type FakeSmtp = {
  port: number;
  mails: ReceivedMail[];
  /** every login tried (username and password as received) */
  auths: { username: string; password: string }[];
  /** resolves when at least `n` mails have arrived */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** stop listening (connections are refused until `start` again on the same port) */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/**
 * A real SMTP server inside the test process (smtp-server), plain SMTP on 127.0.0.1, any
 * login accepted. `port` stays the same across stop/start, so the app can be pointed at it
 * while it is down.
 */
export async function startFakeSmtp(options: { port?: number; rejectRecipients?: RegExp } = {}): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const auths: { username: string; password: string }[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, cb) {
        auths.push({ username: auth.username ?? '', password: auth.password ?? '' });
        cb(null, { user: 'test' });
      },
      onRcptTo(address, _session, cb) {
        if (options.rejectRecipients?.test(address.address)) {
          const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
          err.responseCode = 550;
          return cb(err);
        }
        cb();
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({
            ...parseMail(raw),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          for (const w of [...waiters]) if (mails.length >= w.n) w.resolve();
          cb();
        });
      },
    });

  const fake: FakeSmtp = {
    get port() {
      return port;
    },
    mails,
    auths,
    waitFor(n, timeoutMs = 10_000) {
      if (mails.length >= n) return Promise.resolve(mails);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${n} mails, got ${mails.length}`)), timeoutMs);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(mails);
          },
        });
      });
    },
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await fake.start();
  return fake;
}

// ---------------------------------------------------------------------------------------------
// A small MIME reader (enough for nodemailer's output)
// ---------------------------------------------------------------------------------------------

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body };
}

function param(value: string | undefined, name: string): string | undefined {
  const m = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value ?? '');
  const v = m?.[1] ?? m?.[2];
  if (v && /^utf-8''/i.test(v)) return decodeURIComponent(v.replace(/^utf-8''/i, ''));
  return v;
}

function decodeQp(body: string): Buffer {
  const s = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQp(part.body).toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const top = splitPart(raw);
  const out: Omit<ReceivedMail, 'from' | 'to'> = {
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: '',
    html: '',
    attachments: [],
    raw,
  };
  const walk = (part: Part) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = param(type, 'boundary');
    if (/^multipart\//i.test(type) && boundary) {
      const sections = part.body.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        walk(splitPart(section.replace(/^\r?\n/, '')));
      }
      return;
    }
    const disposition = part.headers.get('content-disposition') ?? '';
    const filename = param(disposition, 'filename') ?? param(type, 'name');
    const content = decodeBody(part);
    if (filename || /^attachment/i.test(disposition))
      out.attachments.push({ filename: filename ?? '', contentType: type, content });
    else if (/^text\/html/i.test(type)) out.html ||= content;
    else if (/^text\/plain/i.test(type)) out.text ||= content;
  };
  walk(top);
  return out;
}

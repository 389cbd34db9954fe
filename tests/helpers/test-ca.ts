/**
 * A throwaway certificate authority and a server certificate for 127.0.0.1, made at test time
 * with the `openssl` command (Debian's; no key is ever committed). The durability drill puts
 * the S3 stand-in behind TLS with it (tests/helpers/s3-stand-in.ts) and trusts the CA only
 * through a system-style trust store (SSL_CERT_FILE, what Litestream's Go runtime reads;
 * docs/decisions/0410).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type TestCa = {
  /** PEM of the CA certificate (what a trust store must hold) */
  caFile: string;
  /** the server's key and certificate (signed by the CA; SAN IP:127.0.0.1, DNS:localhost) */
  key: string;
  cert: string;
};

/** Writes a CA and a server certificate into `directory` (EC P-256: quick to make). */
export function makeTestCa(directory: string): TestCa {
  fs.mkdirSync(directory, { recursive: true });
  const at = (name: string) => path.join(directory, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=Studio drill throwaway CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl('req', ...ec, '-keyout', at('server.key'), '-out', at('server.csr'), '-subj', '/CN=127.0.0.1');
  fs.writeFileSync(
    at('server.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.crt'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('server.crt'),
    '-days',
    '2',
    '-extfile',
    at('server.ext'),
  );
  return {
    caFile: at('ca.crt'),
    key: fs.readFileSync(at('server.key'), 'utf8'),
    cert: fs.readFileSync(at('server.crt'), 'utf8'),
  };
}

/**
 * What the Dockerfile's runtime stage (its last FROM) gives the processes it runs, read from the
 * file itself: `docker build` cannot run here, so the deploy test and the durability drill ask
 * the Dockerfile (docs/decisions/0410).
 *
 * The trust store: node:*-slim carries no CA bundle, and Litestream (a Go binary) verifies the
 * bucket's certificate against the system's roots only (/etc/ssl/certs/ca-certificates.crt,
 * what Debian's `ca-certificates` package writes; or SSL_CERT_FILE / SSL_CERT_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process';

/** Debian's bundle, written by `ca-certificates` (also where Go looks first on Debian). */
export const DEBIAN_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** The instructions of the Dockerfile's last stage, continuation lines joined, comments dropped. */
export function runtimeStageInstructions(
  dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'),
): string[] {
  const lines = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const last = lines.map((l) => /^FROM\s/i.test(l)).lastIndexOf(true);
  return last === -1 ? [] : lines.slice(last);
}

/** The apt packages the runtime stage installs (`apt-get install … name …` in a RUN). */
export function runtimeAptPackages(dockerfile?: string): string[] {
  const packages: string[] = [];
  for (const line of runtimeStageInstructions(dockerfile)) {
    if (!/^RUN\s/i.test(line)) continue;
    for (const command of line.split(/&&|;|\|\|/)) {
      const words = command.trim().split(/\s+/);
      const at = words.findIndex((w, i) => /^(apt-get|apt)$/.test(w) && words[i + 1] === 'install');
      if (at === -1) continue;
      packages.push(...words.slice(at + 2).filter((w) => !w.startsWith('-')));
    }
  }
  return packages;
}

/** Whether a RUN of the runtime stage removes the system's certificates again. */
export function runtimeRemovesCertificates(dockerfile?: string): boolean {
  return runtimeStageInstructions(dockerfile).some(
    (line) =>
      /^RUN\s/i.test(line) &&
      (/\brm\b[^&;|]*\/etc\/ssl/.test(line) || /\b(apt-get|apt)\s+(purge|remove)\b[^&;|]*ca-certificates/.test(line)),
  );
}

/** Whether the runtime image has a CA bundle where Go (Litestream) looks for one. */
export function runtimeHasCaBundle(dockerfile?: string): boolean {
  return runtimeAptPackages(dockerfile).includes('ca-certificates') && !runtimeRemovesCertificates(dockerfile);
}

/**
 * A system-style trust store as the runtime image would have it, for a process on this machine:
 * a bundle file (SSL_CERT_FILE) and an empty certificate folder (SSL_CERT_DIR, so nothing of
 * this machine's /etc/ssl/certs leaks in). With the CA bundle in the image it holds Debian's
 * roots and `bucketCa`, which stands for the public root that signs the real bucket's
 * certificate (Tigris's is in Debian's bundle); without it, nothing: exactly what the image
 * offers Litestream then.
 */
export function runtimeTrustStore(
  directory: string,
  bucketCa: string,
  options: { dockerfile?: string; withBucketCa?: boolean } = {},
): { SSL_CERT_FILE: string; SSL_CERT_DIR: string; hasBundle: boolean } {
  fs.mkdirSync(path.join(directory, 'certs'), { recursive: true });
  const hasBundle = runtimeHasCaBundle(options.dockerfile);
  const parts: string[] = [];
  if (hasBundle) {
    if (fs.existsSync(DEBIAN_CA_BUNDLE)) parts.push(fs.readFileSync(DEBIAN_CA_BUNDLE, 'utf8'));
    if (options.withBucketCa !== false) parts.push(fs.readFileSync(bucketCa, 'utf8'));
  }
  const file = path.join(directory, 'ca-certificates.crt');
  fs.writeFileSync(file, parts.join('\n'));
  return { SSL_CERT_FILE: file, SSL_CERT_DIR: path.join(directory, 'certs'), hasBundle };
}

import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';

/** The paths the spec uses for uploaded images; all serve the same folder. */
export const UPLOAD_MOUNTS = ['/uploads', '/api/proxy/uploads', '/api/uploads'] as const;

const IMAGE_EXT = /\.(?:webp|jpe?g|png|gif|avif|svg)$/i;

/**
 * Serves the uploads folder. express.static (send) refuses `..` and encoded traversal.
 * Uploaded names are random, so files are immutable: long cache. A missing image answers
 * the placeholder (people folders: the avatar); any other unknown path is a 404.
 */
export function uploadsRouter(uploadsDir: string, publicDir: string) {
  const router = express.Router();
  const serveStatic = express.static(uploadsDir, {
    index: false,
    dotfiles: 'deny',
    fallthrough: true,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  const placeholder = path.join(publicDir, 'placeholder.svg');
  const avatar = path.join(publicDir, 'placeholder-avatar.svg');

  const missing = (req: Request, res: Response, _next: NextFunction) => {
    if (!IMAGE_EXT.test(req.path) || req.path.includes('..')) {
      res.status(404).type('text/plain; charset=utf-8').send('Dosya bulunamadı');
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('X-Placeholder', '1');
    res.sendFile(req.path.startsWith('/team/') ? avatar : placeholder);
  };

  for (const mount of UPLOAD_MOUNTS) router.use(mount, serveStatic, missing);
  return router;
}

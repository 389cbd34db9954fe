import { type Plugin, transformWithEsbuild } from 'vite';

/**
 * The plain scripts the public pages link by URL (`import src from './wizard.js?url'`: the
 * booking wizard, the card strip, the lightbox, the map) are copied as they are written, with
 * their comments; this minifies them in the build (issue 39: the booking wizard's script was
 * 4.8 KB gzip of the /contact page's 30 KB budget). Same file, same behaviour, no comments.
 */
export function minifyUrlScripts(): Plugin {
  let server = false;
  return {
    name: 'studio-minify-url-scripts',
    apply: 'build',
    configResolved(config) {
      // the browser's copies only: the server build's are removed after it (React Router)
      server = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (server) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.js')) continue;
        const source = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        const out = await transformWithEsbuild(source, file.fileName, { loader: 'js', minify: true });
        file.source = out.code;
      }
    },
  };
}

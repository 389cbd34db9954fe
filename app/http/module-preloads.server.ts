/**
 * The route modules' preloads at low fetch priority (issue 39, docs/decisions/0543).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for each module of the
 * matched routes, and React 19 hoists them into `<head>` right after the stylesheet. Chrome
 * fetches a module preload at high priority, beside the one render-blocking request (the
 * stylesheet): on a weak line the desk's twenty-odd scripts shared the bandwidth with it, and
 * the schedule, already in the HTML, waited for the scripts to paint. At `fetchpriority="low"`
 * the browser fetches the stylesheet first and the scripts right after, so the page paints as
 * soon as its HTML and CSS are there and hydrates when its scripts are; nothing is fetched
 * later than it is needed, and what is preloaded is the same.
 *
 * React Router's component has no prop for it, so the server's HTML stream gets it here
 * (entry.server.tsx). The tag may be split between two chunks of the stream: the part of it
 * at a chunk's end is held back until the next chunk, or the end.
 */
const TAG = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

export class LowModulePreloads {
  private held: Buffer = Buffer.alloc(0);

  /** The bytes to send now: `chunk` (after what was held) with each preload lowered, less a tag's start at its end. */
  rewrite(chunk: Buffer): Buffer {
    const text = this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk;
    const keep = partialTagAtEnd(text);
    this.held = Buffer.from(text.subarray(text.length - keep));
    return lowered(text.subarray(0, text.length - keep));
  }

  /** What was held back, at the end of the stream (not a whole tag, so sent as it is). */
  end(): Buffer {
    const rest = this.held;
    this.held = Buffer.alloc(0);
    return rest;
  }
}

function lowered(text: Buffer): Buffer {
  let at = text.indexOf(TAG);
  if (at === -1) return text;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    parts.push(text.subarray(from, at + TAG.length), LOW);
    from = at + TAG.length;
    at = text.indexOf(TAG, from);
  }
  parts.push(text.subarray(from));
  return Buffer.concat(parts);
}

/** How many bytes at the end of `text` are the start of the tag (0 when none). */
function partialTagAtEnd(text: Buffer): number {
  for (let n = Math.min(TAG.length - 1, text.length); n > 0; n--) {
    if (text.subarray(text.length - n).equals(TAG.subarray(0, n))) return n;
  }
  return 0;
}

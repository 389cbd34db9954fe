/**
 * Reads a form body (multipart or urlencoded) with bounded memory. Files are streamed by
 * busboy and kept only up to `maxFileBytes + 1` bytes: an oversized file arrives truncated to
 * one byte over the limit, so the form schema's size rule (app/domain/uploads.ts) refuses it
 * with the spec's Turkish message while every other field of the form survives. Bodies
 * beyond `maxBodyBytes` are refused outright (413), before or while reading.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { data } from 'react-router';
import { MAX_IMAGE_BYTES } from '../domain/uploads';

export const BODY_TOO_LARGE_MESSAGE = 'Gönderilen veri çok büyük. Dosya boyutu 5MB’dan küçük olmalıdır.';
export const BAD_FORM_MESSAGE = 'Form verisi okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.';

export class FormBodyError extends Error {
  constructor(
    public status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export type ReadFormOptions = {
  /** per file; a larger file is kept truncated to maxFileBytes + 1 bytes (default 5 MB) */
  maxFileBytes?: number;
  /** files per request (default 10) */
  maxFiles?: number;
  /** the whole body (default 64 MB) */
  maxBodyBytes?: number;
  /** one text field (default 200 KB) */
  maxFieldBytes?: number;
};

const DEFAULTS = {
  maxFileBytes: MAX_IMAGE_BYTES,
  maxFiles: 10,
  maxBodyBytes: 64 * 1024 * 1024,
  maxFieldBytes: 200 * 1024,
};

/** The last path segment of a client's file name, without control characters (display only). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters from a file name is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}

/** The request's form data; throws FormBodyError (400/413) for bodies it refuses. */
export async function readFormData(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const limits = { ...DEFAULTS, ...options };
  const type = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes) throw new FormBodyError(413, BODY_TOO_LARGE_MESSAGE);

  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    if (Number.isFinite(declared) && declared > limits.maxFieldBytes * 4)
      throw new FormBodyError(413, BODY_TOO_LARGE_MESSAGE);
    try {
      return await request.formData();
    } catch {
      throw new FormBodyError(400, BAD_FORM_MESSAGE);
    }
  }
  if (!request.body) return new FormData();
  return parseMultipart(request.body, type, limits);
}

/**
 * For actions: the request's form data, or a thrown 400/413 response with the Turkish
 * message (a JSON or text body posted to a form route is bad input, never a 500).
 */
export async function requireFormData(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  try {
    return await readFormData(request, options);
  } catch (error) {
    if (error instanceof FormBodyError) throw data(error.message, { status: error.status });
    throw error;
  }
}

function parseMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: typeof DEFAULTS,
): Promise<FormData> {
  return new Promise<FormData>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fileSize: limits.maxFileBytes + 1,
          files: limits.maxFiles,
          fieldSize: limits.maxFieldBytes,
          fields: 500,
          parts: 600,
        },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new FormBodyError(400, BAD_FORM_MESSAGE));
      return;
    }
    const form = new FormData();
    const pending: Promise<void>[] = [];
    let failed = false;
    let received = 0;
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);

    const fail = (error: FormBodyError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes) fail(new FormBodyError(413, BODY_TOO_LARGE_MESSAGE));
    });
    source.on('error', () => fail(new FormBodyError(400, BAD_FORM_MESSAGE)));

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(new FormBodyError(413, BODY_TOO_LARGE_MESSAGE));
      form.append(name, value);
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          // a body cut off inside a file part errors the part's stream: without this listener
          // the 'error' event would be unhandled and take the whole server down
          stream.on('error', () => fail(new FormBodyError(400, BAD_FORM_MESSAGE)));
          stream.on('close', () => {
            form.append(
              name,
              new File([new Uint8Array(Buffer.concat(chunks))], cleanFileName(info.filename ?? ''), {
                type: info.mimeType || 'application/octet-stream',
              }),
            );
            done();
          });
        }),
      );
    });
    parser.on('filesLimit', () => fail(new FormBodyError(413, BODY_TOO_LARGE_MESSAGE)));
    parser.on('fieldsLimit', () => fail(new FormBodyError(413, BODY_TOO_LARGE_MESSAGE)));
    parser.on('partsLimit', () => fail(new FormBodyError(413, BODY_TOO_LARGE_MESSAGE)));
    parser.on('error', () => fail(new FormBodyError(400, BAD_FORM_MESSAGE)));
    parser.on('close', () => {
      if (failed) return;
      Promise.all(pending).then(
        () => resolve(form),
        () => fail(new FormBodyError(400, BAD_FORM_MESSAGE)),
      );
    });
    source.pipe(parser);
  });
}

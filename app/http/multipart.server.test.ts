import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../domain/uploads';
import { BODY_TOO_LARGE_MESSAGE, FormBodyError, cleanFileName, readFormData } from './multipart.server';

function multipartRequest(form: FormData): Request {
  return new Request('http://localhost/x', { method: 'POST', body: form });
}

describe('readFormData', () => {
  it('reads text fields and files of a multipart body', async () => {
    const form = new FormData();
    form.append('title', 'Pastel Ombre');
    form.append('tags', 'a');
    form.append('tags', 'b');
    form.append('image', new File([Buffer.from('hello')], 'foto.png', { type: 'image/png' }));
    const out = await readFormData(multipartRequest(form));
    expect(out.get('title')).toBe('Pastel Ombre');
    expect(out.getAll('tags')).toEqual(['a', 'b']);
    const file = out.get('image') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('foto.png');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('hello');
  });

  it('keeps an oversized file only to one byte over the limit, and keeps the other fields', async () => {
    const form = new FormData();
    form.append('name', 'Elif');
    form.append('image', new File([Buffer.alloc(6 * 1024 * 1024, 1)], 'buyuk.jpg', { type: 'image/jpeg' }));
    form.append('specialization', 'Nail Art');
    const out = await readFormData(multipartRequest(form));
    expect((out.get('image') as File).size).toBe(MAX_IMAGE_BYTES + 1);
    expect(out.get('name')).toBe('Elif');
    expect(out.get('specialization')).toBe('Nail Art');
  });

  it('keeps a file of exactly the limit whole', async () => {
    const form = new FormData();
    form.append('image', new File([Buffer.alloc(MAX_IMAGE_BYTES, 2)], 'tam.jpg'));
    const out = await readFormData(multipartRequest(form));
    expect((out.get('image') as File).size).toBe(MAX_IMAGE_BYTES);
  });

  it('an empty file input arrives as an empty, nameless file', async () => {
    const form = new FormData();
    form.append('image', new File([], ''));
    const out = await readFormData(multipartRequest(form));
    const file = out.get('image') as File;
    expect(file.size).toBe(0);
    expect(file.name).toBe('');
  });

  it('refuses a body larger than the whole-body limit with 413 and a Turkish message', async () => {
    const form = new FormData();
    form.append('a', new File([Buffer.alloc(300_000)], 'a.bin'));
    form.append('b', new File([Buffer.alloc(300_000)], 'b.bin'));
    const error = await readFormData(multipartRequest(form), { maxBodyBytes: 400_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormBodyError);
    expect((error as FormBodyError).status).toBe(413);
    expect((error as FormBodyError).message).toBe(BODY_TOO_LARGE_MESSAGE);
  });

  it('refuses a declared content-length over the limit without reading', async () => {
    const request = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(100 * 1024 * 1024) },
      body: 'x',
    });
    await expect(readFormData(request)).rejects.toMatchObject({ status: 413 });
  });

  it('refuses too many files', async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append(`f${i}`, new File(['x'], `${i}.png`));
    await expect(readFormData(multipartRequest(form), { maxFiles: 2 })).rejects.toMatchObject({ status: 413 });
  });

  it('answers 400 for a malformed multipart body', async () => {
    const request = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'garbage',
    });
    await expect(readFormData(request)).rejects.toMatchObject({ status: 400 });
  });

  it('answers 400 (and does not crash the process) for a body cut off inside a file part', async () => {
    const unhandled: unknown[] = [];
    const onError = (e: unknown) => unhandled.push(e);
    process.on('uncaughtException', onError);
    try {
      const body =
        '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="../../x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--XY';
      const request = new Request('http://localhost/x', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body,
      });
      await expect(readFormData(request)).rejects.toMatchObject({ status: 400 });
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });

  it('reads urlencoded forms', async () => {
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'toggle', id: '3' }),
    });
    const out = await readFormData(request);
    expect(out.get('intent')).toBe('toggle');
    expect(out.get('id')).toBe('3');
  });

  it('keeps only the last segment of a client file name', async () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\a\\foto.png')).toBe('foto.png');
    expect(cleanFileName('a\u0000b.png')).toBe('ab.png');
    const form = new FormData();
    form.append('image', new File(['x'], '../../../evil.png'));
    const out = await readFormData(multipartRequest(form));
    expect((out.get('image') as File).name).toBe('evil.png');
  });
});

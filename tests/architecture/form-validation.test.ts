import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server validates every form (docs/decisions/0525): no schema reaches the browser. A
 * conform form without `onValidate` that asks to validate on blur or input sends the whole form
 * to the action at each blur or keystroke (a `validate` intent): a 400 in the console, one
 * request per key on a weak connection, and a sign-in form posted before it is finished. So a
 * form validates when it is sent, which is conform's default: no `shouldValidate` or
 * `shouldRevalidate` other than 'onSubmit' without an `onValidate` in the same file.
 */
const ROOT = path.resolve(__dirname, '../..');
const EAGER = /\bshould(?:Re)?[vV]alidate:\s*'(?:onBlur|onInput)'/;

/** Each line of `text` (the file `file`) that asks the server to validate before the form is sent. */
export function eagerServerValidation(file: string, text: string): string[] {
  if (/\bonValidate\b/.test(text)) return [];
  return text
    .split('\n')
    .flatMap((line, i) =>
      EAGER.test(line) ? [`${file}:${i + 1} validates on the server before the form is sent`] : [],
    );
}

describe('forms validate when they are sent', () => {
  it('no form without onValidate validates on blur or input', () => {
    const dir = path.join(ROOT, 'app');
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `app/${name.split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) => eagerServerValidation(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('judges what it should', () => {
    const form =
      "  const [form] = useForm({ lastResult,\n    shouldValidate: 'onBlur',\n    shouldRevalidate: 'onInput' });";
    expect(eagerServerValidation('app/probe.tsx', form)).toEqual([
      'app/probe.tsx:2 validates on the server before the form is sent',
      'app/probe.tsx:3 validates on the server before the form is sent',
    ]);
    expect(eagerServerValidation('app/probe.tsx', `${form}\n  onValidate: ({ formData }) => parse(formData),`)).toEqual(
      [],
    );
    expect(eagerServerValidation('app/probe.tsx', "  shouldValidate: 'onSubmit',")).toEqual([]);
  });
});

// @vitest-environment happy-dom
/**
 * useServerForm against conform's own useForm: the same form, rendered with each, gives the
 * same HTML (ids, names, values, messages, aria attributes, intent buttons), for every kind of
 * reply the actions send. Then what only happens in the browser: a refusal's focus, and list
 * rows that remount after an insert or a remove.
 */
import {
  type FieldMetadata,
  type SubmissionResult,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerForm } from './form-metadata';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = {
  name: string;
  capacity: number;
  open: boolean;
  role: string;
  channels: string[];
  note: string;
  stats: { label: string; value: string }[];
};

const DEFAULTS: Values = {
  name: 'Sheva',
  capacity: 3,
  open: true,
  role: 'owner',
  channels: ['sms'],
  note: 'Kapıda zil yok',
  stats: [
    { label: 'Müşteri', value: '500+' },
    { label: 'Yıl', value: '6' },
  ],
};

type Hook = typeof useServerForm;
type Reply = SubmissionResult<string[]> | undefined;

function StudioForm({ hook, lastResult, id = 'studio' }: { hook: Hook; lastResult: Reply; id?: string }) {
  const [form, fields] = hook<Values>({ id, lastResult, defaultValue: DEFAULTS });
  const rows = fields.stats.getFieldList();
  return (
    <form method="post" {...getFormProps(form)}>
      {form.errors ? <p id={form.errorId}>{form.errors.join(' ')}</p> : null}
      <p data-status={form.status ?? 'none'} />
      <input {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: 'hint' })} />
      {fields.name.errors ? <p id={fields.name.errorId}>{fields.name.errors[0]}</p> : null}
      <input {...getInputProps(fields.capacity, { type: 'number' })} />
      <input {...getInputProps(fields.open, { type: 'checkbox' })} />
      <select {...getSelectProps(fields.role)}>
        <option value="owner">Sahip</option>
        <option value="staff">Çalışan</option>
      </select>
      {getCollectionProps(fields.channels, { type: 'checkbox', options: ['sms', 'mail'] }).map((props) => (
        <input {...props} key={props.key} />
      ))}
      <textarea {...getTextareaProps(fields.note)} />
      <ul>
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <li key={row.key}>
              <input {...getInputProps(cells.label as FieldMetadata<string>, { type: 'text' })} />
              <input {...getInputProps(cells.value as FieldMetadata<string>, { type: 'text' })} />
              <button {...form.remove.getButtonProps({ name: fields.stats.name, index })}>Sil</button>
            </li>
          );
        })}
      </ul>
      <button {...form.insert.getButtonProps({ name: fields.stats.name, defaultValue: { label: '', value: '' } })}>
        Ekle
      </button>
    </form>
  );
}

const typed = {
  name: '',
  capacity: '0',
  role: 'staff',
  channels: ['mail', 'sms'],
  note: 'Yeni not',
  stats: [{ label: 'Müşteri', value: '600+' }],
};

const REPLIES: [string, Reply][] = [
  ['no reply (the first load)', undefined],
  [
    'a refusal with field and form messages (what was typed kept)',
    {
      status: 'error',
      initialValue: typed,
      error: { '': ['Kaydedilemedi'], name: ['Ad gerekli'], capacity: ['En az 1 olmalı'], 'stats[0].value': ['Sayı'] },
    },
  ],
  ['a reply without messages (a form shown again as it was)', { initialValue: typed }],
  [
    'an insert (the server added the row)',
    {
      initialValue: { ...typed, stats: [...typed.stats, { label: '', value: '' }] },
      intent: { type: 'insert', payload: { name: 'stats', defaultValue: { label: '', value: '' } } },
    } as unknown as Reply,
  ],
  ['a success (no values, no messages)', { status: 'success' }],
];

describe('useServerForm renders as conform does', () => {
  it.each(REPLIES)('%s', (_, reply) => {
    const ours = renderToStaticMarkup(<StudioForm hook={useServerForm} lastResult={reply} />);
    const conform = renderToStaticMarkup(<StudioForm hook={useForm as unknown as Hook} lastResult={reply} />);
    expect(ours).toBe(conform);
  });

  it('does not mark a field whose message is null (conform marks it on the server, not in the browser)', () => {
    const html = renderToStaticMarkup(
      <StudioForm hook={useServerForm} lastResult={{ status: 'error', initialValue: typed, error: { name: null } }} />,
    );
    expect(html).not.toContain('aria-invalid');
  });

  it('names its ids after React when given none, as conform does', () => {
    function Anonymous({ hook }: { hook: Hook }) {
      const [form, fields] = hook<{ email: string }>({});
      return (
        <form {...getFormProps(form)}>
          <input {...getInputProps(fields.email, { type: 'email' })} />
        </form>
      );
    }
    const ours = renderToStaticMarkup(<Anonymous hook={useServerForm} />);
    expect(ours).toBe(renderToStaticMarkup(<Anonymous hook={useForm as unknown as Hook} />));
    expect(ours).toMatch(/<form id="[^"]+" noValidate="">/);
  });

  it('shows the refusal and what was typed, and the defaults otherwise', () => {
    const refused = renderToStaticMarkup(<StudioForm hook={useServerForm} lastResult={REPLIES[1]![1]} />);
    expect(refused).toContain('<p id="studio-error">Kaydedilemedi</p>');
    expect(refused).toContain('aria-describedby="studio-name-error hint"');
    expect(refused).toContain('value="600+"');
    expect(refused).not.toContain('Yıl');
    const first = renderToStaticMarkup(<StudioForm hook={useServerForm} lastResult={undefined} />);
    expect(first).toContain('value="Sheva"');
    expect(first).toContain('value="3"');
    expect(first).not.toContain('aria-invalid');
  });
});

describe('useServerForm in the browser', () => {
  let root: Root | null = null;
  let host: HTMLDivElement;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    host?.remove();
  });

  function mount(reply: Reply, id?: string) {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(<StudioForm hook={useServerForm} lastResult={reply} id={id} />));
  }
  const rerender = (reply: Reply, id?: string) =>
    act(() => root?.render(<StudioForm hook={useServerForm} lastResult={reply} id={id} />));
  const input = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`);

  it('puts the focus on the first field with a message when a refusal arrives, not on the page it was rendered with', () => {
    mount(REPLIES[1]![1]);
    expect(document.activeElement).toBe(document.body);
    rerender({ status: 'error', initialValue: typed, error: { capacity: ['En az 1 olmalı'], note: ['Uzun'] } });
    expect(document.activeElement).toBe(input('capacity'));
  });

  it('remounts the list rows after an insert or a remove, so each row shows the reply’s values', () => {
    mount(undefined);
    const firstRow = input('stats[1].label');
    expect(firstRow?.value).toBe('Yıl');
    firstRow!.value = 'elle yazılan';
    rerender({
      initialValue: { ...typed, stats: [{ label: 'Müşteri', value: '500+' }] },
      intent: { type: 'remove', payload: { name: 'stats', index: 1 } },
    } as unknown as Reply);
    expect(input('stats[1].label')).toBeNull();
    rerender({
      initialValue: {
        ...typed,
        stats: [
          { label: 'Müşteri', value: '500+' },
          { label: '', value: '' },
        ],
      },
      intent: { type: 'insert', payload: { name: 'stats' } },
    } as unknown as Reply);
    expect(input('stats[1].label')).not.toBe(firstRow);
    expect(input('stats[1].label')?.value).toBe('');
  });

  it('resets the form to its defaults when its id changes (a new form after a save), and not before', () => {
    mount(undefined, 'upload-1');
    input('name')!.value = 'yazılan';
    rerender(undefined, 'upload-1');
    expect(input('name')?.value).toBe('yazılan');
    rerender(undefined, 'upload-2');
    expect(input('name')?.value).toBe('Sheva');
    expect(host.querySelector('form')?.id).toBe('upload-2');
  });
});

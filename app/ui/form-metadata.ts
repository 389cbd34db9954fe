/**
 * A form's metadata read from the server's last reply (issue 39, docs/decisions/0544): the ids,
 * names, typed values and messages that conform's `getFormProps` / `getInputProps` /
 * `getSelectProps` / `getTextareaProps` / `getCollectionProps` turn into attributes, in the
 * shapes of conform's `FormMetadata` and `FieldMetadata`.
 *
 * Every form here is checked by the server alone (the actions parse with conform's
 * `parseWithZod` and answer with its `submission.reply()`, app/http/form-answer.server.ts); no
 * form validates in the browser. conform's `useForm` kept a client-side form store for that
 * (8.5 KB of gzip on some thirty admin screens' first load) and did nothing else with it here.
 * This hook derives the same metadata from `lastResult` and `defaultValue` as conform does on
 * the server and after a reply:
 * - ids: the form's `id` (or React's `useId()`), a field's `${formId}-${name}`, its messages'
 *   `${id}-error`, its description's `${id}-description`;
 * - a field's initial value: what was typed (the reply's `initialValue`), else the default
 *   (booleans as 'on', numbers and dates as text, as conform serialises them);
 * - messages: the reply's (`''` is the form's own); a field with none (`null`) is not marked;
 * - lists (`getFieldList`): a row's `key` changes with every reply that inserted or removed a
 *   row, so each row's inputs show the reply's values (the server applied the intent);
 * - `form.insert` / `form.remove` buttons post conform's intent, which the server applies;
 * - after a refusal that arrives in the browser, the first field with a message takes the
 *   focus (conform's behaviour); a refusal rendered by the server (no JavaScript) does not;
 * - a form whose `id` changes (a new upload form after each upload, the home settings after a
 *   save) is reset to its defaults, as conform resets it.
 */
import type { DefaultValue, FormMetadata, SubmissionResult } from '@conform-to/react';
import { useEffect, useId, useRef } from 'react';

type Reply = SubmissionResult<string[]> | null | undefined;

/** conform's reserved name for an intent button (insert, remove): its server side reads it. */
const INTENT = '__intent__';

/** A value as a form field holds it (conform's `serialize`). */
function serialize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serialize);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'on' : undefined;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serialize(item)]));
  }
  return value ?? undefined;
}

/** A value as conform reads a form's values: no empty text, list or group (they count as not given). */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(normalize);
  if (value === '' || value === null) return undefined;
  if (typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as object)
      .map(([key, item]) => [key, normalize(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/** `a.b[2].c` as its segments: names and list indexes. */
function segmentsOf(name: string): (string | number)[] {
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : Number(m[2])));
}

/** The value at a field's name (own keys only; the minifier writes this as `Object.hasOwn` for the build's browser target). */
function valueAt(target: unknown, name: string): unknown {
  let pointer = target;
  for (const segment of segmentsOf(name)) {
    if (pointer === null || typeof pointer !== 'object' || !Object.hasOwn(pointer, segment)) return undefined;
    pointer = (pointer as Record<string | number, unknown>)[segment];
  }
  return pointer;
}

const childName = (prefix: string, key: string | number) =>
  typeof key === 'number' ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;

/** Each reply that changed a list gets a number of its own: its rows' keys (rows remount with the reply's values). */
const listReplies = new WeakMap<object, number>();
let lastListReply = 0;
function listGeneration(reply: Reply): number {
  const type = reply?.intent?.type;
  if (!reply || (type !== 'insert' && type !== 'remove' && type !== 'reorder')) return 0;
  let generation = listReplies.get(reply);
  if (generation === undefined) {
    generation = ++lastListReply;
    listReplies.set(reply, generation);
  }
  return generation;
}

type State = { formId: string; initial: unknown; errors: Record<string, string[]>; generation: number };

function fieldMeta(state: State, name: string, key?: string) {
  const id = name ? `${state.formId}-${name}` : state.formId;
  const errors = state.errors[name];
  const initialValue = valueAt(state.initial, name);
  return {
    id,
    name,
    formId: state.formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    key,
    initialValue,
    value: initialValue,
    errors,
    valid: errors === undefined,
    dirty: false,
    get allErrors() {
      return Object.fromEntries(
        Object.entries(state.errors).filter(
          ([n]) => !name || n === name || n.startsWith(`${name}.`) || n.startsWith(`${name}[`),
        ),
      );
    },
    get defaultValue() {
      return typeof initialValue === 'string'
        ? initialValue
        : Array.isArray(initialValue)
          ? initialValue[0]
          : undefined;
    },
    get defaultChecked() {
      return initialValue === 'on' ? true : undefined;
    },
    getFieldset: () => fieldset(state, name),
    getFieldList: () => {
      const rows = initialValue ?? [];
      if (!Array.isArray(rows)) throw new Error(`${name} is not a list`);
      return rows.map((_, index) => fieldMeta(state, childName(name, index), `${state.generation}-${index}`));
    },
  };
}

/** Every field under `prefix`, by name (any name: conform's fieldset is as open). */
function fieldset(state: State, prefix: string): Record<string, ReturnType<typeof fieldMeta>> {
  return new Proxy({} as Record<string, ReturnType<typeof fieldMeta>>, {
    get: (target, key, receiver) =>
      typeof key === 'string' ? fieldMeta(state, childName(prefix, key)) : Reflect.get(target, key, receiver),
  });
}

/** An intent button (conform's `form.insert.getButtonProps(...)`): posts the intent, the server applies it. */
function intentControl(formId: string, type: 'insert' | 'remove' | 'reorder') {
  return {
    getButtonProps: (payload: Record<string, unknown> = {}) => ({
      name: INTENT,
      value: JSON.stringify({
        type,
        payload: type === 'insert' ? { ...payload, defaultValue: serialize(payload.defaultValue) } : payload,
      }),
      form: formId,
      formNoValidate: true,
    }),
  };
}

/**
 * The reply's messages, field by field (`''`: the form's). After a row was inserted or removed
 * only the list's own (the other fields were not sent to be checked), as conform shows them.
 */
function errorsOf(reply: Reply): Record<string, string[]> {
  const intent = reply?.intent;
  const list = intent && intent.type !== 'validate' ? String((intent.payload as { name?: string }).name ?? '') : null;
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) {
    if (!messages?.length) continue;
    if (list !== null && name !== list && !name.startsWith(`${list}[`) && !name.startsWith(`${list}.`)) continue;
    errors[name] = messages;
  }
  return errors;
}

/**
 * The form's and its fields' metadata from the last reply (`lastResult`) and the defaults, as
 * conform's `useForm` returns them (see the module's comment for what is and is not kept).
 */
export function useServerForm<Schema extends Record<string, unknown>>(options: {
  id?: string;
  lastResult?: Reply;
  defaultValue?: DefaultValue<Schema>;
}): [FormMetadata<Schema, string[]>, ReturnType<FormMetadata<Schema, string[]>['getFieldset']>] {
  const reactId = useId();
  const formId = options.id ?? reactId;
  const reply = options.lastResult;
  const state: State = {
    formId,
    initial: normalize(reply?.initialValue ?? serialize(options.defaultValue ?? {})),
    errors: errorsOf(reply),
    generation: listGeneration(reply),
  };
  useFocusFirstMessage(formId, reply);
  useResetWhenRenamed(formId);
  const form = {
    ...fieldMeta(state, ''),
    status: reply?.status,
    noValidate: true,
    onSubmit: undefined,
    insert: intentControl(formId, 'insert'),
    remove: intentControl(formId, 'remove'),
    reorder: intentControl(formId, 'reorder'),
  };
  return [
    form as unknown as FormMetadata<Schema, string[]>,
    fieldset(state, '') as unknown as ReturnType<FormMetadata<Schema, string[]>['getFieldset']>,
  ];
}

/** A form given a new `id` starts again from its defaults (what was typed or chosen in it is cleared). */
function useResetWhenRenamed(formId: string) {
  const previous = useRef(formId);
  useEffect(() => {
    if (previous.current === formId) return;
    previous.current = formId;
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.reset();
  }, [formId]);
}

/** After a refusal that came to the browser (not the one the page was rendered with), the first field with a message takes the focus. */
function useFocusFirstMessage(formId: string, reply: Reply) {
  const rendered = useRef(reply);
  useEffect(() => {
    if (reply === rendered.current) return;
    rendered.current = reply;
    if (reply?.status !== 'error') return;
    const errors = errorsOf(reply);
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && errors[name] && element instanceof HTMLElement && element.tagName !== 'BUTTON') {
        element.focus();
        return;
      }
    }
  }, [formId, reply]);
}

// @vitest-environment happy-dom
import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './typed-before-hydration';
import { useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const applied: string[] = [];
/** a ref to no form: the hook then does nothing */
const noForm = { current: null };

/** A desk form as the admin writes them: controlled fields, a select that applies on change. */
function DeskForm({ replay }: { replay: boolean }) {
  const ref = useRef<HTMLFormElement>(null);
  const [cash, setCash] = useState('');
  const [note, setNote] = useState('');
  const [receipt, setReceipt] = useState(true);
  const hydrated = useHydrated(); // a render after hydration, as the checkout has
  useTypedBeforeHydration(replay ? ref : noForm);
  return (
    <form ref={ref}>
      <input aria-label="Nakit" name="cash" value={cash} onChange={(e) => setCash(e.currentTarget.value)} />
      <textarea aria-label="Not" name="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <input
        type="checkbox"
        aria-label="Fiş"
        name="receipt"
        checked={receipt}
        onChange={(e) => setReceipt(e.currentTarget.checked)}
      />
      <select aria-label="Çalışan" name="member" defaultValue="2" onChange={(e) => applied.push(e.currentTarget.value)}>
        <option value="">Tümü</option>
        <option value="2">Ayşe</option>
      </select>
      <input type="hidden" name="key" value="k1" />
      <output data-testid="state">{JSON.stringify({ cash, note, receipt, hydrated })}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  applied.length = 0;
});

/** The server's HTML on screen, the hand types, then React hydrates it. */
function typeThenHydrate(replay: boolean) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<DeskForm replay={replay} />);
  document.body.append(container);
  const field = <T extends Element>(label: string) => container.querySelector(`[aria-label="${label}"]`) as T;
  field<HTMLInputElement>('Nakit').value = '245';
  field<HTMLTextAreaElement>('Not').value = 'Kapıda ödendi';
  field<HTMLInputElement>('Fiş').checked = false;
  field<HTMLSelectElement>('Çalışan').value = '';
  act(() => {
    root = hydrateRoot(container, <DeskForm replay={replay} />);
  });
  return {
    field,
    state: () => JSON.parse(container.querySelector('output')?.textContent ?? '{}') as Record<string, unknown>,
  };
}

describe('what was typed before hydration', () => {
  it('without the replay React writes its state back over what was typed (the defect)', () => {
    const { field, state } = typeThenHydrate(false);
    expect(state()).toEqual({ cash: '', note: '', receipt: true, hydrated: true });
    expect(field<HTMLInputElement>('Nakit').value).toBe('');
    expect(applied).toEqual([]);
  });

  it('is replayed into the handlers: the state takes it, the field keeps it, the select applies', () => {
    const { field, state } = typeThenHydrate(true);
    expect(state()).toEqual({ cash: '245', note: 'Kapıda ödendi', receipt: false, hydrated: true });
    expect(field<HTMLInputElement>('Nakit').value).toBe('245');
    expect(field<HTMLTextAreaElement>('Not').value).toBe('Kapıda ödendi');
    expect(field<HTMLInputElement>('Fiş').checked).toBe(false);
    expect(applied).toEqual(['']);
  });

  it('replays nothing on a form as the server sent it', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<DeskForm replay />);
    document.body.append(container);
    const form = container.querySelector('form') as HTMLFormElement;
    const events: string[] = [];
    for (const type of ['input', 'change', 'click']) form.addEventListener(type, () => events.push(type));
    act(() => {
      root = hydrateRoot(container, <DeskForm replay />);
    });
    expect(events).toEqual([]);
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '{}')).toEqual({
      cash: '',
      note: '',
      receipt: true,
      hydrated: true,
    });
    expect(applied).toEqual([]);
  });
});

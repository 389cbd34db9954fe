// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useModuleAfterHydration } from './use-module-after-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Kit = { name: string };

/** A module load the test settles by hand. */
function deferredLoad() {
  let settle: { resolve: (kit: Kit) => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<Kit>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { load: () => promise, ...settle! };
}

let root: Root | null = null;
let host: HTMLElement;

function mount(load: () => Promise<Kit>, wanted = true) {
  host = document.createElement('div');
  document.body.append(host);
  function Screen() {
    const kit = useModuleAfterHydration(load, wanted);
    return <p>{kit ? kit.name : 'static'}</p>;
  }
  root = createRoot(host);
  act(() => root?.render(<Screen />));
}

const pointer = (type: string, pointerId = 1) =>
  document.body.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId }));
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
});

describe('useModuleAfterHydration', () => {
  it('shows the static screen until the module is in, then the module', async () => {
    const { load, resolve } = deferredLoad();
    mount(load);
    expect(host.textContent).toBe('static');
    await act(async () => resolve({ name: 'drag' }));
    expect(host.textContent).toBe('drag');
  });

  it('waits with the swap while a pointer is pressed, until after its release (0527)', async () => {
    const { load, resolve } = deferredLoad();
    mount(load);
    pointer('pointerdown');
    await act(async () => resolve({ name: 'drag' }));
    await wait(80);
    expect(host.textContent).toBe('static');
    pointer('pointerup');
    expect(host.textContent).toBe('static');
    await wait(80);
    expect(host.textContent).toBe('drag');
  });

  it('does not wait for good on a release the page never heard of', async () => {
    const { load, resolve } = deferredLoad();
    mount(load);
    pointer('pointerdown', 7); // let go outside the page: no pointerup comes
    await act(async () => resolve({ name: 'drag' }));
    await wait(1000);
    expect(host.textContent).toBe('static');
    await wait(1100);
    expect(host.textContent).toBe('drag');
  });

  it('stays static when the module is not wanted or cannot load (offline)', async () => {
    const unwanted = deferredLoad();
    mount(unwanted.load, false);
    await act(async () => unwanted.resolve({ name: 'drag' }));
    expect(host.textContent).toBe('static');
    act(() => root?.unmount());
    const offline = deferredLoad();
    mount(offline.load);
    await act(async () => offline.reject(new Error('Failed to fetch dynamically imported module')));
    await wait(80);
    expect(host.textContent).toBe('static');
  });
});

// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createRoutesStub, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function List() {
  return (
    <main>
      <a href="/admin/services?edit=1">Düzenle</a>
    </main>
  );
}

function EditDialog() {
  return (
    <>
      <List />
      <Dialog title="Hizmeti Düzenle: Kalıcı Oje" closeTo="/admin/services">
        <label>
          Hizmet Adı <input name="name" defaultValue="Kalıcı Oje" />
        </label>
        <button type="submit">Güncelle</button>
      </Dialog>
    </>
  );
}

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/services', element: <List />, children: [] },
      { path: '/admin/services/edit', element: <EditDialog /> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  return router;
}

const press = (key: string, shiftKey = false) =>
  act(
    () =>
      void document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
      ),
  );

describe('Dialog', () => {
  it('names itself by its title at the heading level asked for, focuses its first field and keeps Tab inside', async () => {
    await renderAt('/admin/services/edit');
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const heading = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(heading.tagName).toBe('H3');
    expect(heading.textContent).toBe('Hizmeti Düzenle: Kalıcı Oje');
    expect(document.activeElement).toBe(dialog.querySelector('input[name="name"]'));

    const close = dialog.querySelector('a[aria-label="Kapat"]');
    const submit = dialog.querySelector('button[type="submit"]') as HTMLElement;
    act(() => submit.focus());
    await press('Tab');
    expect(document.activeElement).toBe(close); // from the last element round to the first (the ✕ link)
    await press('Tab', true);
    expect(document.activeElement).toBe(submit);
  });

  it('closes on Escape by going to closeTo', async () => {
    const router = await renderAt('/admin/services/edit');
    await press('Escape');
    expect(router.state.location.pathname).toBe('/admin/services');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('gives focus back to where it was when it closes, and only the top dialog answers Escape', async () => {
    let closedOuter = 0;
    let setInner: (open: boolean) => void = () => {};
    function Stacked() {
      const [inner, setOpen] = useState(false);
      setInner = setOpen;
      return (
        <>
          <Dialog title="Yeni Randevu" onClose={() => closedOuter++} headingLevel={2}>
            <input name="customerName" />
          </Dialog>
          {inner ? (
            <Dialog title="Tarih ve Saat Seçin" onClose={() => setOpen(false)}>
              <button type="button">10:00</button>
            </Dialog>
          ) : null}
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Stacked /> }]);
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(document.querySelector('h2')!.textContent).toBe('Yeni Randevu');
    const field = document.querySelector<HTMLInputElement>('input[name="customerName"]')!;
    expect(document.activeElement).toBe(field);

    await act(async () => setInner(true));
    expect(document.activeElement?.textContent).toBe('10:00');
    await press('Escape');
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(closedOuter).toBe(0);
    expect(document.activeElement).toBe(field);

    await press('Escape');
    expect(closedOuter).toBe(1);
  });
  it('leaves the focus in a field typed into before the script arrived (hydration does not move it to the first field)', async () => {
    function NewAppointment() {
      return (
        <Dialog title="Yeni Randevu" closeTo="/admin/appointments" headingLevel={2}>
          <input type="search" name="lookup" aria-label="Kayıtlı müşteri ara" />
          <input name="customerName" aria-label="Müşteri Adı" />
        </Dialog>
      );
    }
    const Stub = createRoutesStub([{ path: '/admin/appointments/new', Component: NewAppointment }]);
    const page = <Stub initialEntries={['/admin/appointments/new']} />;
    act(() => root.unmount());
    container.innerHTML = renderToString(page);
    const name = container.querySelector<HTMLInputElement>('input[name="customerName"]')!;
    name.focus();
    name.value = 'Kapıdan';
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(document.activeElement).toBe(container.querySelector('input[name="customerName"]'));
    expect(container.querySelector<HTMLInputElement>('input[name="customerName"]')!.value).toBe('Kapıdan');
  });
});

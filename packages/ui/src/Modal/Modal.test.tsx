import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { describeConformance } from '../test/conformance';
import { Modal } from './Modal';
import {
  ModalProvider,
  useIsModalOpen,
  useModals,
  type ModalComponentProps,
  type ModalControls,
  type NoModalProps,
} from './ModalProvider';

// A registry as an app writes one: each pop-up's name and the props `open` takes for it.
const LOGIN_MODAL = 'loginPopupModal';
const REGISTER_MODAL = 'registerModal';
const GAME_MODAL = 'gameModal';
type TestModals = {
  [LOGIN_MODAL]: { reason?: string };
  [REGISTER_MODAL]: NoModalProps;
  [GAME_MODAL]: { gameId: number };
};

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describeConformance('Modal', Modal, {
  props: { defaultOpen: true, title: 'Aviso', closeLabel: 'Cerrar', children: 'Hola' },
  element: HTMLDivElement,
  findRoot: () => dialog(),
});

function Opener(props: Partial<Parameters<typeof Modal>[0]>) {
  return (
    <>
      <input aria-label="Antes" />
      <Modal
        title="Iniciar sesión"
        closeLabel="Cerrar"
        trigger={<Button>Entrar</Button>}
        {...props}
      >
        <input aria-label="Usuario" />
        <input aria-label="Contraseña" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with a named close button', async () => {
    await render(<Opener />);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  it('locks page scroll while open and releases it on close', async () => {
    await render(
      <div style={{ height: 3000 }}>
        <Opener />
      </div>,
    );
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => getComputedStyle(document.body).overflow).toBe('hidden');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => dialog()).toBeNull();
    await expect.poll(() => getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('does not close on a click outside', async () => {
    const onOpenChange = vi.fn();
    await render(<Opener defaultOpen onOpenChange={onOpenChange} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 }, force: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dialog()).not.toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Escape and returns focus to what opened it', async () => {
    await render(<Opener />);
    const trigger = page.getByRole('button', { name: 'Entrar' });
    await trigger.click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog()).toBeNull();
    await expect.element(trigger).toHaveFocus();
  });

  it('moves focus to its first field once laid out, not in the task that mounts it', async () => {
    await render(<Opener />);
    // Frames counted from here; the dialog's mount and the focus entering it, each by frame.
    let frames = 0;
    let counting = true;
    const tick = () => {
      frames += 1;
      if (counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    let mountedAt = -1;
    let focusedAt = -1;
    const observer = new MutationObserver(() => {
      if (mountedAt < 0 && dialog()) mountedAt = frames;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const onFocus = () => {
      if (focusedAt < 0 && dialog()?.contains(document.activeElement)) focusedAt = frames;
    };
    document.addEventListener('focusin', onFocus);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
    counting = false;
    observer.disconnect();
    document.removeEventListener('focusin', onFocus);
    expect(mountedAt).toBeGreaterThanOrEqual(0);
    expect(focusedAt).toBeGreaterThan(mountedAt);
  });

  it('without a field, starts at its own action rather than at the close button', async () => {
    await render(
      <Modal
        title="Aviso"
        closeLabel="Cerrar"
        trigger={<Button>Entrar</Button>}
        footer={<Button>Aceptar</Button>}
      >
        <p>Su sesión ha caducado.</p>
      </Modal>,
    );
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
  });

  it('gives focus to the main region when what opened it is gone', async () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          {open ? null : <Button onClick={() => setOpen(true)}>Entrar</Button>}
          <Modal open={open} onOpenChange={setOpen} title="Aviso" closeLabel="Cerrar">
            <input aria-label="Usuario" />
          </Modal>
        </main>
      );
    }
    await render(<Gone />);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog()).toBeNull();
    await expect.poll(() => document.activeElement?.tagName).toBe('MAIN');
  });

  it('traps focus inside while open', async () => {
    await render(<Opener />);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const inside = () => dialog()?.contains(document.activeElement) ?? false;
    await expect.poll(inside).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(inside()).toBe(true);
    }
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(inside()).toBe(true);
  });

  it('is 200 x 200 when the caller gives no size, and takes a size otherwise', async () => {
    const screen = await render(<Modal defaultOpen title="Aviso" closeLabel="Cerrar" />);
    // Polled: the opening transition scales the box for its first 100 ms.
    await expect.poll(() => dialog()?.getBoundingClientRect().width).toBe(200);
    expect(dialog()!.getBoundingClientRect().height).toBe(200);
    await screen.rerender(
      <Modal defaultOpen title="Aviso" closeLabel="Cerrar" width={360} height="300px" />,
    );
    await expect.poll(() => dialog()!.getBoundingClientRect().width).toBe(360);
    expect(dialog()!.getBoundingClientRect().height).toBe(300);
  });

  it("takes its size from the caller's styles, through its tokens", async () => {
    // What an app's styled pop-up does: the tokens set by its own class on the dialog.
    const style = document.createElement('style');
    style.textContent =
      '.sized-popup { --modal-width: 420px; --modal-height: 150px; --modal-max-height: 260px; }';
    document.head.append(style);
    try {
      await render(
        <Modal defaultOpen title="Entrar" closeLabel="Cerrar" className="sized-popup">
          <div style={{ height: 1000 }} />
        </Modal>,
      );
      await expect.poll(() => dialog()?.getBoundingClientRect().width).toBe(420);
      expect(dialog()!.getBoundingClientRect().height).toBe(260);
    } finally {
      style.remove();
    }
  });

  it('caps its height by maxHeight, and by the viewport whatever the tokens say', async () => {
    const screen = await render(
      <Modal defaultOpen title="Aviso" closeLabel="Cerrar" maxHeight={240}>
        <div style={{ height: 1000 }} />
      </Modal>,
    );
    await expect.poll(() => dialog()?.getBoundingClientRect().height).toBe(240);
    await screen.rerender(
      <Modal defaultOpen title="Aviso" closeLabel="Cerrar" maxHeight="5000px">
        <div style={{ height: 5000 }} />
      </Modal>,
    );
    await expect.poll(() => dialog()!.getBoundingClientRect().height).toBeLessThan(innerHeight);
  });

  it('opens with the 100 ms transition of the theme', async () => {
    await render(<Modal defaultOpen title="Aviso" closeLabel="Cerrar" />);
    await expect.poll(() => dialog()).not.toBeNull();
    expect(getComputedStyle(dialog()!).animationDuration).toBe('0.1s');
  });

  it('keeps a hidden title as the accessible name', async () => {
    await render(<Modal defaultOpen title="Anuncio" hideTitle closeLabel="Cerrar" />);
    await expect.element(page.getByRole('dialog', { name: 'Anuncio' })).toBeVisible();
    const title = page.getByText('Anuncio').element();
    expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('closes from an action wrapped in Modal.Close', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Modal
        defaultOpen
        title="¿Seguro que quiere salir?"
        closeLabel="Cerrar"
        onOpenChange={onOpenChange}
        footer={
          <Modal.Close asChild>
            <Button>Cancelar</Button>
          </Modal.Close>
        }
      />,
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

function LoginPopup({ open, onOpenChange, reason }: ModalComponentProps & { reason?: string }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Iniciar sesión"
      closeLabel="Cerrar"
      width={420}
      height={360}
    >
      {reason}
    </Modal>
  );
}

function OpenLogin() {
  const modals = useModals<TestModals>();
  const loginOpen = useIsModalOpen<TestModals>(LOGIN_MODAL);
  return (
    <>
      <Button onClick={() => modals.open(LOGIN_MODAL, { reason: 'Inicie sesión para jugar' })}>
        Jugar
      </Button>
      <output>{loginOpen ? 'abierto' : 'cerrado'}</output>
    </>
  );
}

describe('ModalProvider and useModals', () => {
  it('opens a pop-up by name with props, from anywhere below the provider', async () => {
    await render(
      <ModalProvider modals={{ [LOGIN_MODAL]: LoginPopup }}>
        <OpenLogin />
      </ModalProvider>,
    );
    expect(dialog()).toBeNull();
    await page.getByRole('button', { name: 'Jugar' }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Iniciar sesión' }))
      .toHaveTextContent('Inicie sesión para jugar');
    await expect.element(page.getByRole('status').or(page.getByText('abierto'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog()).toBeNull();
    await expect.element(page.getByText('cerrado')).toBeVisible();
  });

  it('does not render the components that only open pop-ups again when one opens or closes', async () => {
    // A lobby has a game card per game, each able to open the login pop-up: opening it must not
    // render them all again.
    let renders = 0;
    function Opener() {
      const modals = useModals<TestModals>();
      return <Button onClick={() => modals.open(LOGIN_MODAL)}>Jugar</Button>;
    }
    await render(
      <ModalProvider modals={{ [LOGIN_MODAL]: LoginPopup }}>
        <Profiler id="opener" onRender={() => (renders += 1)}>
          <Opener />
        </Profiler>
        <OpenLogin />
      </ModalProvider>,
    );
    const before = renders;
    await page.getByRole('button', { name: 'Jugar' }).first().click();
    await expect.element(page.getByText('abierto')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('cerrado')).toBeVisible();
    expect(renders).toBe(before);
  });

  it('checks the names and the props of `open` against the registry type', () => {
    // Compiled, never run: tsc fails on any line below that type-checks when it should not.
    const typeChecks = (modals: ModalControls<TestModals>) => {
      modals.open(LOGIN_MODAL);
      modals.open(LOGIN_MODAL, { reason: 'error_UNAUTHORIZED' });
      modals.open(REGISTER_MODAL);
      modals.open(GAME_MODAL, { gameId: 7 });
      modals.close(GAME_MODAL);
      // @ts-expect-error: no pop-up has this name
      modals.open('nope');
      // @ts-expect-error: nor can one be closed by it
      modals.close('nope');
      // @ts-expect-error: a prop of the wrong type
      modals.open(LOGIN_MODAL, { reason: 42 });
      // @ts-expect-error: a prop the pop-up does not take
      modals.open(LOGIN_MODAL, { gameId: 7 });
      // @ts-expect-error: a pop-up that takes no props
      modals.open(REGISTER_MODAL, { reason: 'x' });
      // @ts-expect-error: the props it needs are missing
      modals.open(GAME_MODAL);
      // @ts-expect-error: a required prop is missing
      modals.open(GAME_MODAL, {});
    };
    const registryChecks = () => {
      const Login = ({ reason }: ModalComponentProps & { reason?: string }) => <p>{reason}</p>;
      const Game = ({ gameId }: ModalComponentProps & { gameId: number }) => <p>{gameId}</p>;
      const Register = (props: ModalComponentProps) => <p>{String(props.open)}</p>;
      const ok = (
        <ModalProvider<TestModals>
          modals={{ [LOGIN_MODAL]: Login, [REGISTER_MODAL]: Register, [GAME_MODAL]: Game }}
        />
      );
      const missing = (
        // @ts-expect-error: every name of the registry type needs its pop-up
        <ModalProvider<TestModals> modals={{ [LOGIN_MODAL]: Login, [REGISTER_MODAL]: Register }} />
      );
      const wrong = (
        <ModalProvider<TestModals>
          // @ts-expect-error: a pop-up whose props are not the name's
          modals={{ [LOGIN_MODAL]: Game, [REGISTER_MODAL]: Register, [GAME_MODAL]: Game }}
        />
      );
      return [ok, missing, wrong];
    };
    expect([typeChecks, registryChecks]).toHaveLength(2);
  });

  it('refuses an unknown name with a message that lists the known ones', async () => {
    let error: unknown;
    function Bad() {
      const modals = useModals();
      return (
        <Button
          onClick={() => {
            try {
              modals.open('nope');
            } catch (e) {
              error = e;
            }
          }}
        >
          x
        </Button>
      );
    }
    await render(
      <ModalProvider modals={{ [LOGIN_MODAL]: LoginPopup }}>
        <Bad />
      </ModalProvider>,
    );
    await page.getByRole('button', { name: 'x' }).click();
    expect(String(error)).toContain('No pop-up is registered as "nope". Known: loginPopupModal');
  });

  it('useModals outside a provider says what is missing', async () => {
    function Orphan() {
      useModals();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<Orphan />)).rejects.toThrow(
      'useModals() needs a <ModalProvider> above it.',
    );
    spy.mockRestore();
  });
});

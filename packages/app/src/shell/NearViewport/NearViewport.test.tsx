import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { MountEverything, NearViewport } from './NearViewport';

// The test page's viewport is what the browser window gives it; the spacer is taller than three
// of them, so the second section starts well beyond one screen's reach.
const far = () => `${Math.ceil(window.innerHeight * 3)}px`;

describe('NearViewport', () => {
  it('mounts what is within reach at once, and what is far once it is scrolled near', async () => {
    await render(
      <>
        <NearViewport minHeight="10rem">
          <p>primera sección</p>
        </NearViewport>
        <div style={{ height: far() }} />
        <NearViewport minHeight="10rem">
          <p>sección lejana</p>
        </NearViewport>
      </>,
    );
    await expect.element(page.getByText('primera sección')).toBeInTheDocument();
    // Give the observer a chance to (wrongly) report the far section.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(document.body.textContent).not.toContain('sección lejana');
    const placeholder = document.querySelector<HTMLElement>('[data-near-viewport="waiting"]');
    expect(placeholder?.style.minHeight).toBe('10rem');

    placeholder?.scrollIntoView({ block: 'end' });
    await expect.element(page.getByText('sección lejana')).toBeInTheDocument();
    expect(document.querySelector('[data-near-viewport]')).toBeNull();
  });

  it('mounts once keyboard focus is anywhere in the page, not for a click', async () => {
    await render(
      <>
        <button type="button">arriba</button>
        <div style={{ height: far() }} />
        <NearViewport minHeight="4rem" reach="0px">
          <p>más abajo</p>
        </NearViewport>
        <div style={{ height: far() }} />
        <button type="button">abajo</button>
      </>,
    );
    // A click focuses without a focus ring: the page is not being walked by keyboard.
    await page.getByRole('button', { name: 'arriba' }).click();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(document.body.textContent).not.toContain('más abajo');
    // Tab, to the next control: the content mounts, though nothing scrolled near it.
    window.scrollTo(0, 0);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('abajo');
    await expect.element(page.getByText('más abajo')).toBeInTheDocument();
  });

  it('keeps its content once mounted, even scrolled far away again', async () => {
    await render(
      <>
        <div style={{ height: far() }} />
        <NearViewport minHeight="4rem" reach="0px">
          <p>contenido</p>
        </NearViewport>
        <div style={{ height: far() }} />
      </>,
    );
    document.querySelector('[data-near-viewport]')?.scrollIntoView({ block: 'center' });
    await expect.element(page.getByText('contenido')).toBeInTheDocument();
    window.scrollTo(0, 0);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(document.body.textContent).toContain('contenido');
  });

  it('mounts everything at once under MountEverything (the screens QA reviews whole)', async () => {
    await render(
      <MountEverything.Provider value>
        <div style={{ height: far() }} />
        <NearViewport minHeight="4rem">
          <p>al final</p>
        </NearViewport>
      </MountEverything.Provider>,
    );
    expect(document.body.textContent).toContain('al final');
  });

  it('with `settle`, looks only after that time, or as soon as the player scrolls', async () => {
    const { unmount } = await render(
      <NearViewport minHeight="4rem" settle={400}>
        <p>pie de página</p>
      </NearViewport>,
    );
    await new Promise((done) => setTimeout(done, 150));
    expect(document.body.textContent).not.toContain('pie de página');
    await expect.element(page.getByText('pie de página')).toBeInTheDocument();
    await unmount();

    await render(
      <>
        <div style={{ height: far() }} />
        <NearViewport minHeight="4rem" settle={60_000}>
          <p>tras el desplazamiento</p>
        </NearViewport>
      </>,
    );
    document.querySelector('[data-near-viewport]')?.scrollIntoView();
    await expect.element(page.getByText('tras el desplazamiento')).toBeInTheDocument();
  });
});

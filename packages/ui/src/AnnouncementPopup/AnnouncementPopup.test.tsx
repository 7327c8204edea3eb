import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { AnnouncementPopup, type Announcement } from './AnnouncementPopup';
import { sanitizeAnnouncementHtml } from './sanitize';

declare global {
  interface Window {
    __xss?: string;
    __xssControl?: boolean;
  }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const content = () =>
  dialog()?.querySelector<HTMLElement>('[data-part="announcement-content"]') ?? null;

const announcements: Announcement[] = [
  { id: 'a', title: 'Bono de bienvenida', content: '<p>Primer depósito con bono.</p>' },
  { id: 'b', title: 'Mantenimiento', content: '<p>El jueves de 02:00 a 04:00.</p>' },
  { id: 'c', title: 'Torneo', content: '<p>Premios diarios.</p>' },
];

const labels = { closeLabel: 'Cerrar', previousLabel: 'Anterior', nextLabel: 'Siguiente' };

describeConformance('AnnouncementPopup', AnnouncementPopup, {
  props: { announcements, defaultOpen: true, ...labels },
  element: HTMLDivElement,
  findRoot: () => dialog(),
});

/**
 * Classic XSS vectors. Each one, if it ran, would set `window.__xss` to its
 * own name.
 */
const payloads: readonly string[] = [
  `<script>window.__xss = 'script'</script>`,
  `<SCRIPT SRC="data:text/javascript,window.__xss='script src'"></SCRIPT>`,
  `<img src="x" onerror="window.__xss = 'img onerror'">`,
  `<img src=x onerror=window.__xss='unquoted'>`,
  `<svg onload="window.__xss = 'svg onload'"><circle r="4"></circle></svg>`,
  `<svg><script>window.__xss = 'svg script'</script></svg>`,
  `<svg><a href="javascript:window.__xss='svg link'"><text y="10">x</text></a></svg>`,
  `<a href="javascript:window.__xss = 'javascript href'">Ver premio</a>`,
  `<a href=" JaVaScRiPt:window.__xss = 'mixed case'">Mayúsculas</a>`,
  `<a href="java&#x09;script:window.__xss = 'tab entity'">Entidad</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:window.__xss='encoded'">Codificado</a>`,
  `<a href="#" onclick="window.__xss = 'onclick'">Pulse aquí</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cub3BlbmVyLl9feHNzPSdkYXRhJzwvc2NyaXB0Pg==">Datos</a>`,
  `<iframe srcdoc="<script>parent.__xss = 'iframe srcdoc'</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss = 'iframe src'"></iframe>`,
  `<object data="data:text/html,<script>parent.__xss='object'</script>"></object>`,
  `<embed src="data:text/html,<script>parent.__xss='embed'</script>">`,
  `<div style="background:url(javascript:window.__xss='style url')">Estilo</div>`,
  `<div style="width: expression(window.__xss = 'expression')">Expresión</div>`,
  `<style>@import 'javascript:window.__xss="style import"'; body { display: none; }</style>`,
  `<form action="javascript:window.__xss = 'form action'"><button>Enviar</button></form>`,
  `<button formaction="javascript:window.__xss='formaction'">Enviar</button>`,
  `<input autofocus onfocus="window.__xss = 'autofocus'">`,
  `<details open ontoggle="window.__xss = 'details ontoggle'"><summary>Más</summary></details>`,
  `<body onload="window.__xss = 'body onload'">Cuerpo</body>`,
  `<video><source onerror="window.__xss = 'video source'"></video>`,
  `<audio src="x" onerror="window.__xss = 'audio'"></audio>`,
  `<marquee onstart="window.__xss = 'marquee'">Marquesina</marquee>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss='meta'">`,
  `<base href="javascript:/">`,
  `<link rel="stylesheet" href="javascript:window.__xss='link'">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mxss'"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss='noscript'>"></p></noscript>`,
  `<template><img src=x onerror="window.__xss='template'"></template>`,
  `<p>Texto <img src="x" alt="" onerror="window.__xss = 'nested'"> seguro</p>`,
];

/** What must never be left in the sanitised content. */
function dangerIn(root: HTMLElement): string[] {
  const found: string[] = [];
  const forbidden =
    'script, iframe, object, embed, form, style, meta, base, link, input, svg, math, template, button';
  for (const el of root.querySelectorAll(forbidden)) found.push(`<${el.tagName.toLowerCase()}>`);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = Array.from(attr.value)
        .filter((c) => c.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${name}=`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction') found.push(`${name}=`);
      if (/^(javascript|vbscript):/.test(value)) found.push(`${name}=${attr.value}`);
      if (['href', 'action', 'xlink:href'].includes(name) && value.startsWith('data:')) {
        found.push(`${name}=${attr.value}`);
      }
    }
  }
  return found;
}

/**
 * Waits until a broken image handler inserted without sanitising has run:
 * by then the browser has also fired (or not) the handlers of the payload.
 */
async function settle() {
  const control = document.createElement('div');
  control.innerHTML = '<img src="x" alt="" onerror="window.__xssControl = true">';
  document.body.append(control);
  // Generous: on a loaded machine the error event can take more than a second.
  await expect.poll(() => window.__xssControl, { timeout: 10_000 }).toBe(true);
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  control.remove();
  delete window.__xssControl;
}

describe('AnnouncementPopup sanitising', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it('the harness catches a payload that runs (control)', async () => {
    const raw = document.createElement('div');
    raw.innerHTML = `<img src="x" onerror="window.__xss = 'raw'">`;
    document.body.append(raw);
    await expect.poll(() => window.__xss, { timeout: 10_000 }).toBe('raw');
    raw.remove();
  });

  it.each(payloads.map((payload) => [payload]))(
    'runs nothing and drops the danger: %s',
    async (payload) => {
      await render(
        <AnnouncementPopup
          defaultOpen
          {...labels}
          announcements={[{ id: 'x', title: 'Aviso', content: `<p>Hola</p>${payload}` }]}
        />,
      );
      await expect.poll(content).not.toBeNull();
      const root = content()!;
      expect(root.textContent).toContain('Hola');
      expect(dangerIn(root)).toEqual([]);
      // Follow every link that is left (none may run script), without leaving the page.
      for (const link of root.querySelectorAll('a')) {
        link.addEventListener('click', (event) => event.preventDefault());
        link.click();
      }
      await settle();
      expect(window.__xss).toBeUndefined();
    },
  );

  it('keeps the formatting an operator uses and opens links in a new tab', () => {
    const html = sanitizeAnnouncementHtml(
      '<h3>Título</h3><p style="color:#000">Un <strong>bono</strong> y <em>más</em>.</p><ul><li>Uno</li></ul><a href="https://promos.example.com/">Ver</a><img src="https://cdn.example.com/b.png" alt="Banner">',
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('h3')?.textContent).toBe('Título');
    expect(box.querySelector('strong')?.textContent).toBe('bono');
    expect(box.querySelector('li')?.textContent).toBe('Uno');
    expect(box.querySelector('p')?.hasAttribute('style')).toBe(false);
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://promos.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('Banner');
  });
});

describe('AnnouncementPopup', () => {
  it('is a dialog named by the shown announcement, with its content', async () => {
    await render(<AnnouncementPopup defaultOpen {...labels} announcements={announcements} />);
    await expect.element(page.getByRole('dialog', { name: 'Bono de bienvenida' })).toBeVisible();
    expect(content()?.innerHTML).toBe('<p>Primer depósito con bono.</p>');
  });

  it('pages with previous and next, showing the position', async () => {
    const onIndexChange = vi.fn();
    await render(
      <AnnouncementPopup
        defaultOpen
        {...labels}
        announcements={announcements}
        onIndexChange={onIndexChange}
      />,
    );
    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Siguiente' });
    await expect.element(page.getByText('1 / 3')).toBeVisible();
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect.element(page.getByRole('dialog', { name: 'Mantenimiento' })).toBeVisible();
    await expect.element(page.getByText('2 / 3')).toBeVisible();
    await next.click();
    await expect.element(page.getByText('3 / 3')).toBeVisible();
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    // Playwright treats aria-disabled as disabled: force the click a player could still make.
    await next.click({ force: true });
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
    await expect.element(next).toHaveFocus();
    await previous.click();
    await expect.element(page.getByRole('dialog', { name: 'Mantenimiento' })).toBeVisible();
  });

  it('announces the position politely', async () => {
    await render(<AnnouncementPopup defaultOpen {...labels} announcements={announcements} />);
    await expect.element(page.getByText('1 / 3')).toHaveAttribute('aria-live', 'polite');
  });

  it('takes a position format and a controlled index', async () => {
    const screen = await render(
      <AnnouncementPopup
        defaultOpen
        {...labels}
        announcements={announcements}
        index={2}
        formatPosition={(c, t) => `${c} de ${t}`}
      />,
    );
    await expect.element(page.getByText('3 de 3')).toBeVisible();
    await screen.rerender(
      <AnnouncementPopup
        defaultOpen
        {...labels}
        announcements={announcements}
        index={0}
        formatPosition={(c, t) => `${c} de ${t}`}
      />,
    );
    await expect.element(page.getByText('1 de 3')).toBeVisible();
  });

  it('hands every announcement seen to onDismiss on close, with the box state', async () => {
    const onDismiss = vi.fn();
    await render(
      <AnnouncementPopup
        defaultOpen
        {...labels}
        announcements={announcements}
        rememberLabel="No volver a mostrar en esta sesión"
        onDismiss={onDismiss}
      />,
    );
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.element(page.getByText('2 / 3')).toBeVisible();
    await page.getByRole('checkbox', { name: 'No volver a mostrar en esta sesión' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.poll(dialog).toBeNull();
    expect(onDismiss.mock.calls).toEqual([
      [announcements[0], { remember: true }],
      [announcements[1], { remember: true }],
    ]);
  });

  it('reports remember: false when the box is left unticked', async () => {
    const onDismiss = vi.fn();
    await render(
      <AnnouncementPopup
        defaultOpen
        {...labels}
        announcements={announcements}
        rememberLabel="No volver a mostrar en esta sesión"
        onDismiss={onDismiss}
      />,
    );
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(dialog).toBeNull();
    expect(onDismiss.mock.calls).toEqual([[announcements[0], { remember: false }]]);
  });

  it('without a box, a close is remembered (spec 4.9)', async () => {
    const onDismiss = vi.fn();
    await render(
      <AnnouncementPopup
        defaultOpen
        {...labels}
        announcements={announcements.slice(0, 1)}
        onDismiss={onDismiss}
      />,
    );
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
    expect(page.getByRole('button', { name: 'Siguiente' }).query()).toBeNull();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    expect(onDismiss).toHaveBeenCalledWith(announcements[0], { remember: true });
  });

  it('renders nothing without announcements', async () => {
    const screen = await render(<AnnouncementPopup defaultOpen {...labels} announcements={[]} />);
    expect(dialog()).toBeNull();
    expect(screen.container.innerHTML).toBe('');
  });
});

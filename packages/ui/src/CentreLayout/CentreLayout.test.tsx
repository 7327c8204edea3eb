import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { CentreLayout } from './CentreLayout';

const menu = (
  <ul>
    <li>
      <a href="#cuenta">Mi cuenta</a>
    </li>
  </ul>
);

describeConformance('CentreLayout', CentreLayout, {
  props: { menuLabel: 'Centro de miembros', menu },
  element: HTMLDivElement,
});

describe('CentreLayout', () => {
  it('puts the menu in a named navigation beside the page on wide screens', async () => {
    await page.viewport(1024, 700);
    await render(
      <CentreLayout menuLabel="Centro de miembros" menu={menu} title="Mi cuenta">
        <p>Contenido</p>
      </CentreLayout>,
    );
    await expect
      .element(page.getByRole('navigation', { name: 'Centro de miembros' }))
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    // The phone toggle is not rendered as a control at all on wide screens.
    expect(getComputedStyle(document.querySelector('button[aria-controls]')!).display).toBe('none');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  });

  it('folds the menu behind a toggle on phones', async () => {
    await page.viewport(360, 700);
    try {
      await render(<CentreLayout menuLabel="Centro de miembros" menu={menu} />);
      const toggle = page.getByRole('button', { name: 'Centro de miembros' });
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.querySelector('a')!.checkVisibility()).toBe(false);
      await toggle.click();
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.element(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    } finally {
      await page.viewport(1024, 768);
    }
  });
});

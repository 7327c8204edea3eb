import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

/** A real png (8 x 8, blue), and a text file dressed up as one. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQ9buBFTEMLQkAXtlQwTWdBQcAAAAASUVORK5CYII=';
const png = (name: string) =>
  new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

describe('feedback (spec 1, 5), on the real server', () => {
  it('is sent from the footer with a screenshot, and the operator reads it', async () => {
    await renderApp('/');
    // The footer is drawn as it nears the viewport, once the lobby above it has its height.
    await expect
      .poll(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('footer');
      })
      .not.toBeNull();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Comentarios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comentarios' });
    // Nothing written: said on the field, nothing sent.
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(dialog.getByText('Escriba su comentario')).toBeVisible();
    const comment = `El juego se congela ${Date.now()}`;
    await dialog.getByRole('textbox', { name: /Comentario/u }).fill(comment);
    await dialog.getByRole('textbox', { name: /Contacto/u }).fill('jugador@example.com');
    // A text file named .png is refused by its bytes before anything is sent; removing it clears it.
    await userEvent.upload(dialog.getByLabelText(/Añadir imagen/u), [
      new File(['hola'], 'falsa.png', { type: 'image/png' }),
    ]);
    await expect.element(dialog.getByText('Solo se admiten imágenes png o jpg')).toBeVisible();
    await dialog.getByRole('button', { name: 'Quitar falsa.png' }).click();
    await userEvent.upload(dialog.getByLabelText(/Añadir imagen/u), [png('captura.png')]);
    await expect.element(dialog.getByRole('img', { name: 'captura.png' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const sent = dialog.getByRole('status');
    await expect.element(sent).toHaveTextContent(/Recibimos su comentario con el número \d+/u);
    const id = /número (\d+)/u.exec(sent.element().textContent ?? '')![1]!;
    const shown = await commands.operator(['feedback-show', id]);
    expect(shown).toContain(comment);
    expect(shown).toContain('contact: jugador@example.com');
    expect(shown).toContain('image 1: image/png');
    // Many steps through a real server on a busy machine.
  }, 60_000);

  it('opens from the side menu too', async () => {
    await renderApp('/');
    await page
      .getByRole('navigation', { name: /menú/iu })
      .getByRole('button', { name: 'Comentarios' })
      .click();
    await expect.element(page.getByRole('dialog', { name: 'Comentarios' })).toBeVisible();
  });
});

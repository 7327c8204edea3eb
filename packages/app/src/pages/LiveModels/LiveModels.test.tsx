import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { switchLanguage } from '../../i18n';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
const list = () => main().getByRole('list', { name: 'Modelos' });
const card = (name: string) =>
  list()
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

let serial = 0;
/** A model of this test's own, online, so that its viewers are this test's alone. */
async function ownModel(): Promise<{ id: number; name: string }> {
  const name = `Prueba${Date.now().toString(36).slice(-5)}${(serial += 1)}`;
  const out = await commands.operator(['live-model-add', '--name', name, '--status', 'online']);
  return { id: Number(/#(\d+)/u.exec(out)?.[1]), name };
}

/** The chat page inside the app's frame, once its script has shown the model's greeting. */
async function chatDocument(): Promise<Document> {
  let doc: Document | null | undefined;
  await expect
    .poll(() => {
      doc = document.querySelector('iframe')?.contentDocument;
      return doc?.querySelectorAll('.message.model').length ?? 0;
    })
    .toBeGreaterThan(0);
  return doc!;
}

describe('the live models page (/liveModels)', () => {
  it('lists the models with their status, language and viewers, and asks a visitor to log in', async () => {
    await renderApp('/liveModels');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Modelos en vivo' }))
      .toBeVisible();
    await expect.element(card('Emma').getByText('En línea')).toBeVisible();
    await expect.element(card('Emma').getByText('Habla inglés')).toBeVisible();
    await expect.element(card('Emma').getByText(/^\d+ en el chat$/u)).toBeVisible();
    await expect.element(card('Sofía').getByText('En privado')).toBeVisible();
    await expect.element(card('Sofía').getByText('En un chat privado ahora')).toBeVisible();
    await expect.element(card('Sofía').getByRole('button')).not.toBeInTheDocument();
    await expect.element(card('Olivia').getByText('Sin conexión')).toBeVisible();
    await card('Emma').getByRole('button', { name: 'Chatear con Emma' }).click();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect.element(login).toBeVisible();
    await expect.element(login.getByText('No ha iniciado sesión, inicie sesión')).toBeVisible();
  });

  it("opens a member's chat in its frame, where the model answers, and counts the member a viewer", async () => {
    const model = await ownModel();
    const { token, username } = await freshMember('livechat');
    const { router } = await renderApp('/liveModels', { token, account: username });
    await card(model.name)
      .getByRole('button', { name: `Chatear con ${model.name}` })
      .click();
    await expect.poll(() => router.state.location.pathname).toBe('/liveChat');
    await expect
      .element(main().getByRole('heading', { level: 1, name: `Chat con ${model.name}` }))
      .toBeVisible();
    await expect
      .poll(() => document.querySelector('iframe')?.getAttribute('src') ?? '')
      .toMatch(/^\/demo\/live\//u);
    expect(document.querySelector('iframe')?.getAttribute('title')).toBe(
      `Chat en vivo con ${model.name}`,
    );

    const chat = await chatDocument();
    expect(chat.querySelector('.message.model .text')?.textContent).toContain(`Soy ${model.name}`);
    const input = chat.querySelector<HTMLTextAreaElement>('#message')!;
    input.value = 'Hola, ¿cómo estás?';
    chat.querySelector<HTMLFormElement>('#send')!.requestSubmit();
    await expect
      .poll(() => chat.querySelectorAll('.message.model').length, { timeout: 10_000 })
      .toBe(2);
    expect(chat.querySelector('.message.member .text')?.textContent).toBe('Hola, ¿cómo estás?');
    expect([...chat.querySelectorAll('.message.model .text')].at(-1)?.textContent).toMatch(
      /^¡Hola, .+! Qué alegría verte por aquí\. ¿Cómo estás\?$/u,
    );

    const { models } = await apiCall(calls.liveModels, { query: {} });
    expect(models.find((m) => m.modelId === model.id)?.viewers).toBe(1);

    // The way back leaves the chat: the member is no longer among the viewers.
    await main().getByRole('link', { name: 'Volver a los modelos' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/liveModels');
    await expect
      .poll(
        async () =>
          (await apiCall(calls.liveModels, { query: {} })).models.find(
            (m) => m.modelId === model.id,
          )?.viewers,
        { timeout: 10_000 },
      )
      .toBe(0);
  });

  it('keeps a trial account out of the chat, with the register-first pop-up', async () => {
    const trial = await apiCall(calls.freeplay, { body: { platform: 'W' } });
    const { router } = await renderApp('/liveModels', {
      token: trial.token,
      account: trial.account,
    });
    await card('Emma').getByRole('button', { name: 'Chatear con Emma' }).click();
    await expect.element(page.getByText('Primero registre una cuenta')).toBeVisible();
    expect(router.state.location.pathname).toBe('/liveModels');
  });

  it('says why a chat cannot open (the model went offline), with the way back', async () => {
    const model = await ownModel();
    await commands.operator(['live-model-edit', String(model.id), '--status', 'offline']);
    const { token, username } = await freshMember('liveoff');
    const { router } = await renderApp(`/liveChat?modelId=${model.id}&name=${model.name}`, {
      token,
      account: username,
    });
    const alert = main().getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent('No está en línea ahora: elija a otra persona o vuelva más tarde');
    expect(document.querySelector('iframe')).toBeNull();
    await alert.getByRole('button', { name: 'Volver a los modelos' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/liveModels');
  });

  it('is reached from the live casino, and follows a language switch', async () => {
    const { router, i18n } = await renderApp('/live');
    await main().getByRole('link', { name: 'Chatee con modelos en vivo' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/liveModels');
    await expect.element(card('Emma').getByText('Habla inglés')).toBeVisible();
    await switchLanguage(i18n, 'en');
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Live models' }))
      .toBeVisible();
    await expect
      .element(
        main()
          .getByRole('list', { name: 'Models' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Valentina', exact: true }) })
          .getByText('Speaks Spanish'),
      )
      .toBeVisible();
  });
});

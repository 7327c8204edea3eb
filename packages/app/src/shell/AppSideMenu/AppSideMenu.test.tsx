// The side menu's official channels (spec 2.5) against the real server: the entry is there while
// the operator has channels (`cli channels`), opens their list, and goes once there are none.
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { OFFICIAL_CHANNELS } from '@portal/contract';
import { renderApp } from '../../test/renderApp';
import { CHANNEL_ICONS } from '../officialChannels';

afterEach(() => cleanup());

const sideMenu = () => page.getByRole('navigation', { name: 'Menú lateral' });

describe('the side menu', () => {
  it('lists the official channels while the operator has any', async () => {
    expect(Object.keys(CHANNEL_ICONS)).toEqual([...OFFICIAL_CHANNELS]);
    await renderApp('/');
    await sideMenu().getByRole('button', { name: 'Canales oficiales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Canales oficiales' });
    await expect
      .element(dialog.getByRole('link', { name: /^Telegram/u }))
      .toHaveAttribute('href', 'https://t.me/portal_demo');
    cleanup();

    await commands.operator(['channels', 'TELEGRAM_CHANNEL', 'off']);
    await commands.operator(['channels', 'YOUTUBE', 'off']);
    try {
      await renderApp('/');
      await expect.element(sideMenu().getByRole('button', { name: 'Comentarios' })).toBeVisible();
      await expect
        .element(sideMenu().getByRole('button', { name: 'Canales oficiales' }))
        .not.toBeInTheDocument();
    } finally {
      await commands.operator(['channels', 'TELEGRAM_CHANNEL', 'https://t.me/portal_demo']);
      await commands.operator(['channels', 'YOUTUBE', 'https://www.youtube.com/@portal-demo']);
    }
  });
});

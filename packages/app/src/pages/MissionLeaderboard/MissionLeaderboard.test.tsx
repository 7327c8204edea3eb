import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { freshMember, playRounds } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
const menu = () => page.getByRole('navigation', { name: 'Menú del centro de miembros' });
const idIn = (out: string) => /#(\d+)/u.exec(out)?.[1] ?? '';

describe('the missions (spec 2.7 missionLeaderboard)', () => {
  it('shows the progress the rounds just played made, the red count, and pays a claim once', async () => {
    const title = `Dos rondas ${Date.now().toString(36)}`;
    const mission = idIn(
      await commands.operator([
        'mission-add',
        '--kind',
        'rounds',
        '--target',
        '2',
        '--reward',
        '3',
        '--title-es',
        title,
        '--title-en',
        'Two rounds',
      ]),
    );
    try {
      const { token, username } = await freshMember('mission', { credit: '100' });
      await playRounds(token, [5, 5]);
      await renderApp('/member?page=missionLeaderboard', { token, account: username });
      await expect
        .element(main().getByRole('heading', { level: 1, name: 'Misiones' }))
        .toBeVisible();
      const card = main().getByRole('listitem').filter({ hasText: title });
      await expect.element(card.getByText('2 de 2')).toBeVisible();
      await expect.element(card.getByText('Completada: reclame su recompensa')).toBeVisible();
      // The menu's red count says a mission waits.
      await expect
        .element(menu().getByRole('button', { name: /Misiones/u }))
        .toHaveTextContent(/Misiones\s*[1-9]/u);

      await card.getByRole('button', { name: 'Reclamar la recompensa' }).click();
      await expect.element(main().getByRole('status')).toHaveTextContent(/3,00 abonados/u);
      await expect.element(card.getByText('Recompensa reclamada')).toBeVisible();
      await expect.element(card.getByRole('button')).not.toBeInTheDocument();

      // The leaderboard lists the member among those who bet today.
      await main().getByRole('tab', { name: 'Clasificación' }).click();
      await page.getByRole('combobox', { name: 'Periodo' }).selectOptions('day');
      await expect.element(main().getByText(/^N\.º \d+ · .*10,00$/u)).toBeVisible();
      await expect
        .element(
          main().getByRole('cell', { name: `${username.slice(0, 2)}***${username.slice(-1)}` }),
        )
        .toBeVisible();
    } finally {
      await commands.operator(['mission-end', mission]);
    }
  });

  it('takes a raffle entry once the member has bet enough', async () => {
    const title = `Rifa ${Date.now().toString(36)}`;
    await commands.operator([
      'raffle-add',
      '--title-es',
      title,
      '--prizes',
      '50,20',
      '--min-bets',
      '10',
      '--draw',
      '2099-12-24T20:00Z',
    ]);
    const { token, username } = await freshMember('raffle', { credit: '100' });
    await renderApp('/member?page=missionLeaderboard', { token, account: username });
    await main().getByRole('tab', { name: 'Sorteos' }).click();
    const card = main().getByRole('listitem').filter({ hasText: title });
    await expect
      .element(card.getByRole('button', { name: 'Participar en el sorteo' }))
      .toBeDisabled();
    await expect.element(card.getByText(/Apueste .*10,00 más para participar/u)).toBeVisible();
    cleanup();

    await playRounds(token, [10]);
    await renderApp('/member?page=missionLeaderboard', { token, account: username });
    await main().getByRole('tab', { name: 'Sorteos' }).click();
    const again = main().getByRole('listitem').filter({ hasText: title });
    await again.getByRole('button', { name: 'Participar en el sorteo' }).click();
    await expect
      .element(main().getByRole('status'))
      .toHaveTextContent(`Ya participa en el sorteo ${title}`);
    await expect.element(again.getByText('Participa en el sorteo', { exact: true })).toBeVisible();
    await expect.element(again.getByText(/^[0-9a-f]{64}$/u)).toBeVisible();
  });
});

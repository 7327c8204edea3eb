import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { renderApp } from '../../test/renderApp';
import { teamAccount } from '../AgentTeamOverview/teamKit';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe("the agents' announcements (spec 2.8 agentAnnouncement)", () => {
  it('shows what the operator published to agents, newest first, a paragraph a line', async () => {
    const mark = Date.now().toString(36);
    await commands.operator([
      'agent-announce',
      '--title:es',
      `Primero ${mark}`,
      '--body:es',
      'Una línea.',
    ]);
    await commands.operator([
      'agent-announce',
      '--title:es',
      `Segundo ${mark}`,
      '--body:es',
      `Primer párrafo ${mark}.\nSegundo párrafo ${mark}.`,
    ]);
    const agent = await teamAccount('agent', 'an');
    await renderApp('/agentHome?page=agentAnnouncement', {
      token: agent.token,
      account: agent.username,
    });
    const list = main().getByRole('list', { name: 'Anuncios' });
    const second = list.getByRole('listitem').filter({ hasText: `Segundo ${mark}` });
    await expect
      .element(second.getByRole('heading', { level: 2 }))
      .toHaveTextContent(`Segundo ${mark}`);
    await expect.element(second.getByText(`Primer párrafo ${mark}.`)).toBeVisible();
    await expect.element(second.getByText(`Segundo párrafo ${mark}.`)).toBeVisible();
    // Newest first: the second one published comes before the first.
    const titles = list
      .getByRole('heading', { level: 2 })
      .elements()
      .map((h) => h.textContent);
    expect(titles.indexOf(`Segundo ${mark}`)).toBeLessThan(titles.indexOf(`Primero ${mark}`));
    expect(titles.indexOf(`Primero ${mark}`)).toBeGreaterThanOrEqual(0);
  });
});

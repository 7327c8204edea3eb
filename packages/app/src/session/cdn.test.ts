import { afterEach, describe, expect, it, vi } from 'vitest';

// Each case loads the module afresh: its one draw per visit is taken when it is first imported.
async function visit(random: number) {
  vi.spyOn(Math, 'random').mockReturnValue(random);
  vi.resetModules();
  return import('./cdn');
}

const lists = {
  imageCDNs: ['https://img1.example.com', 'https://img2.example.com/', 'https://img3.example.com'],
  launchGameCDNs: ['https://play1.example.com', 'https://play2.example.com'],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CDN picked from the operator lists (spec 3)', () => {
  it('picks each base of a list, by the visit’s draw', async () => {
    const images = new Set<string>();
    const launches = new Set<string>();
    for (const random of [0, 0.34, 0.5, 0.67, 0.99]) {
      const cdn = await visit(random);
      cdn.takeCdnLists(lists);
      images.add(cdn.artworkUrl('/img/game.png'));
      launches.add(cdn.gameAddress('/demo/slot?game=1'));
    }
    expect([...images].sort()).toEqual([
      'https://img1.example.com/img/game.png',
      'https://img2.example.com/img/game.png',
      'https://img3.example.com/img/game.png',
    ]);
    expect([...launches].sort()).toEqual([
      'https://play1.example.com/demo/slot?game=1',
      'https://play2.example.com/demo/slot?game=1',
    ]);
  });

  it('keeps one base for the whole visit, however often the system info answers', async () => {
    const cdn = await visit(0.5);
    cdn.takeCdnLists(lists);
    const first = cdn.artworkUrl('/a.png');
    vi.mocked(Math.random).mockReturnValue(0);
    cdn.takeCdnLists(lists);
    expect(cdn.artworkUrl('/a.png')).toBe(first);
    expect(first).toBe('https://img2.example.com/a.png');
  });

  it('leaves absolute addresses alone, and serves from the API without a list', async () => {
    const cdn = await visit(0.9);
    cdn.takeCdnLists({ imageCDNs: [], launchGameCDNs: [] });
    expect(cdn.artworkUrl('/a.png')).toBe('/a.png');
    cdn.takeCdnLists(lists);
    expect(cdn.artworkUrl('https://vendor.example.com/a.png')).toBe(
      'https://vendor.example.com/a.png',
    );
  });
});

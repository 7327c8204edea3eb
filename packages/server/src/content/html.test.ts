import { describe, expect, it } from 'vitest';
import { bannerArt, BANNER_SIZES, promotionArt, wrap } from './art';
import { htmlProblems, isPlainText } from './html';
import { DEMO_ANNOUNCEMENTS, DEMO_PROMOTIONS } from '../db/seed/content';

describe('the announcement HTML check', () => {
  it('lets through the HTML operators write: text, lists, links, images, tables', () => {
    for (const html of [
      '<p>Hola <strong>mundo</strong> &amp; <em>más</em></p>',
      '<h3>Título</h3><ul><li>uno</li><li>dos</li></ul><ol><li>tres</li></ol><hr/><br>',
      '<a href="https://portal.example.com/promotions?a=1&amp;b=2" target="_blank" rel="noopener">ver</a>',
      '<a href="/promotions">promos</a> <a href="#term">términos</a> <a href="mailto:soporte@example.com">correo</a>',
      "<img src='https://img1.example.com/a.png' alt='premio' width=300 height=\"100\">",
      '<table><thead><tr><th colspan="2">Nivel</th></tr></thead><tbody><tr><td>VIP</td><td>1</td></tr></tbody></table>',
      '<div class="aviso" title="nota"><span>2 &gt; 1</span></div>',
      'texto sin etiquetas > y más',
    ])
      expect(htmlProblems(html), html).toEqual([]);
  });

  it('passes every seeded announcement and promotion', () => {
    for (const a of DEMO_ANNOUNCEMENTS)
      for (const t of Object.values(a.texts)) expect(htmlProblems(t.content), a.key).toEqual([]);
    for (const p of DEMO_PROMOTIONS)
      for (const t of Object.values(p.texts)) expect(htmlProblems(t.content), p.key).toEqual([]);
  });

  it('refuses script, handlers, frames, forms, styles, comments and dangerous links', () => {
    const cases: [string, string][] = [
      ['<script>alert(1)</script>', '<script> is not allowed (at character 1)'],
      ['<ScRiPt>alert(1)</ScRiPt>', '<script> is not allowed'],
      ['<p onclick="x()">a</p>', 'event attribute onclick is not allowed'],
      ['<p ONMOUSEOVER=x()>a</p>', 'event attribute onmouseover'],
      [
        '<a href="javascript:alert(1)">a</a>',
        'href="javascript:alert(1)" is not an allowed address',
      ],
      ['<a href=" JAVASCRIPT:alert(1)">a</a>', 'is not an allowed address'],
      ['<a href="data:text/html,x">a</a>', 'is not an allowed address'],
      ['<a href="//evil.example">a</a>', 'is not an allowed address'],
      ['<a href="&#106;avascript:x">a</a>', 'character references'],
      ['<img src="x" onerror="x()">', 'event attribute onerror'],
      ['<img src="javascript:x">', 'is not an allowed address'],
      ['<iframe src="https://a.example"></iframe>', '<iframe> is not allowed'],
      ['<object data="x"></object>', '<object> is not allowed'],
      ['<form action="/x"><input></form>', '<form> is not allowed'],
      ['<style>p{}</style>', '<style> is not allowed'],
      ['<link rel="stylesheet" href="x">', '<link> is not allowed'],
      ['<meta http-equiv="refresh" content="0">', '<meta> is not allowed'],
      ['<svg><script>x</script></svg>', '<svg> is not allowed'],
      ['<p style="background:url(javascript:x)">a</p>', 'attribute style is not allowed on <p>'],
      ['<a href="x"onclick="y">a</a>', 'not a complete allowed tag'],
      ['<img src=/a.png/onerror=x>', 'not a complete allowed tag'],
      ['<scr<script>ipt>', 'not a complete allowed tag'],
      ['1 < 2', 'write a literal < as &lt;'],
      ['<!--[if IE]><script>x</script><![endif]-->', 'comments are not allowed'],
      ['<![CDATA[x]]>', 'not a complete allowed tag'],
      ['<?xml version="1.0"?>', 'not a complete allowed tag'],
      ['</p class="x">', 'cannot have attributes'],
    ];
    for (const [html, message] of cases) {
      const problems = htmlProblems(html);
      expect(problems.join('\n'), html).toContain(message);
    }
  });

  it('reports every problem with its position', () => {
    expect(htmlProblems('<p>ok</p><script>x</script><p onclick=y>')).toEqual([
      '<script> is not allowed (at character 10)',
      '</script> is not allowed (at character 19)',
      'event attribute onclick is not allowed (at character 28)',
    ]);
  });

  it('tells plain text from markup', () => {
    expect(isPlainText('Bono del 100 % & más')).toBe(true);
    expect(isPlainText('<b>Bono</b>')).toBe(false);
  });
});

describe('content artwork', () => {
  it('draws the same banner the same way, sized for its group, escaping its text', () => {
    const banner = {
      id: 7,
      group: 'w_home' as const,
      title: 'Gane <mucho> & "más"',
      subtitle: 'Todo el fin de semana',
      badge: 'EVENTO',
    };
    const svg = bannerArt(banner);
    expect(bannerArt(banner)).toBe(svg);
    expect(svg).toContain(
      `width="${BANNER_SIZES.w_home.width}" height="${BANNER_SIZES.w_home.height}"`,
    );
    expect(svg).toContain('Gane &lt;mucho&gt; &amp; &quot;más&quot;');
    expect(svg).not.toMatch(/<script|\son\w+=|href=|<image/iu);
    expect(bannerArt({ ...banner, id: 8 })).not.toBe(svg);
    const left = bannerArt({ ...banner, group: 'w_left_menu' });
    expect(left).toContain('width="240" height="120"');
    expect(left).not.toContain('Todo el fin de semana');
  });

  it('draws a promotion card with its badge and summary', () => {
    const svg = promotionArt({
      id: 1,
      promoType: 'VIP',
      title: 'Regalo',
      summary: 'Un bono',
      badge: 'VIP',
    });
    expect(svg).toContain('>VIP</text>');
    expect(svg).toContain('>Un bono</text>');
  });

  it('wraps long titles into at most the lines that fit, ending in an ellipsis', () => {
    expect(wrap('uno dos tres cuatro', 8, 2)).toEqual(['uno dos', 'tres …']);
    expect(wrap('corto', 8, 2)).toEqual(['corto']);
    expect(wrap('supercalifragilistico', 8, 2)).toEqual(['superca…']);
    for (const line of wrap('a '.repeat(200), 10, 3))
      expect([...line].length).toBeLessThanOrEqual(10);
  });
});

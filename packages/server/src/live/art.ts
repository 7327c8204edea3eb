import { escapeXml, hsl, seedOf, svgImage } from '../artwork/svg';

/** How long clients may keep a drawn avatar, in seconds: it changes only with the model's name. */
export const LIVE_AVATAR_MAX_AGE = 3600;

/**
 * The avatar the server draws for a model that has none of its own: a disc in colours drawn from
 * the model's id, with a face and the first letter of its name.
 */
export function modelAvatarSvg(model: { id: number; name: string }): string {
  const seed = seedOf(['live-model', model.id]);
  const hue = (seed[0] ?? 0) * 1.41;
  const initial = Array.from(model.name.trim())[0]?.toUpperCase() ?? '?';
  return svgImage({
    width: 96,
    height: 96,
    title: model.name,
    rx: 48,
    gradient: {
      id: 'g',
      x1: '0',
      y1: '0',
      x2: '1',
      y2: '1',
      from: hsl(hue, 72, 62),
      to: hsl(hue + 50, 60, 36),
    },
    content: [
      `<circle cx="48" cy="38" r="19" fill="${hsl(hue + 20, 45, 90)}"/>`,
      `<path d="M16 86c4-20 17-29 32-29s28 9 32 29z" fill="${hsl(hue + 20, 45, 90)}"/>`,
      `<text x="48" y="45" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${hsl(hue, 60, 28)}">${escapeXml(initial)}</text>`,
    ],
  });
}

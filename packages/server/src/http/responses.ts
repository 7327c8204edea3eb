import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from './static';

/** The game pages (demo slot, lottery) are framed by the portal (its seamless area): same origin only. */
const PAGE_CSP = contentSecurityPolicy({ frameAncestors: "'self'" });

/** Sends a game page the portal frames; never cached, since it carries a game-session token. */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .send(html);
}

/** Sends the script or style sheet of a game page, kept an hour by clients. */
export const sendAsset = (reply: FastifyReply, type: 'javascript' | 'css', body: string) =>
  reply
    .type(`text/${type}; charset=utf-8`)
    .header('cache-control', 'public, max-age=3600')
    .send(body);

/** The policy of the artwork answers: nothing may run or be fetched, inline styles may apply. */
const ART_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Sends an SVG drawn by the server, kept `maxAge` seconds by clients and proxies; its entity tag is
 * a hash of its bytes, so that a revalidation of unchanged artwork answers 304.
 */
export function sendSvg(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string,
  maxAge: number,
): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('content-security-policy', ART_CSP)
    .header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

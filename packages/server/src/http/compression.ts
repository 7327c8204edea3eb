import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses the calls' answers for a client that accepts it, Brotli first, then gzip: the game
 * list, the game menus and the system info (about 4.6 kB each, a player's first screen waits for
 * all three) come to under 1 kB. Brotli at quality 4: about gzip's size at a fraction of its
 * default quality's CPU, which would cost more than a phone's network saves.
 *
 * Left alone: the app's files, precompressed by its build (their answer carries its encoding
 * already), and the event streams (http/sse.ts), hijacked answers that Fastify does not send.
 * Request bodies are not inflated: every call's body limit applies to the bytes that came.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

import { FEEDBACK_MAX_IMAGE_BYTES } from '@portal/contract';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import {
  BACKENDS,
  multipartBody,
  startHarness,
  type FormFile,
  type Harness,
} from '../test/harness';

/** A real PNG (1x1, gray) and the start of a real JPEG (SOI, APP0 JFIF). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);

const image = (filename: string, data: Buffer, type = 'image/png'): FormFile => ({
  field: 'images',
  filename,
  type,
  data,
});

describe.each(BACKENDS)('feedback on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { TRUSTED_PROXIES: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  describe('feedback', () => {
    const send = (fields: Record<string, string | string[]>, files: FormFile[] = []) => {
      const { payload, headers } = multipartBody(fields, files);
      return h.call({ method: 'PUT', url: '/wps/feedback', payload, headers });
    };

    it('keeps the content and the png and jpg images, typed by their bytes', async () => {
      const content = '¡Gracias! 🎲'.padEnd(140, 'x');
      const res = await send({ content, contact: 'demo01@example.com' }, [
        image('captura.png', PNG),
        // A JPEG named and declared as something else is still a JPEG.
        image('photo.bin', JPEG, 'application/octet-stream'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().value.id as number;
      const [row] = await h.db.query<{ content: string; contact: string }>(
        'SELECT content, contact FROM feedback WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ content, contact: 'demo01@example.com' });
      const images = await h.db.query<{ mime: string; bytes: Uint8Array }>(
        'SELECT mime, bytes FROM feedback_images WHERE feedback_id = $1 ORDER BY id',
        [id],
      );
      expect(images.map((i) => i.mime)).toEqual(['image/png', 'image/jpeg']);
      expect(Buffer.from(images[0]?.bytes ?? []).equals(PNG)).toBe(true);
      expect(Buffer.from(images[1]?.bytes ?? []).equals(JPEG)).toBe(true);
    });

    it('takes content alone', async () => {
      const res = await send({ content: 'La página carga lento' });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.id).toBeGreaterThan(0);
    });

    it.each([
      [{}, 'content'],
      [{ content: '' }, 'content'],
      [{ content: '   ' }, 'content'],
      [{ content: 'y'.repeat(141) }, 'content'],
      [{ content: 'ok', contact: 'c'.repeat(101) }, 'contact'],
      // Sent twice, a field is not silently the last of its values.
      [{ content: ['first', 'second'] }, 'content'],
    ])('refuses the fields %j naming %s', async (fields, field) => {
      const res = await send(fields as Record<string, string | string[]>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.json().message).toContain(field);
    });

    it('refuses a file whose bytes are not png or jpg, whatever its name and type say', async () => {
      for (const file of [
        image('cat.png', GIF),
        image('cat.jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'),
        image('empty.png', Buffer.alloc(0)),
      ]) {
        const res = await send({ content: 'spoof' }, [image('ok.png', PNG), file]);
        expect(res.statusCode, file.filename).toBe(415);
        expect(res.json()).toMatchObject({ code: 'IMAGE_TYPE_INVALID' });
        expect(res.json().message).toBe(`images: ${file.filename} is not a png or jpg image`);
      }
    });

    it('refuses a fourth image and an image over 5 MB', async () => {
      const four = await send(
        { content: 'four' },
        [1, 2, 3, 4].map((n) => image(`${n}.png`, PNG)),
      );
      expect(four.statusCode).toBe(400);
      expect(four.json()).toMatchObject({
        code: 'TOO_MANY_IMAGES',
        value: { fields: { images: 'at most 3 files' } },
      });
      const exact = Buffer.concat([PNG, Buffer.alloc(FEEDBACK_MAX_IMAGE_BYTES - PNG.length)]);
      expect((await send({ content: 'five' }, [image('big.png', exact)])).statusCode).toBe(200);
      const over = Buffer.concat([exact, Buffer.alloc(1)]);
      const big = await send({ content: 'big' }, [image('big.png', over)]);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({
        code: 'IMAGE_TOO_LARGE',
        message: 'images: big.png is larger than 5 MB',
      });
      // Two 5 MB bodies through the multipart parser and the image check: seconds on a busy machine.
    }, 30_000);

    it('refuses files in another field, and a body that is not multipart', async () => {
      const other = await send({ content: 'x' }, [{ ...image('a.png', PNG), field: 'avatar' }]);
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toContain('avatar');
      const json = await h.call({ method: 'PUT', url: '/wps/feedback', payload: { content: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This call takes multipart/form-data',
      });
    });
    it('is read by the operator: the newest first, one in full with its images saved', async () => {
      const res = await send({ content: 'La ruleta\nse congela', contact: '+52 55 1234 5678' }, [
        image('uno.png', PNG),
        image('dos.jpg', JPEG, 'image/jpeg'),
      ]);
      const id = res.json().value.id as number;
      const list = await runCli(h.db, ['feedback', '--limit', '1']);
      expect(list).toMatch(
        new RegExp(`^#${id} \\S+ \\+52 55 1234 5678 \\[2 images\\] La ruleta ⏎ se congela$`, 'u'),
      );
      const dir = await mkdtemp(join(tmpdir(), 'feedback-'));
      const shown = await runCli(h.db, ['feedback-show', String(id), '--save-images', `${dir}/f`]);
      expect(shown).toContain('La ruleta\nse congela');
      expect(shown).toContain(`image 2: image/jpeg, ${JPEG.length} bytes, saved to ${dir}/f-2.jpg`);
      expect(Buffer.compare(await readFile(`${dir}/f-1.png`), PNG)).toBe(0);
      await rm(dir, { recursive: true });
      // Bad input is said, nothing else happens.
      await expect(runCli(h.db, ['feedback-show', 'x'])).rejects.toThrow(/feedback number/);
      await expect(runCli(h.db, ['feedback-show', '999999999'])).rejects.toThrow(/no feedback #/);
      await expect(runCli(h.db, ['feedback', '--limit', '0'])).rejects.toThrow(/1 to 1000/);
      await expect(runCli(h.db, ['feedback', '--since', '1'])).rejects.toThrow(/unknown option/);
    });
  });
});

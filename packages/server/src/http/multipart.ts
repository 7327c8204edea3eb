import { sniffImageType, type CallDef } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './context';
import { ApiError, fieldErrors } from './errors';

const MULTIPART_ERRORS: Record<string, true> = {
  FST_FILES_LIMIT: true,
  FST_REQ_FILE_TOO_LARGE: true,
  FST_FIELDS_LIMIT: true,
  FST_PARTS_LIMIT: true,
  FST_PROTO_VIOLATION: true,
};

/**
 * Reads a multipart body: text fields become `req.body` (validated next by the route schema), files
 * of the upload field are read whole and typed by their first bytes. Too many, too large or of a
 * refused type fail here, naming the field and the file.
 */
export async function readMultipart(req: FastifyRequest, def: CallDef): Promise<UploadedFile[]> {
  const rule = def.upload;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const field = rule?.field ?? '(files)';
  const tooMany = () =>
    fieldErrors(
      { [field]: `at most ${rule?.maxFiles ?? 0} files` },
      rule ? 'TOO_MANY_IMAGES' : 'VALIDATION',
    );
  try {
    for await (const part of req.parts({
      limits: { files: rule?.maxFiles ?? 0, fileSize: rule?.maxFileBytes ?? 0 },
    })) {
      if (part.type === 'field') {
        // Every field of these forms holds one value: a second one is refused, not chosen between.
        if (Object.hasOwn(fields, part.fieldname))
          throw fieldErrors({ [part.fieldname]: 'must be sent once' });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!rule || part.fieldname !== rule.field) {
        await part.toBuffer().catch(() => undefined);
        throw fieldErrors({ [part.fieldname]: 'files are not accepted in this field' });
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw fieldErrors(
          {
            [field]: `${part.filename || 'a file'} is larger than ${rule.maxFileBytes / 1024 / 1024} MB`,
          },
          'IMAGE_TOO_LARGE',
        );
      }
      const type = sniffImageType(data);
      if (!type || !rule.types.includes(type)) {
        throw fieldErrors(
          { [field]: `${part.filename || 'a file'} is not a png or jpg image` },
          'IMAGE_TYPE_INVALID',
        );
      }
      files.push({ filename: part.filename, type, data });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (MULTIPART_ERRORS[code])
      throw new ApiError('VALIDATION', { message: 'The form has too many or too large fields' });
    throw error;
  }
  req.body = fields;
  return files;
}

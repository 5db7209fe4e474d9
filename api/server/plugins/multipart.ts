// multipart/form-data for the upload calls only: @fastify/multipart is registered in a scope of its own
// that holds just those routes, so no other call accepts a multipart body (it gets 415 -> 400). The file
// is read into memory up to 10 MB (+1 byte to tell "too large"), then the body is validated against the
// call's schema like any JSON body: { file: { filename, mimetype, data, truncated }, fileName? }.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ValidateFunction } from 'ajv';
import { fail } from '../core';
import { stateOf } from './request-state';
import { checkPayload } from './validation';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from './multipart-calls';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** The file went over the limit (only its first 10 MB were kept). */
  truncated: boolean;
}

export async function multipartScope(scope: FastifyInstance, validators: Map<string, ValidateFunction>): Promise<void> {
  await scope.register(fastifyMultipart, {
    // throwFileSizeLimit false: an oversized file ends as truncated and is refused below with the
    // contract's message instead of the plugin's generic 413.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  scope.addHook('preValidation', async (req) => {
    const state = stateOf(req);
    if (!state) return;
    if (!req.isMultipart()) throw fail('BAD_REQUEST', '请选择要上传的文件');
    const body: Record<string, unknown> = {};
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname !== 'file') continue;
          const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
          body.file = file;
        } else if (typeof part.value === 'string') {
          body[part.fieldname] = part.value;
        }
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail('BAD_REQUEST', UPLOAD_TOO_LARGE);
      if (code === 'FST_FILES_LIMIT') throw fail('BAD_REQUEST', '每次只能上传一个文件');
      throw fail('BAD_REQUEST', '文件上传失败，请重试');
    }
    if ((body.file as UploadedFile | undefined)?.truncated) throw fail('BAD_REQUEST', UPLOAD_TOO_LARGE);
    // An empty file name field means "use the file's own name".
    if (body.fileName === '') delete body.fileName;
    req.body = body;
    const validate = validators.get(state.call.key);
    // The schema describes the file part by its facts, not its bytes (api/catalogue/file.ts).
    const file = body.file as UploadedFile | undefined;
    const described = file ? { ...body, file: { filename: file.filename, mimetype: file.mimetype, size: file.data.length } } : body;
    if (validate) checkPayload(validate, described);
  });
}

// multipart/form-data for the upload calls only: @fastify/multipart is registered in a scope of its own
// that holds just those routes, so no other call accepts a multipart body (it gets 415 -> 400). The file
// is streamed into the blob store's staging (a temporary file, hashed as it arrives: never whole in
// memory, and the event loop only ever handles one chunk at a time), up to the call's bound (10 MB, a video
// 50 MB: multipart-calls.ts); then the body is
// validated against the call's schema like any JSON body: { file: { filename, mimetype, blob, truncated },
// fileName? }. Whatever the handler does not publish is dropped when the response is sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ValidateFunction } from 'ajv';
import { fail } from '../core';
import { stateOf } from './request-state';
import type { BlobStore, StagedBlob } from '../storage';
import { checkPayload } from './validation';
import { MULTIPART_CALLS, MULTIPART_MAX_BYTES, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE, type UploadBound } from './multipart-calls';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** The bytes, staged (size, digest, first bytes); published by the handler with files.commit(). */
  blob: StagedBlob;
  /** The file went over its call's limit (only that many bytes were kept). */
  truncated: boolean;
}

const staged = new WeakMap<object, StagedBlob[]>();

export async function multipartScope(scope: FastifyInstance, validators: Map<string, ValidateFunction>, files: BlobStore): Promise<void> {
  await scope.register(fastifyMultipart, {
    // throwFileSizeLimit false: an oversized file ends as truncated and is refused below with the
    // contract's message instead of the plugin's generic 413.
    limits: { fileSize: MULTIPART_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  // A staged file the handler did not publish (refused, failed, or the client went away) is removed.
  const drop = async (req: object) => {
    for (const blob of staged.get(req) ?? []) await files.discard(blob).catch(() => undefined);
    staged.delete(req);
  };
  // A refusal drops its staged file before answering; onResponse and onRequestAbort catch the rest (a
  // handler that failed after the fact, a client that went away).
  scope.addHook('onResponse', drop);
  scope.addHook('onRequestAbort', drop);
  scope.addHook('preValidation', async (req) => {
    const state = stateOf(req);
    if (!state) return;
    if (!req.isMultipart()) throw fail('BAD_REQUEST', '请选择要上传的文件');
    const bound = MULTIPART_CALLS.get(state.call.key) ?? { maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_TOO_LARGE };
    try {
      readParts(req, await collect(req, bound), validators.get(state.call.key), bound);
    } catch (e) {
      await drop(req);
      throw e;
    }
  });

  /** Reads every part; the file is streamed into staging. */
  async function collect(req: FastifyRequest, bound: UploadBound): Promise<Record<string, unknown>> {
    const body: Record<string, unknown> = {};
    try {
      for await (const part of req.parts({ limits: { fileSize: bound.maxBytes } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            part.file.resume(); // not ours: drained, not kept
            continue;
          }
          const blob = await files.stage(part.file, bound.maxBytes);
          staged.set(req, [...(staged.get(req) ?? []), blob]);
          const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, blob, truncated: part.file.truncated || blob.truncated };
          body.file = file;
        } else if (typeof part.value === 'string') {
          body[part.fieldname] = part.value;
        }
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail('BAD_REQUEST', bound.tooLarge);
      if (code === 'FST_FILES_LIMIT') throw fail('BAD_REQUEST', '每次只能上传一个文件');
      throw fail('BAD_REQUEST', '文件上传失败，请重试');
    }
    return body;
  }
}

/** Checks the collected parts and sets them as the request body. */
function readParts(req: FastifyRequest, body: Record<string, unknown>, validate: ValidateFunction | undefined, bound: UploadBound): void {
  if ((body.file as UploadedFile | undefined)?.truncated) throw fail('BAD_REQUEST', bound.tooLarge);
  // An empty file name field means "use the file's own name".
  if (body.fileName === '') delete body.fileName;
  req.body = body;
  // The schema describes the file part by its facts, not its bytes (api/catalogue/file.ts).
  const file = body.file as UploadedFile | undefined;
  const described = file ? { ...body, file: { filename: file.filename, mimetype: file.mimetype, size: file.blob.size } } : body;
  if (validate) checkPayload(validate, described);
}

// Staging shared by both stores: a stream written to a temporary file while SHA-256 and the size are
// computed chunk by chunk, so a 10 MB upload costs the event loop many short slices, never one long one.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedBlob } from './blob-store';

const HEAD_BYTES = 64;

export async function stageInto(tmpDir: string, source: Readable, maxBytes: number): Promise<StagedBlob> {
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let truncated = false;
  const heads: Buffer[] = [];
  let headLen = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      const room = maxBytes - size;
      if (room <= 0) {
        if (chunk.length) truncated = true;
        return done(); // keep draining the source so the request body is consumed
      }
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      if (kept.length < chunk.length) truncated = true;
      size += kept.length;
      hash.update(kept);
      if (headLen < HEAD_BYTES) {
        heads.push(kept.subarray(0, HEAD_BYTES - headLen));
        headLen += Math.min(kept.length, HEAD_BYTES - headLen);
      }
      done(null, kept);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(path, { flags: 'wx' }));
  } catch (e) {
    await unlink(path).catch(() => undefined);
    throw e;
  }
  // A source that signals truncation itself (multipart's file size limit) is honoured by the caller.
  return { sha256: hash.digest('hex'), size, truncated, head: Buffer.concat(heads), path };
}

export const readStagedFile = (staged: StagedBlob): Readable => createReadStream(staged.path);

export async function discardStaged(staged: StagedBlob): Promise<void> {
  await unlink(staged.path).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
}

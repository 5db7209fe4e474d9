// The default store: DATA_DIR/files/<aa>/<bb>/<sha256>. Published by rename from DATA_DIR/files/tmp (one
// file system, so a reader sees a whole file or none), never rewritten: the same digest is the same bytes.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { SHA256_HEX, type BlobStore, type StagedBlob, type StoredBlob } from './blob-store';
import { discardStaged, readStagedFile, stageInto } from './staging';

export class DirBlobStore implements BlobStore {
  readonly kind = 'dir' as const;
  private readonly tmp: string;
  constructor(readonly root: string) {
    this.tmp = join(root, 'tmp');
  }

  pathOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new Error(`not a SHA-256 digest: ${sha256}`);
    return join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  stage(source: Readable, maxBytes: number): Promise<StagedBlob> {
    return stageInto(this.tmp, source, maxBytes);
  }

  readStaged(staged: StagedBlob): Readable {
    return readStagedFile(staged);
  }

  async commit(staged: StagedBlob): Promise<void> {
    const target = this.pathOf(staged.sha256);
    await mkdir(join(target, '..'), { recursive: true });
    // rename() replaces an existing file atomically; the bytes are the same, so either copy is right.
    await rename(staged.path, target);
  }

  discard(staged: StagedBlob): Promise<void> {
    return discardStaged(staged);
  }

  async putBytes(data: Uint8Array): Promise<string> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const target = this.pathOf(sha256);
    if (await exists(target)) return sha256;
    await mkdir(this.tmp, { recursive: true });
    await mkdir(join(target, '..'), { recursive: true });
    const tmp = join(this.tmp, `${sha256}-${randomBytes(6).toString('hex')}.part`);
    await writeFile(tmp, data);
    // link() refuses to replace: a concurrent writer of the same bytes won, and that is fine.
    await link(tmp, target).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
    await unlink(tmp);
    return sha256;
  }

  async open(sha256: string, range?: { start: number; end: number }): Promise<StoredBlob | null> {
    const path = this.pathOf(sha256);
    const s = await stat(path).catch(() => null);
    if (!s?.isFile()) return null;
    return { size: s.size, stream: createReadStream(path, range ? { start: range.start, end: range.end } : {}) };
  }

  async remove(sha256: string): Promise<void> {
    await unlink(this.pathOf(sha256)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

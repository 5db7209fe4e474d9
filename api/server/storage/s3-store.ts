// An S3-compatible bucket (AWS S3, MinIO, Ceph, OSS/COS in S3 mode) as the blob store, for several
// server processes on several machines: objects at <endpoint>/<bucket>/<prefix><sha256> (path-style
// addresses, which every S3-compatible service answers). Uploads are staged locally, then PUT as a
// stream with their digest as X-Amz-Content-Sha256, so the service itself checks the bytes.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { SHA256_HEX, type BlobStore, type StagedBlob, type StoredBlob } from './blob-store';
import { discardStaged, readStagedFile, stageInto } from './staging';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (default 'files/'). */
  prefix?: string;
  /** Local directory for staging (default: the system's temporary directory). */
  tmpDir?: string;
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly aws: AwsClient;
  private readonly base: string;
  private readonly tmp: string;
  constructor(o: S3Options) {
    this.aws = new AwsClient({ accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, region: o.region, service: 's3' });
    this.base = `${o.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(o.bucket)}/${o.prefix ?? 'files/'}`;
    this.tmp = o.tmpDir ?? join(tmpdir(), 'scpr-staging');
  }

  urlOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new Error(`not a SHA-256 digest: ${sha256}`);
    return `${this.base}${sha256}`;
  }

  stage(source: Readable, maxBytes: number): Promise<StagedBlob> {
    return stageInto(this.tmp, source, maxBytes);
  }

  readStaged(staged: StagedBlob): Readable {
    return readStagedFile(staged);
  }

  async commit(staged: StagedBlob): Promise<void> {
    if (!(await this.exists(staged.sha256))) {
      await this.put(staged.sha256, staged.size, Readable.toWeb(createReadStream(staged.path)) as unknown as ReadableStream);
    }
    await discardStaged(staged);
  }

  discard(staged: StagedBlob): Promise<void> {
    return discardStaged(staged);
  }

  async putBytes(data: Uint8Array): Promise<string> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    if (!(await this.exists(sha256))) await this.put(sha256, data.length, data);
    return sha256;
  }

  async open(sha256: string, range?: { start: number; end: number }): Promise<StoredBlob | null> {
    // A range is asked of the bucket as a range (206): only those bytes cross the network.
    const res = await this.aws.fetch(this.urlOf(sha256), range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`file store: GET ${sha256} answered ${res.status}`);
    return { size: Number(res.headers.get('content-length') ?? 0), stream: Readable.fromWeb(res.body as unknown as WebReadableStream) };
  }

  async remove(sha256: string): Promise<void> {
    // S3 answers 204 whether or not the object was there; some compatible services say 404 when it was not.
    const res = await this.aws.fetch(this.urlOf(sha256), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`file store: DELETE ${sha256} answered ${res.status}`);
  }

  private async exists(sha256: string): Promise<boolean> {
    const res = await this.aws.fetch(this.urlOf(sha256), { method: 'HEAD' });
    if (res.status === 404) return false;
    if (!res.ok) throw new Error(`file store: HEAD ${sha256} answered ${res.status}`);
    return true;
  }

  private async put(sha256: string, size: number, body: ReadableStream | Uint8Array): Promise<void> {
    const signed = await this.aws.sign(this.urlOf(sha256), {
      method: 'PUT',
      headers: { 'content-length': String(size), 'content-type': 'application/octet-stream', 'x-amz-content-sha256': sha256 },
    });
    const res = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: body as BodyInit, duplex: 'half' } as RequestInit);
    if (!res.ok) throw new Error(`file store: PUT ${sha256} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
}

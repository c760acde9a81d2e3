import { Readable, Transform } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStorage, FileTooLargeError, checkStorageKey } from '../file-storage';
import type { S3Location } from './s3-location';

/**
 * Files in an S3-compatible bucket (FILE_STORE_URL), shared by every instance. Uploads stream
 * through the SDK's multipart `Upload`, the size checked on the way: an upload that grows past
 * its limit is aborted and nothing is left in the bucket.
 */
export class S3FileStorage implements FileStorage {
  private readonly s3: S3Client;

  constructor(private readonly location: S3Location) {
    this.s3 = new S3Client(location.client);
  }

  private objectKey(key: string) {
    checkStorageKey(key);
    return `${this.location.prefix}${key}`;
  }

  async put(key: string, body: Readable, maxBytes: number): Promise<number> {
    const Key = this.objectKey(key);
    let size = 0;
    const limited = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) done(new FileTooLargeError(maxBytes));
          else done(null, chunk);
        },
      }),
    );
    body.once('error', (error) => limited.destroy(error));
    const upload = new Upload({
      client: this.s3,
      params: { Bucket: this.location.bucket, Key, Body: limited },
    });
    try {
      await upload.done();
      return size;
    } catch (error) {
      if (limited.errored instanceof FileTooLargeError) throw limited.errored;
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const answer = await this.s3.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.s3.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
  }

  close() {
    this.s3.destroy();
  }
}

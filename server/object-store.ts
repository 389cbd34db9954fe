/**
 * The bucket over the S3 API (Tigris on Fly; the s3rver stand-in in tests): the calls the
 * picture copies need (app/models/content/picture-copies.server.ts). Path-style addressing,
 * which Tigris and the stand-in both answer. Every call has a time limit, so a storage outage
 * slows an upload by seconds at most.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStore } from '../app/models/content/picture-copies.server';
import type { BucketConfig } from './config';

export function createObjectStore(
  config: BucketConfig,
  options: { timeoutMs?: number } = {},
): ObjectStore & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 2,
  });
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const Bucket = config.bucket;
  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body }), { abortSignal: signal() });
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }), { abortSignal: signal() });
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async list(prefix) {
      const found: { key: string; lastModified: Date }[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }), {
          abortSignal: signal(),
        });
        for (const o of out.Contents ?? [])
          if (o.Key) found.push({ key: o.Key, lastModified: o.LastModified ?? new Date(0) });
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }),
          { abortSignal: signal() },
        );
      }
    },
    close: () => client.destroy(),
  };
}

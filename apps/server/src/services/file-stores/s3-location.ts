import type { S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * Where FILE_STORE_URL points: `s3://bucket[/prefix][?endpoint=…&region=…&force_path_style=true]`.
 * Credentials come the SDK's usual way (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile or
 * the instance's role), never from the URL, so the URL can be logged.
 */
export interface S3Location {
  bucket: string;
  prefix: string;
  client: S3ClientConfig;
}

export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:' || !url.hostname) {
    throw new Error('must be s3://bucket[/prefix][?endpoint=…&region=…]');
  }
  if (url.username || url.password) {
    throw new Error(
      'must not hold credentials: give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  }
  const endpoint = url.searchParams.get('endpoint');
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    client: {
      region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      // Most S3-compatible services (MinIO, Ceph, a local stand-in) name the bucket in the path.
      forcePathStyle: url.searchParams.get('force_path_style') !== 'false' && !!endpoint,
    },
  };
}

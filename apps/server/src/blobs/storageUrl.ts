/**
 * STORAGE_URL: where the blobs go when not in DATA_DIR's files. One form, for any S3-compatible
 * service (AWS, OVHcloud, Scaleway, MinIO, Ceph):
 *
 *   s3://[ACCESS_KEY:SECRET_KEY@]bucket[/prefix]?endpoint=https://…&region=…&pathStyle=true|false
 *
 * Without keys in the URL the SDK's own chain applies (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * a profile, an instance role). Without an endpoint, AWS. Path-style addressing (endpoint/bucket/key)
 * is the default with an endpoint, since MinIO and Ceph deployments often have no wildcard DNS for
 * bucket host names; `pathStyle=false` asks for bucket.endpoint.
 */

export interface S3Location {
  bucket: string;
  /** Put before every key ('' or ending with '/'): several deployments may share one bucket. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  pathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const PARAMETERS = new Set(['endpoint', 'region', 'pathStyle']);
/** S3's bucket naming rules (3 to 63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The location STORAGE_URL names; throws an Error saying what is wrong with it. */
export function parseStorageUrl(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('not a URL (s3://bucket?endpoint=…&region=…)');
  }
  if (url.protocol !== 's3:') throw new Error(`only s3:// is supported, not ${url.protocol}//`);
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error(`invalid bucket name '${bucket}'`);
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.has(name))
      throw new Error(`unknown parameter '${name}' (known: ${[...PARAMETERS].join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(`endpoint must be an http:// or https:// address, not '${endpoint}'`);
  }
  const pathStyle = url.searchParams.get('pathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`pathStyle must be true or false, not '${pathStyle}'`);
  }
  if (url.username === '' && url.password !== '') throw new Error('a secret key without an access key');
  if (url.username !== '' && url.password === '') throw new Error('an access key without a secret key');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    pathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials:
      url.username === ''
        ? undefined
        : {
            accessKeyId: decodeURIComponent(url.username),
            secretAccessKey: decodeURIComponent(url.password),
          },
  };
}

/** The location for logs: no secret key. */
export function describeLocation(location: S3Location): string {
  const where = location.endpoint ?? 'AWS';
  return `s3://${location.bucket}/${location.prefix} at ${where} (${location.region})`;
}

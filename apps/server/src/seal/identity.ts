/**
 * The seal's identity: the PKCS#12 of SEAL_CERT (with SEAL_PASSWORD) when given; otherwise a
 * self-signed certificate made on first start and kept under DATA_DIR/seal, so that every PDF of
 * this server carries the same signer. A self-signed seal still shows a document unchanged since it
 * was sealed; its trust is that of whoever knows the server's certificate.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import type { SealIdentity } from './cms.ts';

const derOf = (certificate: forge.pki.Certificate) =>
  new Uint8Array(
    Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary'),
  );
const nameOf = (certificate: forge.pki.Certificate) =>
  String(certificate.subject.getField('CN')?.value ?? 'Constat');

/** PKCS#12 bag types (RFC 7292). */
const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

/** The key and certificates of a PKCS#12 file (RSA, as node-forge reads it). */
function identityFromPkcs12(p12: Uint8Array, password: string): SealIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(Buffer.from(p12).toString('binary')),
    password,
  );
  const bags = (type: string): forge.pkcs12.Bag[] => parsed.getBags({ bagType: type })[type] ?? [];
  const key = [...bags(BAG.shroudedKey), ...bags(BAG.key)][0]?.key;
  const certificates = bags(BAG.certificate)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  if (!key || certificates.length === 0) throw new Error('SEAL_CERT : ni clé ni certificat dans ce PKCS#12');
  // The signer's certificate first: the one whose public key is the key's.
  const publicPem = forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(key.n, key.e));
  const signerIndex = certificates.findIndex((c) => forge.pki.publicKeyToPem(c.publicKey) === publicPem);
  if (signerIndex < 0) throw new Error('SEAL_CERT : aucun certificat ne correspond à la clé');
  const ordered = [certificates[signerIndex], ...certificates.filter((_, i) => i !== signerIndex)];
  const signer = ordered[0] as forge.pki.Certificate;
  return {
    keyPem: forge.pki.privateKeyToPem(key),
    certificates: ordered.map((c) => derOf(c as forge.pki.Certificate)),
    name: nameOf(signer),
  };
}

/** A new RSA 2048 key and a self-signed certificate for it, valid ten years. */
export function selfSignedIdentity(commonName: string, now = new Date()): SealIdentity {
  // node:crypto makes the key (forge's pure-JS key generation takes seconds); forge the certificate.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365.25 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Constat' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  return { keyPem, certificates: [derOf(certificate)], name: commonName };
}

export interface SealSettings {
  dataDir: string;
  /** A PKCS#12 file and its password (SEAL_CERT, SEAL_PASSWORD). */
  certFile?: string | undefined;
  password?: string | undefined;
  /** The host name in a self-signed certificate's name. */
  host: string;
}

/**
 * The identity the server seals with; `say` hears, once, that a self-signed one was made.
 */
export async function loadSealIdentity(
  settings: SealSettings,
  say: (message: string) => void,
): Promise<SealIdentity> {
  if (settings.certFile)
    return identityFromPkcs12(await readFile(settings.certFile), settings.password ?? '');
  const folder = path.join(settings.dataDir, 'seal');
  const file = path.join(folder, 'self-signed.json');
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as {
      keyPem: string;
      certificate: string;
      name: string;
    };
    return { keyPem: kept.keyPem, certificates: [Buffer.from(kept.certificate, 'base64')], name: kept.name };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const identity = selfSignedIdentity(`Constat ${settings.host}`);
  const certificate = Buffer.from(identity.certificates[0] ?? []).toString('base64');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const kept = JSON.stringify({ keyPem: identity.keyPem, certificate, name: identity.name });
  await writeFile(file, kept, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  say(`PDF seal: no SEAL_CERT, a self-signed certificate was made and kept in ${file}`);
  // Another process may have written its own first: everyone seals with the file's.
  return loadSealIdentity(settings, () => undefined);
}

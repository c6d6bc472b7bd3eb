/**
 * The CMS SignedData of a PAdES-B-B seal (ETSI EN 319 142-1, SubFilter ETSI.CAdES.detached): the
 * digest of the PDF's signed ranges in the messageDigest attribute, the certificate bound by ESS
 * signing-certificate-v2, no signing-time attribute (PAdES takes the time from the dictionary's /M).
 * Encoded with node-forge's ASN.1 writer, signed with node:crypto (forge's own SHA-256 is slow).
 */
import { createHash, createPrivateKey, sign } from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;
const { Class, Type } = asn1;

/** Who seals: the private key (PEM) and the certificates, the signer's first (DER). */
export interface SealIdentity {
  keyPem: string;
  certificates: Uint8Array[];
  /** The signer's name, for the signature dictionary (/Name). */
  name: string;
}

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
};

type Node = forge.asn1.Asn1;
const binary = (bytes: Uint8Array) => Buffer.from(bytes).toString('binary');
const seq = (...items: Node[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (...items: Node[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const oid = (id: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Uint8Array) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, binary(bytes));
const integer = (n: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, String.fromCharCode(n));
const nullNode = () => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
const algorithm = (id: string, withNull = true) => (withNull ? seq(oid(id), nullNode()) : seq(oid(id)));
const attribute = (id: string, value: Node) => seq(oid(id), set(value));
const der = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

/** The issuer and serial number of a DER certificate (tbsCertificate's 2nd, 4th element). */
function issuerAndSerial(certificate: Uint8Array): Node {
  const cert = asn1.fromDer(binary(certificate));
  const tbs = (cert.value as Node[])[0];
  const fields = tbs?.value as Node[];
  const hasVersion = fields[0]?.tagClass === Class.CONTEXT_SPECIFIC;
  const serial = fields[hasVersion ? 1 : 0];
  const issuer = fields[hasVersion ? 3 : 2];
  if (!serial || !issuer) throw new Error('Certificat du sceau illisible');
  return seq(issuer, serial);
}

/** The CMS (DER) sealing a document whose signed ranges have the SHA-256 `digest`. */
export function signedData(digest: Uint8Array, identity: SealIdentity): Buffer {
  const [signer] = identity.certificates;
  if (!signer) throw new Error('Sceau sans certificat');
  const certHash = createHash('sha256').update(signer).digest();
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(digest)),
    attribute(OID.signingCertificateV2, seq(seq(seq(octets(certHash))))),
  ];
  // Signed as a SET (DER), carried as [0] IMPLICIT.
  const signature = sign('sha256', der(set(...attributes)), identity.keyPem);
  const ec = createPrivateKey(identity.keyPem).asymmetricKeyType === 'ec';
  const signerInfo = seq(
    integer(1),
    issuerAndSerial(signer),
    algorithm(OID.sha256),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
    ec ? algorithm(OID.ecdsaWithSha256, false) : algorithm(OID.rsaEncryption),
    octets(signature),
  );
  const certificates = identity.certificates.map((c) => asn1.fromDer(binary(c)));
  const content = seq(
    integer(1),
    set(algorithm(OID.sha256)),
    seq(oid(OID.data)),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, certificates),
    set(signerInfo),
  );
  return der(seq(oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [content])));
}

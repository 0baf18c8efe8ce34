// A software passkey authenticator for the contract tests: what a browser and a phone's
// platform authenticator together answer to navigator.credentials.create() and .get(), as
// the JSON the portal posts to the provider. ES256 keys from node:crypto, 'none'
// attestation, CBOR through @simplewebauthn/server's helpers. It signs what it is told to,
// so a test can make it answer for another origin or another site.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
  userVerification?: string;
}

/** A passkey the authenticator holds: its id, key, site, user handle and counter. */
export interface HeldPasskey {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Flags of the authenticator data: user present, user verified, attested credential data.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The public key as COSE (EC2, P-256, ES256): the map the attested data carries. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ]);
  return isoCBOR.encode(map);
}

export interface Authenticator {
  /** Makes a passkey for the options, as the browser on `origin` would ask. */
  create(
    options: CreationOptions,
    origin: string,
  ): { response: Record<string, unknown>; passkey: HeldPasskey };
  /**
   * Signs in with a passkey it holds for the options' site: the one named, or the first it
   * holds there (a discoverable sign-in).
   */
  get(options: RequestOptions, origin: string, choose?: HeldPasskey): Record<string, unknown>;
  passkeys: HeldPasskey[];
  /** Whether it verifies the user (a PIN, a face): on unless the test says otherwise. */
  verifiesUser: boolean;
}

export function softwareAuthenticator(): Authenticator {
  const passkeys: HeldPasskey[] = [];
  const self: Authenticator = {
    passkeys,
    verifiesUser: true,
    create(options, origin) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(32);
      const data = clientData('webauthn.create', options.challenge, origin);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | AT | (self.verifiesUser ? UV : 0)]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, Cbor>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      const passkey: HeldPasskey = {
        id: b64url(id),
        rpId,
        userHandle: options.user.id,
        privateKey,
        counter: 0,
      };
      passkeys.push(passkey);
      return {
        passkey,
        response: {
          id: passkey.id,
          rawId: passkey.id,
          type: 'public-key',
          authenticatorAttachment: 'platform',
          clientExtensionResults: {},
          response: {
            clientDataJSON: b64url(data),
            attestationObject: b64url(attestationObject),
            transports: ['internal', 'hybrid'],
          },
        },
      };
    },
    get(options, origin, choose) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const allowed = options.allowCredentials?.map((credential) => credential.id);
      const passkey =
        choose ??
        passkeys.find((held) => held.rpId === rpId && (!allowed || allowed.includes(held.id)));
      if (!passkey) throw new Error(`The authenticator holds no passkey for ${rpId}`);
      passkey.counter += 1;
      const data = clientData('webauthn.get', options.challenge, origin);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | (self.verifiesUser ? UV : 0)]),
        counterBytes(passkey.counter),
      ]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
      };
    },
  };
  return self;
}

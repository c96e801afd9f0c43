import { createHash } from 'node:crypto';
import type { SFTPWrapper } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';

export type DojEnvironment = 'TEST' | 'PROD';

/** Where and as whom to connect; the secret is opened from its seal only for the connection, never logged. */
export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  /** 'SHA256:<base64>' of the server's host key; any other key is refused before a credential is sent. */
  fingerprint: string;
  environment: DojEnvironment;
}

/** The DOJ's folders (reference stop-data.md §1.9). */
export const incomingFolder = (environment: DojEnvironment) => `/${environment}/incoming_to_DOJ/JSON`;
export const responsesFolder = (environment: DojEnvironment) => `/${environment}/responses_from_DOJ`;
export const archiveFolder = (environment: DojEnvironment) => `${responsesFolder(environment)}/archive`;

/** A transport failure the page can show as it is: it names what failed, never a credential or a path's content. */
export class DojTransportError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DojTransportError';
  }
}

export const hostKeyFingerprint = (key: Buffer) => `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** What went wrong, in words for the Submissions page (the library's messages can carry the host and user). */
function reasonOf(error: unknown, hostKeyMismatch: boolean): string {
  if (hostKeyMismatch) return "The DOJ server's host key does not match the fingerprint in the settings.";
  const text = error instanceof Error ? error.message : '';
  const code = (error as { code?: string }).code ?? '';
  if (/authentication/i.test(text)) return 'The DOJ server refused the login (check the user and the key or password).';
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(text)) return 'The DOJ server refused the connection.';
  if (code === 'ENOTFOUND' || /ENOTFOUND/.test(text)) return 'The DOJ server name could not be found.';
  if (/timed out|ETIMEDOUT/i.test(text)) return 'The DOJ server did not answer in time.';
  return 'The transfer to the DOJ server failed.';
}

export interface DojSftpSession {
  /** Names of the files now in the incoming folder (a file already there is not uploaded again). */
  listIncoming(): Promise<Set<string>>;
  upload(name: string, content: Buffer): Promise<void>;
  /** The response files waiting (plain files of the responses folder), oldest name first, with when each was written. */
  listResponses(): Promise<{ name: string; modifiedAt: Date }[]>;
  readResponse(name: string): Promise<string>;
  /** Moves a processed response file into the archive folder. */
  archiveResponse(name: string): Promise<void>;
  end(): Promise<void>;
}

/** Opens an SFTP session to the DOJ's server; refused logins and mismatched host keys become a DojTransportError. */
export async function openDojSftp(target: SftpTarget): Promise<DojSftpSession> {
  const client = new SftpClient('doj');
  let hostKeyMismatch = false;
  let files: SFTPWrapper;
  try {
    files = await client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      ...(target.password ? { password: target.password } : {}),
      ...(target.privateKey ? { privateKey: target.privateKey } : {}),
      readyTimeout: 15_000,
      retries: 0,
      hostVerifier: (key: Buffer) => {
        hostKeyMismatch = hostKeyFingerprint(key) !== target.fingerprint;
        return !hostKeyMismatch;
      },
    });
  } catch (error) {
    await client.end().catch(() => {});
    throw new DojTransportError(reasonOf(error, hostKeyMismatch));
  }
  // Small requests go at once, as OpenSSH sends them (TCP_NODELAY): with Nagle's wait against the server's delayed
  // acknowledgement, each file's open, write and close could stall about 40 ms.
  (client as unknown as { client: { setNoDelay(noDelay: boolean): void } }).client.setNoDelay(true);
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new DojTransportError(reasonOf(error, false));
    }
  };
  const { environment } = target;
  return {
    listIncoming: () => guard(async () => new Set((await client.list(incomingFolder(environment))).map((file) => file.name))),
    // ssh2's own open, write and close: no stream and no listener on the connection per file (many are in flight).
    upload: (name, content) =>
      guard(
        () =>
          new Promise<void>((done, failed) =>
            files.writeFile(`${incomingFolder(environment)}/${name}`, content, (error) => (error ? failed(error) : done())),
          ),
      ),
    listResponses: () =>
      guard(async () =>
        (await client.list(responsesFolder(environment)))
          .filter((file) => file.type === '-')
          .map((file) => ({ name: file.name, modifiedAt: new Date(file.modifyTime) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    readResponse: (name) => guard(async () => ((await client.get(`${responsesFolder(environment)}/${name}`)) as Buffer).toString('utf8')),
    archiveResponse: (name) =>
      guard(async () => void (await client.rename(`${responsesFolder(environment)}/${name}`, `${archiveFolder(environment)}/${name}`))),
    end: async () => {
      await client.end().catch(() => {});
    },
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize, relative, resolve } from 'node:path';
import ssh2, { type Attributes, type SFTPWrapper } from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE, OPEN_MODE } = utils.sftp;

/** The DOJ's folders under each environment (reference stop-data.md §1.9). */
export const DOJ_FOLDERS = ['incoming_to_DOJ/JSON', 'responses_from_DOJ', 'responses_from_DOJ/archive'] as const;

export interface TestSftpServer {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The host key's fingerprint as the client is told to expect it ('SHA256:<base64>'). */
  fingerprint: string;
  /** The local directory served as '/', with /TEST and /PROD in the DOJ's layout. */
  root: string;
  /** While true, every login is refused (the DOJ's server 'refusing'). */
  refuseLogins: boolean;
  /** Files uploaded since the start, in order ('/TEST/incoming_to_DOJ/JSON/<name>'). */
  uploads: string[];
  close(): Promise<void>;
}

const same = (a: string, b: string) => {
  const left = createHash('sha256').update(a).digest();
  return timingSafeEqual(left, createHash('sha256').update(b).digest());
};

/** Answers the attributes of a file or directory on disk, as SFTP sends them. */
function attributesOf(path: string): Attributes {
  const stats = statSync(path);
  return {
    mode: stats.mode,
    uid: 0,
    gid: 0,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

/**
 * A real SFTP server (ssh2's Server) on 127.0.0.1 for tests and the e2e server, serving a temporary directory in the
 * DOJ's layout with password login. It plays the DOJ's side: tests read what was uploaded and write response files.
 * Only what an SFTP client needs to put, list, get, stat, rename and remove files is answered.
 */
export async function startTestSftpServer(options: { port?: number; username?: string; password?: string } = {}): Promise<TestSftpServer> {
  const root = await mkdtemp(join(tmpdir(), 'doj-sftp-'));
  for (const environment of ['TEST', 'PROD'])
    for (const folder of DOJ_FOLDERS) mkdirSync(join(root, environment, folder), { recursive: true });
  const hostKey = utils.generateKeyPairSync('ecdsa', { bits: 256 });
  const parsed = utils.parseKey(hostKey.private);
  if (parsed instanceof Error) throw parsed;
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  const fingerprint = `SHA256:${createHash('sha256').update(key.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
  const username = options.username ?? 'doj-test';
  const password = options.password ?? 'doj-test-password';
  const uploads: string[] = [];

  const onDisk = (remote: string) => {
    const path = resolve(root, `.${normalize(`/${remote}`)}`);
    if (relative(root, path).startsWith('..')) throw new Error('outside the root');
    return path;
  };

  const serveSftp = (sftp: SFTPWrapper) => {
    const handles = new Map<
      number,
      { kind: 'file'; fd: number; remote: string; isWrite: boolean } | { kind: 'dir'; path: string; isRead: boolean }
    >();
    let nextHandle = 1;
    const handleOf = (buffer: Buffer) => handles.get(buffer.readUInt32BE(0));
    const newHandle = (value: Parameters<typeof handles.set>[1]) => {
      const id = nextHandle++;
      handles.set(id, value);
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32BE(id, 0);
      return buffer;
    };
    const fail = (reqid: number, error: unknown) =>
      sftp.status(reqid, (error as { code?: string }).code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);

    sftp.on('REALPATH', (reqid, path) => {
      const name = normalize(`/${path === '.' ? '' : path}`);
      sftp.name(reqid, [{ filename: name, longname: name, attrs: {} as Attributes }]);
    });
    const onStat = (reqid: number, path: string) => {
      try {
        sftp.attrs(reqid, attributesOf(onDisk(path)));
      } catch (error) {
        fail(reqid, error);
      }
    };
    sftp.on('STAT', onStat);
    sftp.on('LSTAT', onStat);
    sftp.on('OPEN', (reqid, path, flags) => {
      try {
        const isWrite = (flags & OPEN_MODE.WRITE) !== 0;
        const mode = isWrite ? ((flags & OPEN_MODE.EXCL) !== 0 ? 'wx' : (flags & OPEN_MODE.APPEND) !== 0 ? 'a' : 'w') : 'r';
        const fd = openSync(onDisk(path), mode);
        sftp.handle(reqid, newHandle({ kind: 'file', fd, remote: normalize(`/${path}`), isWrite }));
      } catch (error) {
        fail(reqid, error);
      }
    });
    sftp.on('WRITE', (reqid, handle, offset, data) => {
      const open = handleOf(handle);
      if (open?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
      writeSync(open.fd, data, 0, data.length, offset);
      sftp.status(reqid, STATUS_CODE.OK);
    });
    sftp.on('READ', (reqid, handle, offset, length) => {
      const open = handleOf(handle);
      if (open?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
      const buffer = Buffer.alloc(length);
      const read = readSync(open.fd, buffer, 0, length, offset);
      if (read === 0) return sftp.status(reqid, STATUS_CODE.EOF);
      sftp.data(reqid, buffer.subarray(0, read));
    });
    sftp.on('FSTAT', (reqid, handle) => {
      const open = handleOf(handle);
      if (open?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
      sftp.attrs(reqid, attributesOf(onDisk(open.remote)));
    });
    sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
    sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
    sftp.on('CLOSE', (reqid, handle) => {
      const open = handleOf(handle);
      handles.delete(handle.readUInt32BE(0));
      if (open?.kind === 'file') {
        closeSync(open.fd);
        if (open.isWrite) uploads.push(open.remote);
      }
      sftp.status(reqid, open ? STATUS_CODE.OK : STATUS_CODE.FAILURE);
    });
    sftp.on('OPENDIR', (reqid, path) => {
      try {
        const local = onDisk(path);
        if (!statSync(local).isDirectory()) return sftp.status(reqid, STATUS_CODE.FAILURE);
        sftp.handle(reqid, newHandle({ kind: 'dir', path: local, isRead: false }));
      } catch (error) {
        fail(reqid, error);
      }
    });
    sftp.on('READDIR', (reqid, handle) => {
      const open = handleOf(handle);
      if (open?.kind !== 'dir') return sftp.status(reqid, STATUS_CODE.FAILURE);
      if (open.isRead) return sftp.status(reqid, STATUS_CODE.EOF);
      open.isRead = true;
      const names = readdirSync(open.path).map((filename) => {
        const attrs = attributesOf(join(open.path, filename));
        const type = (attrs.mode & 0o170000) === 0o040000 ? 'd' : '-';
        return { filename, longname: `${type}rw-r--r-- 1 doj doj ${attrs.size} Jan 1 00:00 ${filename}`, attrs };
      });
      sftp.name(reqid, names);
    });
    sftp.on('RENAME', (reqid, from, to) => {
      try {
        renameSync(onDisk(from), onDisk(to));
        sftp.status(reqid, STATUS_CODE.OK);
      } catch (error) {
        fail(reqid, error);
      }
    });
    sftp.on('REMOVE', (reqid, path) => {
      try {
        rmSync(onDisk(path));
        sftp.status(reqid, STATUS_CODE.OK);
      } catch (error) {
        fail(reqid, error);
      }
    });
    sftp.on('MKDIR', (reqid, path) => {
      try {
        mkdirSync(onDisk(path));
        sftp.status(reqid, STATUS_CODE.OK);
      } catch (error) {
        fail(reqid, error);
      }
    });
  };

  const state = { refuseLogins: false };
  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('error', () => {});
    // As OpenSSH's sshd does for every session (TCP_NODELAY): the DOJ's answers are not held for Nagle's wait.
    (client as unknown as { setNoDelay(noDelay: boolean): void }).setNoDelay(true);
    client.on('authentication', (context) => {
      if (!state.refuseLogins && context.method === 'password' && context.username === username && same(context.password, password))
        return context.accept();
      context.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => serveSftp(acceptSftp()));
      });
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: '127.0.0.1',
    port,
    username,
    password,
    fingerprint,
    root,
    get refuseLogins() {
      return state.refuseLogins;
    },
    set refuseLogins(value: boolean) {
      state.refuseLogins = value;
    },
    uploads,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

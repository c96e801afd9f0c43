import type { ReportPayload } from '@fieldbook/domain';
import { type DBSchema, type IDBPDatabase, type IDBPObjectStore, openDB, type StoreNames } from 'idb';

/** The one database of the device (GUIDE §5): drafts, the outbox of saved reports, and reference data. */
export const OFFLINE_DB_NAME = 'fieldbook';
/** Raise it with a new `if (oldVersion < N)` step in `upgrade`; a step may add, never delete, a store. */
export const OFFLINE_DB_VERSION = 3;

/**
 * Citizen data at rest (security-and-sync G6): AES-GCM ciphertext of a JSON value under the user's key, with the fresh
 * 12-byte IV it was sealed with. See sealed-record.ts.
 */
export interface SealedValue {
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: ArrayBuffer;
}

/** The user's sealing key: a non-extractable CryptoKey, kept as the object itself (its bytes never leave WebCrypto). */
export interface KeyRecord {
  /** The user's e-mail, lower-cased. */
  email: string;
  key: CryptoKey;
  created_at: string;
}

export type StoredDraftValue = Record<string, unknown> & { updated_at: string };

/** One draft per user (e-mail lower-cased). Version 1 kept `draft` in clear: still read, sealed on the next save. */
export type DraftRecord = { email: string; sealed: SealedValue } | { email: string; draft: StoredDraftValue };

/** 'sent': uploaded and kept, sealed, as a receipt for 30 days (G7); never shown as waiting. */
export type OutboxState = 'pending' | 'uploading' | 'failed' | 'needs-new-number' | 'sent';

/** Why the last upload of an entry did not succeed: the server's answer, or NETWORK_ERROR. */
export interface OutboxError {
  status: number;
  detail: string;
  errors: { path: string; message: string }[];
}

/**
 * An amend carries the version it was based on and the officer's reason (issue 25); one saved by an app from before
 * that has neither, and still uploads.
 */
export type OutboxRequest =
  | { kind: 'create'; report: ReportPayload }
  | { kind: 'amend'; incident_number: string; report: ReportPayload; base_version?: number; reason?: string };

/** What an entry keeps in clear: keys, order and upload state, nothing about the citizen. */
export interface OutboxBookkeeping {
  /** Auto-increment key: the order reports were first saved in. */
  seq?: number;
  email: string;
  /** The report's device-made id (G2); with `email`, unique in the store. */
  id: string;
  saved_at: string;
  attempts: number;
  last_error: OutboxError | null;
  state: OutboxState;
  /** Epoch ms before which an automatic drain leaves the entry alone (backoff); null: at once. */
  next_attempt_at: number | null;
  /** Bumped by every local change, so an upload of an older copy never deletes a newer one. */
  revision: number;
  /** State 'sent': when the server confirmed it, and the version it answered. */
  sent_at?: string;
  sent_version?: number;
}

export type OutboxEntry = OutboxRequest & OutboxBookkeeping;

/** As stored: the request sealed; version 1 stored it in clear (still read and uploaded, sealed on the next write). */
export type OutboxRecord = OutboxBookkeeping & ({ sealed: SealedValue } | OutboxRequest);

export interface ReferenceRecord {
  email: string;
  key: string;
  value: unknown;
  cached_at: string;
}

/**
 * An officer's device PIN for offline unlock (offline/device-unlock-store.ts): a PBKDF2 verifier of the PIN, never the
 * PIN, never a token. Personal data: the name shown on the unlock page, as the reference cache holds it.
 */
export interface UnlockRecord {
  /** The officer's e-mail, lower-cased. */
  email: string;
  name: string;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  /** PBKDF2-HMAC-SHA-256 of the PIN with `salt` and `iterations`, 32 bytes. */
  verifier: ArrayBuffer;
  /** Wrong PINs in a row; the fifth erases the record. */
  failures: number;
  /** The last online sign-in on this device (epoch ms); 0 after a logout. Offline unlock ends 12 hours after it. */
  signed_in_at: number;
  set_at: string;
  /** Fingerprint or face unlock (offline/device-passkey.ts): the credential, the PRF salt, a hash of its PRF answer. */
  passkey?: { credential_id: ArrayBuffer; prf_salt: Uint8Array<ArrayBuffer>; verifier: ArrayBuffer };
}

export interface FieldbookDb extends DBSchema {
  drafts: { key: string; value: DraftRecord };
  outbox: {
    key: number;
    value: OutboxRecord;
    indexes: { 'by-email': string; 'by-email-id': [string, string]; 'by-email-state': [string, OutboxState] };
  };
  reference: { key: [string, string]; value: ReferenceRecord };
  keys: { key: string; value: KeyRecord };
  unlock: { key: string; value: UnlockRecord };
}

export type OfflineDb = IDBPDatabase<FieldbookDb>;
export type OfflineStoreName = StoreNames<FieldbookDb>;

/** G1: 'strict' asks the browser to flush to disk before `complete`; engines without it ignore the member. */
export const DURABLE: IDBTransactionOptions = { durability: 'strict' };

let openingDb: Promise<OfflineDb> | null = null;
let hasAskedPersistence = false;

function forgetConnection(): void {
  openingDb = null;
}

/** Opens (once per page) the device database, creating or upgrading its stores. */
export function openOfflineDb(): Promise<OfflineDb> {
  if (!openingDb) {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('This browser has no IndexedDB'));
    const opening = openDB<FieldbookDb>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
      upgrade(db, oldVersion, _newVersion, transaction) {
        if (oldVersion < 1) {
          db.createObjectStore('drafts', { keyPath: 'email' });
          const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
          outbox.createIndex('by-email', 'email');
          outbox.createIndex('by-email-id', ['email', 'id'], { unique: true });
          db.createObjectStore('reference', { keyPath: ['email', 'key'] });
        }
        if (oldVersion < 2) {
          db.createObjectStore('keys', { keyPath: 'email' });
          transaction.objectStore('outbox').createIndex('by-email-state', ['email', 'state']);
        }
        if (oldVersion < 3) db.createObjectStore('unlock', { keyPath: 'email' });
      },
      // A newer version opened in another tab: step aside so its upgrade can run; the next call reopens.
      blocking(_currentVersion, _blockedVersion, event) {
        (event.target as IDBDatabase).close();
        forgetConnection();
      },
      terminated: forgetConnection,
    });
    openingDb = opening;
    opening.catch(() => {
      if (openingDb === opening) forgetConnection();
    });
  }
  return openingDb;
}

/** Closes the connection; the next call opens it again (tests use it to prove data outlives a reopen). */
export async function closeOfflineDb(): Promise<void> {
  const opening = openingDb;
  forgetConnection();
  if (opening) (await opening.catch(() => null))?.close();
}

/**
 * Asks once per page load that the browser never evict this origin's storage (security-and-sync G8). Called on
 * the first draft or report saved, a moment the officer understands (Firefox asks the user).
 * Best effort: browsers may refuse; saved reports are kept either way.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (hasAskedPersistence || typeof storage?.persist !== 'function') return false;
  hasAskedPersistence = true;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export type WritableStore<Name extends OfflineStoreName> = IDBPObjectStore<FieldbookDb, [Name], Name, 'readwrite'>;

/**
 * Runs `work` in one read-write transaction and resolves only after the transaction's `complete` (G1):
 * a request's success is not yet durable. A failed request or a full disk rejects and aborts the whole write.
 */
export async function writeDurably<Name extends OfflineStoreName, Result>(
  storeName: Name,
  work: (store: WritableStore<Name>) => Promise<Result>,
): Promise<Result> {
  const db = await openOfflineDb();
  const tx = db.transaction(storeName, 'readwrite', DURABLE);
  const done = tx.done;
  try {
    const result = await work(tx.store);
    await done;
    return result;
  } catch (error) {
    done.catch(() => {});
    try {
      tx.abort();
    } catch {
      // Already finished or aborted.
    }
    throw error;
  }
}

import { type OfflineDb, openOfflineDb, type SealedValue, writeDurably } from './offline-db.ts';

/**
 * Citizen data at rest (security-and-sync G6): drafts and the outbox's reports are stored as AES-GCM ciphertext under
 * a per-user key. The key is a non-extractable CryptoKey made on first need and kept in the `keys` store: page script
 * can use it but never read its bytes, so a copy of the database files (or of an export of IndexedDB) holds no
 * readable report. Each seal uses a fresh random 12-byte IV; `context` (which record it is) is bound as additional
 * data, so a sealed value cannot be moved to another record, nor opened under another user's key.
 */
const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
const IV_BYTES = 12;

/** One lookup of the key per user and connection (the store is the truth; a new connection reads it again). */
const keysByConnection = new WeakMap<OfflineDb, Map<string, Promise<CryptoKey | null>>>();

async function readOrCreateKey(db: OfflineDb, email: string, isCreating: boolean): Promise<CryptoKey | null> {
  const stored = await db.get('keys', email);
  if (stored) return stored.key;
  if (!isCreating) return null;
  const key = await crypto.subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
  // Another tab may have stored one meanwhile: the first stored wins, so every tab seals with the same key.
  return writeDurably('keys', async (store) => {
    const raced = await store.get(email);
    if (raced) return raced.key;
    await store.put({ email, key, created_at: new Date().toISOString() });
    return key;
  });
}

async function userKey(email: string, isCreating: boolean): Promise<CryptoKey | null> {
  const db = await openOfflineDb();
  let keys = keysByConnection.get(db);
  if (!keys) {
    keys = new Map();
    keysByConnection.set(db, keys);
  }
  const known = keys.get(email);
  if (known && (await known.catch(() => null))) return known;
  const finding = readOrCreateKey(db, email, isCreating);
  keys.set(email, finding);
  finding.catch(() => keys.delete(email));
  return finding;
}

const additionalData = (context: string) => new TextEncoder().encode(context);

/** Seals a JSON-serialisable value for the user (e-mail lower-cased), making the user's key on first need. */
export async function sealValue(email: string, context: string, value: unknown): Promise<SealedValue> {
  const key = await userKey(email, true);
  if (!key) throw new Error('No sealing key');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(context) }, key, plaintext);
  return { iv, ciphertext };
}

/** Opens a value sealed for the user under `context`; rejects when it was sealed for another user or record. */
export async function openValue<T>(email: string, context: string, sealed: SealedValue): Promise<T> {
  const key = await userKey(email, false);
  if (!key) throw new Error('This device holds no key to open the record');
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: additionalData(context) },
    key,
    sealed.ciphertext,
  );
  return JSON.parse(new TextDecoder().decode(plaintext)) as T;
}

/** True for a record stored sealed; false for one written in clear by version 1 of the database. */
export function isSealed<T extends object>(record: T): record is T & { sealed: SealedValue } {
  return 'sealed' in record;
}

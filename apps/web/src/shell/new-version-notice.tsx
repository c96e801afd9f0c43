import { PRODUCT_VERSION } from '@fieldbook/domain';
import { useState } from 'react';
import { productName } from './brand.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import './new-version-notice.css';

/** 'Update Now' sets the new-version flag (accounts.md §9) before the new version loads. */
export function markNewVersion(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.newVersion, PRODUCT_VERSION);
  } catch {
    // Storage unavailable: the notice is only a courtesy.
  }
}

function readFlag(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.newVersion);
  } catch {
    return null;
  }
}

/** The new-version notice (accounts.md §4 "Load of /app" step 4): shown once the flag is set, until dismissed. */
export function NewVersionNotice() {
  const [flag, setFlag] = useState(readFlag);
  if (!flag) return null;

  function handleDismiss() {
    try {
      localStorage.removeItem(STORAGE_KEYS.newVersion);
    } catch {}
    setFlag(null);
  }

  return (
    <aside className="new-version-notice" aria-label="New version">
      <p role="status">
        {productName()} has been updated to version {PRODUCT_VERSION}.
      </p>
      <button type="button" className="button button-secondary" onClick={handleDismiss}>
        Dismiss
      </button>
    </aside>
  );
}

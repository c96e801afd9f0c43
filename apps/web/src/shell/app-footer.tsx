import { PRODUCT_NAME, PRODUCT_VERSION } from '@fieldbook/domain';

/** 'Version 3.29' and 'Powered by' the provider (accounts.md §2.4). */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <span>Version {PRODUCT_VERSION}</span>
      <span>Powered by {PRODUCT_NAME}</span>
    </footer>
  );
}

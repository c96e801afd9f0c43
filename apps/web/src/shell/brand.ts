import { isNexusHost, NEXUS_PRODUCT_NAME, PRODUCT_NAME } from '@fieldbook/domain';

/**
 * The brand by host name (accounts.md §1): a host containing 'nexus' is Fieldbook Nexus, any other Fieldbook. One build
 * serves both; the name shows in the logo text, the top bar and the document title.
 */
export function productName(hostname: string = globalThis.location?.hostname ?? ''): string {
  return isNexusHost(hostname) ? NEXUS_PRODUCT_NAME : PRODUCT_NAME;
}

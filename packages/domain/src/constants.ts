/** Product constants from the specification (accounts.md §9, reports.md §9). */
export const PRODUCT_VERSION = '3.29';
export const PRODUCT_NAME = 'Fieldbook';
export const NEXUS_PRODUCT_NAME = 'Fieldbook Nexus';
/** The product code in plans and calls stays 'cc' (spec README). */
export const PRODUCT_CODE = 'cc';

export const ORI_LENGTH = 9;
export const SNACKBAR_AUTO_HIDE_MS = 3600;
export const WIZARD_ANIMATION_MS = 360;
export const PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** The words of the report wizard (reports.md §2, §4, §8). */
export const WIZARD_TEXTS = {
  submitted: 'Report submitted',
  saved: 'Report saved',
  savedNote: 'Your data was saved on this device. Please try uploading it later by clicking the cloud-upload icon above.',
  notSubmitted: 'This report could not be submitted.',
  sessionExpired: 'This report could not be submitted because your session has expired.',
  draftSaved: 'The report was saved as a draft.',
  duplicateNumber: 'The following Incident Number was used in another report. To submit this report correctly, edit the number down below.',
  incidentNumberHelper: 'It must have at least 1 and up to 20 characters. Only letters, numbers, and hyphens are allowed.',
  amendSucceeded: 'The report was updated successfully.',
  amendNeedsChange: 'Change at least one field to enable Submit.',
} as const;

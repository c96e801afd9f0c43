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
  // The outcome screen (issue 24, defect 10): what was filed, and what the QR code gives the citizen.
  uploaded: 'Uploaded to the agency',
  savedOnDevice: 'Saved on this device, not uploaded yet',
  forTheCitizen: 'For the citizen: scan the QR code to follow this case. Quote the incident number when you contact the agency.',
  caseAfterUpload:
    "The case page will show this case once this device uploads the report. Until then it says the case may still be on the officer's device.",
} as const;

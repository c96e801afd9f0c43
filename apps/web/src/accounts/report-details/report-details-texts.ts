/** The officer's own report details page (issue 24). */
export const REPORT_DETAILS_PATH = '/app/account/report-details';

/** The words of the 'Report details' page (issue 24); tests find elements by them. */
export const REPORT_DETAILS_TEXTS = {
  title: 'Report details',
  hint: 'What your reports ask about you, not the stop. Each new report starts with these answers, and you can still change them on the report. Years of experience count up by one each year.',
  none: "Your agency's state form asks nothing about you that Fieldbook could remember.",
  save: 'Save',
  saving: 'Saving…',
  saved: 'Your report details were saved.',
  checkFields: 'Check the highlighted fields, then save again.',
  failed: 'Your report details could not be saved. Check your connection and try again.',
} as const;

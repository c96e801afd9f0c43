export type { PeopleSearch } from './form-services.ts';
export { normalizeDraft } from './normalize-draft.ts';
export {
  createDraft,
  type DraftGeneralInformation,
  fromPayload,
  mergeDateAndTime,
  type NewDraftInput,
  type ReportDraft,
  toPayload,
  validateDraft,
} from './report-draft.ts';
export { ReportForm, type ReportFormProps } from './report-form.tsx';
export { useDraftIssues } from './use-draft-issues.ts';

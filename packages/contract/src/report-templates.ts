import { CONTACT_TYPES, TEMPLATE_SCOPES, templateAnswersShape, templateInputSchema, templateNameSchema } from '@fieldbook/domain';
import { z } from 'zod';

/**
 * Stop templates (issue 24): the agency's templates and the caller's favourites. GET /api/report-templates lists both;
 * POST /api/report-templates makes one (scope 'agency' needs agency.report_templates.manage; 'personal' is the caller's
 * own favourite); PUT and DELETE /api/report-templates/{id} change or delete one the caller may keep.
 */
export const reportTemplateView = z.object({
  id: z.string(),
  name: z.string(),
  contact_type: z.enum(CONTACT_TYPES),
  scope: z.enum(TEMPLATE_SCOPES),
  answers: templateAnswersShape,
  updated_at: z.string(),
});
export type ReportTemplateView = z.infer<typeof reportTemplateView>;

export const reportTemplatesResponse = z.object({ templates: z.array(reportTemplateView) });
export type ReportTemplatesResponse = z.infer<typeof reportTemplatesResponse>;

export const createReportTemplateRequest = templateInputSchema;
export type CreateReportTemplateRequest = z.input<typeof createReportTemplateRequest>;

/** A template keeps its scope; its name, contact type and answers change. */
export const updateReportTemplateRequest = z.strictObject({
  name: templateNameSchema,
  contact_type: z.enum(CONTACT_TYPES),
  answers: templateAnswersShape,
});
export type UpdateReportTemplateRequest = z.input<typeof updateReportTemplateRequest>;

export const reportTemplateIdParams = z.object({ id: z.uuid() });

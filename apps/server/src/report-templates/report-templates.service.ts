import { randomUUID } from 'node:crypto';
import type { CreateReportTemplateRequest, ReportTemplateView, UpdateReportTemplateRequest } from '@fieldbook/contract';
import {
  AGENCY_TEMPLATES_MAX,
  checkTemplateAnswers,
  countTemplateAnswers,
  ERROR_CODES,
  FAVOURITES_MAX,
  hasPermission,
  TEMPLATE_MESSAGES,
  type TemplateAnswers,
  tidyTemplateAnswers,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, notFound } from '../http/http-error.ts';
import * as repo from './report-templates.repo.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
const refuse = (path: string, message: string) => badRequest(ERROR_CODES.validation, [{ path, message }]);

/**
 * Stop templates (issue 24): every member reads the agency's templates and their own favourites; owners and managers
 * (agency.report_templates.manage) keep the agency's, anyone who files reports keeps their own. A template is checked
 * against the agency's configuration by the domain's one rule, and every change is audited.
 */
export function createReportTemplates(db: Database, configurations: ConfigurationStore) {
  function agencyContext(caller: Caller) {
    const agencyId = agencyOf(caller);
    if (!caller.agency) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
    return { agencyId, settings: caller.agency };
  }

  /** Name, contact type and answers as they will be stored, or 400 naming what is wrong. */
  function checked(caller: Caller, input: { name: string; contact_type: string; answers: TemplateAnswers }): repo.TemplateRow {
    const { settings } = agencyContext(caller);
    if (!settings.contactTypes.includes(input.contact_type)) throw refuse('body.contact_type', 'Choose one of the agency’s contact types.');
    const config = configurations.get(settings.configurationFile);
    const issues = checkTemplateAnswers(config, input.answers);
    if (issues.length > 0)
      throw badRequest(
        ERROR_CODES.validation,
        issues.map((issue) => ({ ...issue, path: `body.${issue.path}` })),
      );
    // Kept as the form would keep them: what the other answers hide is cleared (a client cannot store it).
    const answers = tidyTemplateAnswers(config, input.answers);
    if (countTemplateAnswers(answers) === 0) throw refuse('body.answers', TEMPLATE_MESSAGES.empty);
    return { name: input.name, contactType: input.contact_type, answers };
  }

  /** The owner a caller may change: the agency's with the permission, their own favourite; another officer's is 404. */
  function mayChange(caller: Caller, owner: repo.TemplateOwner | undefined): repo.TemplateOwner {
    if (!owner || (owner.ownerId !== null && owner.ownerId !== caller.userId)) throw notFound();
    if (owner.ownerId === null && !hasPermission(caller.role, 'agency.report_templates.manage')) throw forbidden();
    return owner;
  }

  async function audited<T>(caller: Caller, action: string, objectId: string, work: (tx: Queryable, agencyId: string) => Promise<T>) {
    const { agencyId } = agencyContext(caller);
    try {
      return await withTenant(db, agencyId, async (tx) => {
        const result = await work(tx, agencyId);
        await recordAuditEvent(tx, { action, outcome: 'success', userId: caller.userId, agencyId, objectId, sourceIp: caller.sourceIp });
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse('body.name', TEMPLATE_MESSAGES.duplicateName);
      throw error;
    }
  }

  return {
    list(caller: Caller): Promise<ReportTemplateView[]> {
      const { agencyId } = agencyContext(caller);
      return withTenant(db, agencyId, (tx) => repo.listTemplates(tx, agencyId, caller.userId));
    },

    create(caller: Caller, input: CreateReportTemplateRequest & { name: string }): Promise<ReportTemplateView> {
      const isAgency = input.scope === 'agency';
      const permission = isAgency ? 'agency.report_templates.manage' : 'agency.reports.create';
      if (!hasPermission(caller.role, permission)) throw forbidden();
      const template = checked(caller, input);
      const id = randomUUID();
      return audited(caller, `report_template.create`, id, async (tx, agencyId) => {
        const owner = { agencyId, ownerId: isAgency ? null : caller.userId };
        const count = await repo.countTemplates(tx, owner);
        if (count >= (isAgency ? AGENCY_TEMPLATES_MAX : FAVOURITES_MAX))
          throw refuse('body.scope', isAgency ? TEMPLATE_MESSAGES.tooManyAgency : TEMPLATE_MESSAGES.tooManyFavourites);
        return repo.insertTemplate(tx, owner, id, caller.userId, template);
      });
    },

    update(caller: Caller, id: string, input: UpdateReportTemplateRequest & { name: string }): Promise<ReportTemplateView> {
      const template = checked(caller, input);
      return audited(caller, 'report_template.update', id, async (tx, agencyId) => {
        mayChange(caller, await repo.findTemplateOwner(tx, agencyId, id));
        return repo.updateTemplate(tx, agencyId, id, template);
      });
    },

    remove(caller: Caller, id: string): Promise<void> {
      return audited(caller, 'report_template.delete', id, async (tx, agencyId) => {
        mayChange(caller, await repo.findTemplateOwner(tx, agencyId, id));
        await repo.deleteTemplate(tx, agencyId, id);
      });
    },
  };
}

import type { AreaView, GroupView, TagView } from '@fieldbook/contract';
import { type FieldIssue, hasForceUsed, isWasUseOfForceLocked, MESSAGES, type StateConfiguration } from '@fieldbook/domain';
import { useMemo } from 'react';
import { AgencyTagsPart } from './agency-tags-part.tsx';
import { DurationPart } from './duration-part.tsx';
import { useDraftUpdate, useIssueIndex, useStableCallback, useStableList } from './form-hooks.ts';
import { CitizenIdsContext, type FormServices, FormServicesContext, type PeopleSearch, ShowIssuesContext } from './form-services.ts';
import { GeneralInformationPart } from './general-information-part.tsx';
import { ItemList } from './item-list.tsx';
import { type ItemArea, useItemListActions } from './item-list-actions.ts';
import type { ReportDraft } from './report-draft.ts';
import { collectReportPaths, useReportScope } from './report-scope.ts';
import { UseOfForcePart } from './use-of-force-part.tsx';
import './report-form.css';

export interface ReportFormProps {
  config: StateConfiguration;
  draft: ReportDraft;
  /** Every change, already normalised by the domain rules (hidden fields cleared, use of force forced or reset). */
  onChange: (draft: ReportDraft) => void;
  /** validateDraft's issues; compute them off the keystroke path (useDraftIssues validates a deferred draft). */
  issues: readonly FieldIssue[];
  /** Show every issue (after a submit attempt); otherwise a field shows its issue once it was left. */
  showIssues: boolean;
  peopleSearch: PeopleSearch;
  tags: readonly TagView[];
  areas: readonly Pick<AreaView, 'id' | 'name'>[];
  groups?: readonly Pick<GroupView, 'id' | 'name'>[];
  /** Minutes the device has counted since the report started. */
  deviceMinutes: number;
  /** Complaints and investigations (amend with supervision enabled). */
  isSupervisionShown: boolean;
  /** Opens the 'Set your location' map. */
  onSetLocation: () => void;
}

const NO_GROUPS: readonly Pick<GroupView, 'id' | 'name'>[] = [];

/** Step 3 of the report wizard: the contact form (reports.md §2 step 3). Controlled; fetches nothing. */
export function ReportForm(props: ReportFormProps) {
  const { config, draft, issues, showIssues, isSupervisionShown } = props;
  const tags = useStableList(props.tags);
  const areas = useStableList(props.areas);
  const groups = useStableList(props.groups ?? NO_GROUPS);
  const update = useDraftUpdate(draft, props.onChange, config, isSupervisionShown ? 'amend' : 'create');
  const actions = useItemListActions(update, config);
  const peopleSearch = useStableCallback(props.peopleSearch);
  const onSetLocation = useStableCallback(props.onSetLocation);
  const reportPaths = useMemo(() => collectReportPaths(config), [config]);
  const report = useReportScope(draft, reportPaths);
  const issueIndex = useIssueIndex(issues);
  const citizenIds = useStableList(draft.citizens.map((citizen) => citizen.id));
  const services = useMemo<FormServices>(
    () => ({
      peopleSearch,
      areas,
      tags,
      groups,
      disabledMessages: new Map((config.disabled_fields ?? []).map((entry) => [entry.path, entry.message])),
    }),
    [peopleSearch, areas, tags, groups, config],
  );
  const listMessages = (area: ItemArea) => issues.filter((issue) => issue.path === area).map((issue) => issue.message);
  const general = issueIndex.general;
  // The citizens decide the switch while one had force used on them, and always where the state has no use-of-force form.
  const useOfForceLock = !isWasUseOfForceLocked(config, draft.citizens)
    ? null
    : draft.citizens.some(hasForceUsed)
      ? 'citizen-forced'
      : 'follows-citizens';
  const list = { report, issueIndex, actions };

  return (
    <FormServicesContext value={services}>
      <CitizenIdsContext value={citizenIds}>
        <ShowIssuesContext value={showIssues}>
          <div className="report-form">
            <ItemList
              {...list}
              area="citizens"
              title="Citizens"
              form={config.citizens}
              items={draft.citizens}
              listMessages={listMessages('citizens')}
              emptyMessage={MESSAGES.citizenRequired}
            />
            <GeneralInformationPart
              general={draft.general_information}
              config={config}
              report={report}
              issues={general}
              onUpdate={update}
              onSetLocation={onSetLocation}
            />
            <UseOfForcePart
              isOn={draft.general_information.was_use_of_force}
              lock={useOfForceLock}
              useOfForce={draft.use_of_force}
              config={config}
              report={report}
              issues={general}
              onUpdate={update}
            />
            <ItemList
              {...list}
              area="officers"
              title="Officers"
              form={config.officers}
              items={draft.officers}
              listMessages={listMessages('officers')}
              emptyMessage={config.officers.required ? MESSAGES.itemRequired : null}
              lockedMessage={draft.citizens.length === 0 ? MESSAGES.officersNeedCitizen : null}
            />
            <AgencyTagsPart chosen={draft.tags.agency} tags={tags} issue={general.get('tags.agency')} onUpdate={update} />
            <DurationPart
              duration={draft.general_information.duration}
              deviceMinutes={props.deviceMinutes}
              issue={general.get('general_information.duration')}
              onUpdate={update}
            />
            {isSupervisionShown && config.supervision ? (
              <>
                <ItemList
                  {...list}
                  area="complaints"
                  title="Complaints"
                  form={config.supervision.complaints}
                  items={draft.complaints ?? []}
                  listMessages={listMessages('complaints')}
                  emptyMessage={config.supervision.complaints.required ? MESSAGES.itemRequired : null}
                />
                <ItemList
                  {...list}
                  area="investigations"
                  title="Investigations"
                  form={config.supervision.investigations}
                  items={draft.investigations ?? []}
                  listMessages={listMessages('investigations')}
                  emptyMessage={config.supervision.investigations.required ? MESSAGES.itemRequired : null}
                />
              </>
            ) : null}
          </div>
        </ShowIssuesContext>
      </CitizenIdsContext>
    </FormServicesContext>
  );
}

import type { AgencyUserView, AreaView, GroupView, TagView } from '@fieldbook/contract';
import { createContext, useContext } from 'react';

/** The people picker's search: GET /api/agencies/me/users?active_only=true&name=... in the app. */
export type PeopleSearch = (name: string) => Promise<AgencyUserView[]>;

export type Reference = { id: string; name: string };

/**
 * What fields read besides their own value and that does not change while the officer types. Three contexts,
 * so a change to one (a citizen added, a submit attempt) re-renders only the fields that read it.
 */
export interface FormServices {
  peopleSearch: PeopleSearch;
  areas: readonly Reference[];
  tags: readonly TagView[];
  groups: readonly Reference[];
  /** `<area>.<section>.<field>` -> the message of a field the configuration turns off. */
  disabledMessages: ReadonlyMap<string, string>;
}

export const FormServicesContext = createContext<FormServices>({
  peopleSearch: async () => [],
  areas: [],
  tags: [],
  groups: [],
  disabledMessages: new Map(),
});

/** The report's citizen ids in order, for citizen_checklist ('Citizen 1', 'Citizen 2'...). */
export const CitizenIdsContext = createContext<readonly string[]>([]);

/** Show every field's issue, not only those of fields the officer has left (after a submit attempt). */
export const ShowIssuesContext = createContext(false);

export const useFormServices = (): FormServices => useContext(FormServicesContext);
export const useCitizenIds = (): readonly string[] => useContext(CitizenIdsContext);
export const useShowIssues = (): boolean => useContext(ShowIssuesContext);

export type { AgencyUserView, AreaView, GroupView, TagView };

import { randomUUID } from 'node:crypto';
import { type Inventory, newReport, type Report } from './inventory.ts';

/** One call by a member of the caller's agency (`own`) aimed at another agency's object (`foreign`). */
export interface Case {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  /** path-id: a foreign id in the path; body-id / query-id: in the body or the query, on the caller's own route. */
  kind: 'path-id' | 'body-id' | 'query-id';
  /** 1 reads and own-side writes, 2 changes to foreign objects, 3 deletions. */
  phase: 1 | 2 | 3;
  /** The foreign ids sent; their echo in a 2xx is reported (a leak where `isEchoALeak`). */
  sent: string[];
  isEchoALeak?: boolean;
  /**
   * Compared with the same call where the foreign ids are replaced by ids that exist nowhere: totals, lists and charts
   * that count another agency's reports differ, though they name none of them.
   */
  isCompared?: boolean;
  /** Any 2xx is a leak (joining another agency by its invitation link). */
  isTwoXXALeak?: boolean;
  /** Public by design (an <img>, the citizen's case page, the sign-in notice): a 2xx is expected of anyone. */
  isPublicByDesign?: boolean;
}

const q = encodeURIComponent;

/** Every call the sweep makes with `foreign`'s ids, as a member of `own`. */
export function casesAgainst(foreign: Inventory, own: Inventory): Case[] {
  const cases: Case[] = [];
  const add = (
    phase: Case['phase'],
    kind: Case['kind'],
    label: string,
    method: string,
    path: string,
    sent: string[],
    extra: Partial<Case> = {},
  ) => cases.push({ phase, kind, label, method, path, sent, ...extra });
  const ownGroup = own.groups[0];

  for (const user of foreign.users) {
    add(1, 'query-id', 'audit events by foreign actor', 'GET', `/api/agency/audit-events?actor=${user.id}`, [user.id]);
    add(1, 'query-id', 'audit events about foreign target', 'GET', `/api/agency/audit-events?target=${user.id}`, [user.id]);
    add(1, 'body-id', 'analytics of foreign officer', 'POST', '/api/analytics/generate', [user.id], {
      isCompared: true,
      body: { period: 'month', filters: { officers: { officer_information: { id: user.id } } } },
    });
    add(1, 'body-id', 'report search by foreign officer', 'POST', '/api/reports/search', [user.id], {
      isCompared: true,
      body: { filters: { officers: [user.id] } },
    });
    if (ownGroup) {
      add(1, 'body-id', 'own group members += foreign user', 'PUT', `/api/groups/${ownGroup.id}/members`, [user.id], {
        body: { user_ids: [...ownGroup.members, user.id] },
        isEchoALeak: true,
      });
    }
    add(2, 'path-id', 'unlock foreign member', 'POST', `/api/agency/members/${user.id}/unlock`, [user.id]);
    add(2, 'path-id', 'reset foreign two-step', 'POST', `/api/agency/members/${user.id}/two-step/reset`, [user.id]);
    add(2, 'path-id', 'change foreign role', 'PUT', `/api/agency/members/${user.id}/role`, [user.id], { body: { role: 'manager' } });
    add(2, 'path-id', 'disable foreign member', 'PUT', `/api/agency/members/${user.id}/access`, [user.id], { body: { is_active: false } });
    add(3, 'path-id', 'remove foreign member', 'DELETE', `/api/agency/members/${user.id}`, [user.id]);
  }
  for (const area of foreign.areas) {
    add(1, 'body-id', 'report search by foreign area', 'POST', '/api/reports/search', [area], {
      isCompared: true,
      body: { filters: { areas: [area] } },
    });
    add(1, 'body-id', 'analytics by foreign area', 'POST', '/api/analytics/generate', [area], {
      isCompared: true,
      body: { period: 'month', filters: { general_information: { location: { areas: [area] } } } },
    });
    add(2, 'path-id', 'rename foreign area', 'PUT', `/api/areas/${area}`, [area], {
      body: {
        name: 'Probe takeover',
        acronym: 'PRB',
        polygon: [
          [-121.5, 38.5],
          [-121.4, 38.5],
          [-121.4, 38.6],
          [-121.5, 38.5],
        ],
      },
    });
    add(3, 'path-id', 'delete foreign area', 'DELETE', `/api/areas/${area}`, [area]);
  }
  for (const tag of foreign.tags) {
    add(1, 'body-id', 'report search by foreign tag', 'POST', '/api/reports/search', [tag], {
      isCompared: true,
      body: { filters: { tags: [tag] } },
    });
    add(1, 'body-id', 'analytics by foreign tag', 'POST', '/api/analytics/generate', [tag], {
      isCompared: true,
      body: { period: 'month', filters: { tags: { agency: [tag] } } },
    });
    add(2, 'path-id', 'rename foreign tag', 'PUT', `/api/tags/${tag}`, [tag], { body: { name: 'Probe takeover', color: '#000000' } });
    add(3, 'path-id', 'delete foreign tag', 'DELETE', `/api/tags/${tag}`, [tag]);
  }
  for (const group of foreign.groups) {
    add(1, 'path-id', 'read foreign group members', 'GET', `/api/groups/${group.id}/members`, [group.id]);
    add(1, 'body-id', 'analytics of foreign group', 'POST', '/api/analytics/generate', [group.id], {
      isCompared: true,
      body: { period: 'month', filters: { officers: { officer_information: { groups: [group.id] } } } },
    });
    add(1, 'body-id', 'report search by foreign group', 'POST', '/api/reports/search', [group.id], {
      isCompared: true,
      body: { filters: { groups: [group.id] } },
    });
    add(1, 'path-id', 'foreign group avatar under own agency id', 'GET', `/api/agencies/${own.agencyId}/groups/${group.id}/avatar`, [
      group.id,
    ]);
    add(
      1,
      'path-id',
      'foreign group avatar (public image)',
      'GET',
      `/api/agencies/${foreign.agencyId}/groups/${group.id}/avatar`,
      [group.id],
      {
        isPublicByDesign: true,
      },
    );
    add(2, 'path-id', 'rename foreign group', 'PUT', `/api/groups/${group.id}`, [group.id], {
      body: { name: 'Probe takeover', acronym: 'PRB' },
    });
    add(2, 'path-id', 'set foreign group members', 'PUT', `/api/groups/${group.id}/members`, [group.id], { body: { user_ids: [] } });
    add(2, 'path-id', 'set foreign group avatar', 'PUT', `/api/groups/${group.id}/avatar`, [group.id], {
      body: { data: 'R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==' },
    });
    add(3, 'path-id', 'remove foreign group avatar', 'DELETE', `/api/groups/${group.id}/avatar`, [group.id]);
    add(3, 'path-id', 'delete foreign group', 'DELETE', `/api/groups/${group.id}`, [group.id]);
  }
  for (const invitation of foreign.invitations) {
    add(2, 'path-id', 'accept foreign invitation', 'POST', `/api/users/me/invitations/${invitation.id}/accept`, [invitation.id]);
    add(3, 'body-id', 'remove foreign invitation by e-mail', 'DELETE', '/api/invitations', [invitation.email], {
      body: { emails: [invitation.email] },
      isEchoALeak: true,
    });
  }
  for (const token of foreign.invitationTokens) {
    add(1, 'path-id', 'invitation link (public page)', 'GET', `/api/invitations/by-token/${q(token)}`, [token], { isPublicByDesign: true });
    add(2, 'body-id', "accept another agency's invitation link", 'POST', '/api/users/me/invitations/accept-token', [token], {
      body: { token },
      isTwoXXALeak: true,
    });
  }
  if (foreign.reports.length > 0) {
    const ids = foreign.reports.map((report) => report.id);
    add(1, 'body-id', 'receipts of foreign reports', 'POST', '/api/reports/receipts', ids, {
      isCompared: true,
      body: { ids },
      isEchoALeak: true,
    });
  }
  for (const report of foreign.reports) {
    const incident = report.incident_number;
    add(1, 'path-id', 'read foreign report', 'GET', `/api/reports/${q(incident)}`, [report.id, incident]);
    add(1, 'path-id', 'read foreign report version', 'GET', `/api/reports/${q(incident)}?created_at=${q(new Date().toISOString())}`, [
      report.id,
      incident,
    ]);
    add(1, 'body-id', 'quick search foreign incident', 'POST', '/api/reports/text-search', [incident], {
      isCompared: true,
      body: { filter: incident },
    });
    add(1, 'body-id', 'fast facts foreign incident', 'POST', '/api/reports/calculate-totals', [incident], {
      isCompared: true,
      body: { filter: incident },
    });
    if (report.publicToken) {
      add(1, 'path-id', 'citizen case page', 'GET', `/api/public/cases/${q(report.publicToken)}`, [report.publicToken], {
        isPublicByDesign: true,
      });
    }
    const amended = structuredClone(report.payload) as Report;
    amended.general_information.duration = 1;
    add(2, 'path-id', 'amend foreign report', 'POST', `/api/reports/${q(incident)}/amend`, [report.id, incident], { body: amended });
    add(2, 'body-id', 'create with foreign report id', 'POST', '/api/reports/', [report.id], { body: report.payload, isEchoALeak: true });
    if (report.publicToken) {
      const token = report.publicToken;
      add(2, 'body-id', 'create with foreign public token', 'POST', '/api/reports/', [token], {
        body: newReport((r) => {
          r.public_token = token;
        }),
        isEchoALeak: true,
      });
    }
  }
  for (const workspace of foreign.workspaces) {
    const sent = [workspace];
    add(1, 'path-id', 'read foreign workspace', 'GET', `/api/workspaces/${workspace}`, sent);
    add(1, 'path-id', 'search foreign workspace', 'POST', `/api/workspaces/${workspace}/reports/search`, sent, { body: {} });
    add(1, 'path-id', 'own reports in foreign workspace', 'POST', `/api/workspaces/${workspace}/reports/me`, sent, { body: {} });
    add(1, 'path-id', 'fast facts of foreign workspace', 'POST', `/api/workspaces/${workspace}/reports/calculate-totals`, sent, {
      body: { filters: {} },
    });
    add(1, 'path-id', 'analytics settings of foreign workspace', 'GET', `/api/analytics/${workspace}/me/settings`, sent);
    add(1, 'query-id', 'analytics settings by workspace query', 'GET', `/api/analytics/me/settings?workspace_id=${workspace}`, sent);
    add(1, 'body-id', 'analytics of foreign workspace', 'POST', '/api/analytics/generate', sent, {
      isCompared: true,
      body: { period: 'month', workspace_id: workspace },
    });
    add(2, 'body-id', 'save analytics settings for foreign workspace', 'PUT', '/api/analytics/me/settings', sent, {
      body: { widgets: [], workspace_id: workspace },
    });
    add(2, 'path-id', 'rename foreign workspace', 'PUT', `/api/workspaces/${workspace}`, sent, { body: { name: 'probe-takeover' } });
    add(3, 'path-id', 'delete foreign workspace', 'DELETE', `/api/workspaces/${workspace}`, sent);
  }
  const definition = {
    name: `probe-${foreign.key}-${randomUUID().slice(0, 6)}`,
    areas: foreign.areas.slice(0, 2),
    tags: foreign.tags.slice(0, 2),
    groups: foreign.groups.slice(0, 1).map((group) => group.id),
    officers: foreign.users.slice(0, 2).map((user) => user.id),
    members: foreign.users.slice(0, 2).map((user) => user.id),
  };
  add(2, 'body-id', 'workspace made of foreign ids', 'POST', '/api/workspaces', Object.values(definition).flat().slice(1), {
    body: definition,
    isEchoALeak: true,
  });
  for (const exportId of foreign.exports) {
    add(1, 'path-id', 'read foreign export', 'GET', `/api/reports/exports/${exportId}`, [exportId]);
    add(1, 'path-id', 'download foreign export csv', 'GET', `/api/reports/exports/${exportId}/csv`, [exportId]);
    add(1, 'path-id', 'download foreign export xlsx', 'GET', `/api/reports/exports/${exportId}/xlsx`, [exportId]);
  }
  for (const session of foreign.sessions)
    add(3, 'path-id', 'end foreign session', 'DELETE', `/api/users/me/sessions/${session}`, [session]);
  add(
    1,
    'query-id',
    'sign-in notice of foreign agency',
    'GET',
    `/api/public/system-use-notice?agency=${foreign.agencyId}`,
    [foreign.agencyId],
    {
      isPublicByDesign: true,
    },
  );
  if (foreign.badgeVersion) {
    add(
      1,
      'path-id',
      'foreign badge (public image)',
      'GET',
      `/api/agencies/${foreign.agencyId}/badge/${foreign.badgeVersion}`,
      [foreign.agencyId],
      {
        isPublicByDesign: true,
      },
    );
  }
  const officers = foreign.users.map((user) => user.id);
  add(1, 'body-id', 'export filtered by foreign officers', 'POST', '/api/reports/export', officers, {
    isCompared: true,
    body: { filters: { officers } },
  });
  if (foreign.users[0]) {
    add(1, 'query-id', 'audit CSV by foreign actor', 'GET', `/api/agency/audit-events/export.csv?actor=${foreign.users[0].id}`, [
      foreign.users[0].id,
    ]);
  }
  return cases;
}

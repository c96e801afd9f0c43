import { z } from 'zod';
import { WORKSPACE_CONTACT_TYPES, WORKSPACE_MESSAGES, WORKSPACE_NAME_MAX } from './workspaces.ts';

// The schema lives apart from workspaces.ts so the pages that need only its constants do not load zod (GUIDE §6).
const ids = z.array(z.string().uuid()).max(200);

export const workspaceDefinitionSchema = z.strictObject({
  name: z.string().trim().min(1, WORKSPACE_MESSAGES.nameRequired).max(WORKSPACE_NAME_MAX),
  areas: ids.default([]),
  groups: ids.default([]),
  tags: ids.default([]),
  officers: ids.default([]),
  contact_types: z.array(z.enum(WORKSPACE_CONTACT_TYPES)).max(2).default([]),
  /** Who the workspace is shared with (owners and managers see every workspace). */
  members: ids.default([]),
});
export type WorkspaceDefinition = z.output<typeof workspaceDefinitionSchema>;

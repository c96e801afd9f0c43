import type { MeResponse } from '@fieldbook/contract';
import { hasPermission } from '@fieldbook/domain';
import { hasContactPlan } from '../../shell/nav-links.ts';
import { canUseAppOffline } from '../require-user.tsx';

/** A device PIN is for those who file reports offline: a member of an active agency on a contact plan who may create reports. */
export function canUseDevicePin(me: MeResponse): boolean {
  return canUseAppOffline(me) && hasContactPlan(me) && hasPermission(me.role, 'agency.reports.create');
}

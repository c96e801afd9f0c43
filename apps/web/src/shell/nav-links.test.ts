import { BUSINESS_CARD_ONLY_PLANS } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { SHELL_BUSINESS_CARD_ONLY_PLANS } from './nav-links.ts';

describe("the shell's copy of the business-card-only plans", () => {
  it("is the domain's set, the one the server's permissions follow", () => {
    expect([...SHELL_BUSINESS_CARD_ONLY_PLANS].sort()).toEqual([...BUSINESS_CARD_ONLY_PLANS].sort());
  });
});

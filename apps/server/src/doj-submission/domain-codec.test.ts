import { readFileSync } from 'node:fs';
import { DOJ_CHECK_MESSAGES } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { domainDojCodec } from './domain-codec.ts';

/** The submission's use of the domain's record rules (issue 26): what it sends, holds back, and reads back. */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const california = loadConfigurations(readConfig({}).configurationsDir).get('california.json');
const TZ = 'America/Los_Angeles';

describe('the domain codec', () => {
  it("sends the reference's California stop, and holds back one the regulation's checks refuse, with their own messages", () => {
    expect(domainDojCodec.check(example, california, TZ)).toEqual([]);
    const broken = structuredClone(example);
    broken.general_information.state_related.officer.years_of_experience = 7.5;
    expect(domainDojCodec.check(broken, california, TZ)).toEqual([DOJ_CHECK_MESSAGES.wholeYears]);
    // A stored stop passed the form's rules when written: the send runs only the regulation's checks.
    const formOnly = structuredClone(example);
    formOnly.general_information.duration = 0;
    expect(domainDojCodec.check(formOnly, california, TZ)).toEqual([]);
    expect(domainDojCodec.check({ general_information: {} }, california, TZ)).toEqual(['The stop has no date.']);
  });

  it('encodes a stop with the context it is sent in', () => {
    const record = domainDojCodec.encode(example, { ori: 'CA0349400', leaRecordId: 'abc-1', batchId: 'b1', txType: 'U', timeZone: TZ });
    expect(record).toMatchObject({ ORI: 'CA0349400', LEARecordID: 'abc-1', BatchID: 'b1', TX_Type: 'U' });
  });

  it("reads the DOJ's three sections into errors by file and record, one per message", () => {
    const text = [
      'File Level Fatal Errors:',
      'Agency ORI|File name|Date Submitted|Time Submitted|Error message',
      'CA0349400|20250301100000_CA0349400_a-1.json|03/01/2025|10:00:00|File is not valid JSON',
      'Record Level Fatal Errors:',
      'Agency ORI|File name|LEA record ID|Error List',
      'Record Level Errors:',
      'Agency ORI|File name|LEA record ID|Error List',
      'CA0349400|20250301100000_CA0349400_b-2.json|b-2|Offense code is not valid',
    ].join('\n');
    const reading = domainDojCodec.readResponse(text);
    expect(reading).toEqual({
      isReadable: true,
      errors: [
        {
          section: 'file_fatal',
          ori: 'CA0349400',
          fileName: '20250301100000_CA0349400_a-1.json',
          leaRecordId: null,
          message: 'File is not valid JSON',
        },
        {
          section: 'record',
          ori: 'CA0349400',
          fileName: '20250301100000_CA0349400_b-2.json',
          leaRecordId: 'b-2',
          message: 'Offense code is not valid',
        },
      ],
    });
    expect(domainDojCodec.readResponse('not a response at all').isReadable).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmpty } from './emptiness.ts';
import { FIELD_LIST_MAX_ITEMS, FIELD_TEXTAREA_MAX_LENGTH } from './field-shapes.ts';
import { MESSAGES } from './messages.ts';
import { CITIZEN_ID, testContext, validTestReport } from './test-fixtures.ts';
import { validateReport } from './validate-report.ts';

type Report = ReturnType<typeof validTestReport>;
const run = (change: (report: Report) => void, context = testContext()) => {
  const report = validTestReport();
  change(report);
  return validateReport(report, context);
};
const issuesFor = (change: (report: Report) => void, context = testContext()) => run(change, context).issues;
const citizen = (report: Report) => report.citizens[0];
const at = (path: string, message: string) => [{ path: `citizens.0.${path}`, message }];

describe('emptiness (reports.md §5)', () => {
  it.each([null, undefined, '', '   ', 'null', 'undefined', [], {}])('%j is empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });
  it.each([0, false, 'x', [0], { a: 1 }])('%j is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
  it.each([null, '', 'null', 'undefined', []])('a required field holding %j fails with its message', (value) => {
    expect(issuesFor((r) => (citizen(r).perception.race = value))).toEqual(at('perception.race', MESSAGES.required));
    expect(issuesFor((r) => (citizen(r).perception.age = value))).toEqual(at('perception.age', 'Enter the perceived age.'));
  });
});

describe('field rules: the first failing rule gives its message', () => {
  it('min and max on numbers', () => {
    expect(issuesFor((r) => (citizen(r).perception.age = 0))).toEqual(at('perception.age', 'The age must be at least 1.'));
    expect(issuesFor((r) => (citizen(r).perception.age = 121))).toEqual(at('perception.age', 'The age must be at most 120.'));
    expect(issuesFor((r) => (citizen(r).perception.age = 120))).toEqual([]);
  });

  it('min and max are skipped when the value is empty', () => {
    const context = testContext();
    const perception = context.config.citizens.sections[0];
    const age = perception?.fields.find((field) => field.name === 'age');
    if (age) age.required = false;
    expect(issuesFor((r) => delete citizen(r).perception.age, context)).toEqual([]);
    if (age) age.required = true;
  });

  it('regex rules in order: the first that fails is reported', () => {
    expect(issuesFor((r) => (citizen(r).reason.explanation = 'abc'))).toEqual(at('reason.explanation', 'Write at least 5 characters.'));
    expect(issuesFor((r) => (citizen(r).reason.explanation = 'x'.repeat(251)))).toEqual(
      at('reason.explanation', 'Write at most 250 characters.'),
    );
  });

  it('minSize and maxSize count chosen values', () => {
    const config = testContext().config;
    expect(issuesFor((r) => (citizen(r).perception.race = ['asian', 'white']))).toEqual([]);
    const race = config.citizens.sections[0]?.fields.find((field) => field.name === 'race');
    race?.validations?.unshift({ rule: 'minSize', value: 2, message: 'Choose at least two.' });
    expect(issuesFor((r) => (citizen(r).perception.race = ['asian']))).toEqual(at('perception.race', 'Choose at least two.'));
    race?.validations?.shift();
  });

  it('values must be among the options offered', () => {
    expect(issuesFor((r) => (citizen(r).perception.race = ['martian']))).toEqual(at('perception.race', MESSAGES.optionNotOffered));
    expect(issuesFor((r) => (citizen(r).perception.race = ['white', 'white']))).toEqual(at('perception.race', MESSAGES.optionNotOffered));
    expect(issuesFor((r) => (citizen(r).reason.primary = 'hunch'))).toEqual(at('reason.primary', MESSAGES.optionNotOffered));
  });

  it('values of the wrong type are refused, never crash', () => {
    expect(issuesFor((r) => (citizen(r).perception.age = '30'))).toEqual(at('perception.age', MESSAGES.invalidNumber));
    expect(issuesFor((r) => (citizen(r).perception.race = 'white'))).toEqual(at('perception.race', MESSAGES.invalidValue));
    expect(issuesFor((r) => (citizen(r).perception.limited_english = 'yes'))).toEqual(
      at('perception.limited_english', MESSAGES.invalidValue),
    );
    expect(issuesFor((r) => (citizen(r).perception = 'junk'))).toEqual([
      ...at('perception.age', 'Enter the perceived age.'),
      ...at('perception.race', MESSAGES.required),
    ]);
  });
});

describe('the shape of a value, empty or not (issue 23 finding 6)', () => {
  it.each([[[]], [{}], [null], ['']])('an optional yes/no field holding %j is refused, not stored as sent', (value) => {
    expect(issuesFor((r) => (citizen(r).perception.limited_english = value))).toEqual(
      at('perception.limited_english', MESSAGES.invalidValue),
    );
    expect(issuesFor((r) => (r.general_information.state_related.stop.is_school = value))).toEqual([
      { path: 'general_information.state_related.stop.is_school', message: MESSAGES.invalidValue },
    ]);
  });

  it('an empty value of the right type is an unanswered optional field', () => {
    expect(issuesFor((r) => (citizen(r).perception.disability = []))).toEqual([]);
    expect(issuesFor((r) => delete citizen(r).perception.limited_english)).toEqual([]);
  });

  it('texts and lists are bounded, blank texts too (emptiness trims them)', () => {
    const explanation = (text: string) => issuesFor((r) => (citizen(r).reason.explanation = text));
    expect(explanation('x'.repeat(FIELD_TEXTAREA_MAX_LENGTH + 1))).toEqual(
      at('reason.explanation', MESSAGES.textTooLong(FIELD_TEXTAREA_MAX_LENGTH)),
    );
    expect(explanation(' '.repeat(1_000_000))).toEqual(at('reason.explanation', MESSAGES.required));
    // Optional for traffic violations (condition_else): a blank megabyte is still refused.
    const traffic = { primary: 'traffic', traffic_type: 'moving', offense_codes: [{ code: '54106' }], explanation: ' '.repeat(1_000_000) };
    expect(issuesFor((r) => (citizen(r).reason = traffic))).toEqual(
      at('reason.explanation', MESSAGES.textTooLong(FIELD_TEXTAREA_MAX_LENGTH)),
    );
    const disability = Array.from({ length: FIELD_LIST_MAX_ITEMS + 1 }, () => 'deaf');
    expect(issuesFor((r) => (citizen(r).perception.disability = disability))).toEqual(
      at('perception.disability', MESSAGES.maxItems(FIELD_LIST_MAX_ITEMS)),
    );
  });

  it('a citizen is named once in a checklist', () => {
    const officer = { id: 'o-1', officer: { user: { id: 'u-2', name: 'Sam Patel' }, citizens: [CITIZEN_ID, CITIZEN_ID] } };
    expect(issuesFor((r) => (r.officers = [officer]))).toEqual([{ path: 'officers.0.officer.citizens', message: MESSAGES.invalidValue }]);
  });

  it('a chosen person keeps only its id and name, each a short text', () => {
    const person = (user: unknown) => run((r) => (r.officers = [{ id: 'o-1', officer: { user, citizens: [CITIZEN_ID] } }]));
    const kept = person({ id: 'u-2', name: 'Sam Patel', polygon: [[1, 2]] });
    expect(kept.issues).toEqual([]);
    expect(kept.report.officers).toEqual([{ id: 'o-1', officer: { user: { id: 'u-2', name: 'Sam Patel' }, citizens: [CITIZEN_ID] } }]);
    expect(person({ id: 'u-2', name: 'n'.repeat(101) }).issues).toEqual([
      { path: 'officers.0.officer.user', message: MESSAGES.invalidValue },
    ]);
  });
});

describe('choices', () => {
  it('an exclusive option is chosen alone', () => {
    expect(issuesFor((r) => (citizen(r).perception.disability = ['none']))).toEqual([]);
    expect(issuesFor((r) => (citizen(r).perception.disability = ['deaf', 'none']))).toEqual(
      at('perception.disability', MESSAGES.exclusiveOption('None')),
    );
  });

  it('single_choice makes a checkbox group exclusive', () => {
    expect(issuesFor((r) => (citizen(r).perception.gender = ['man']))).toEqual([]);
    expect(issuesFor((r) => (citizen(r).perception.gender = ['man', 'woman']))).toEqual(at('perception.gender', MESSAGES.singleChoice));
  });

  it('an option offered only under a condition is refused otherwise (student-only values)', () => {
    expect(issuesFor((r) => (citizen(r).perception.disability = ['hyperactivity']))).toEqual(
      at('perception.disability', MESSAGES.optionNotOffered),
    );
    const accepted = issuesFor((r) => {
      r.general_information.state_related.stop.is_school = true;
      citizen(r).perception.is_student = true;
      citizen(r).perception.disability = ['hyperactivity'];
    });
    expect(accepted).toEqual([]);
  });
});

describe('conditional fields', () => {
  it('are checked only when the chosen option matches', () => {
    expect(issuesFor((r) => (citizen(r).reason.primary = 'suspicion'))).toEqual([]);
    expect(issuesFor((r) => (citizen(r).reason.primary = 'traffic'))).toEqual([
      ...at('reason.traffic_type', MESSAGES.required),
      ...at('reason.offense_codes', MESSAGES.itemRequired),
    ]);
  });

  it('are cleared when hidden, including through a report-level condition', () => {
    const result = run((r) => {
      citizen(r).reason.traffic_type = 'moving';
      citizen(r).perception.is_student = true;
    });
    expect(result.issues).toEqual([]);
    const kept = result.report.citizens as Report['citizens'];
    expect(kept[0].reason).not.toHaveProperty('traffic_type');
    expect(kept[0].perception).not.toHaveProperty('is_student');
  });

  it('chains: clearing a field hides the fields that depend on it', () => {
    const result = run((r) => {
      r.general_information.state_related.stop.is_school = false;
      citizen(r).perception.is_student = true;
      citizen(r).perception.disability = ['hyperactivity'];
    });
    expect(result.issues).toEqual(at('perception.disability', MESSAGES.optionNotOffered));
  });

  it('condition_else keeps the field with its overrides instead of hiding it', () => {
    const traffic = (r: Report) => {
      citizen(r).reason = { primary: 'traffic', traffic_type: 'moving', offense_codes: [{ code: '54106' }] };
    };
    expect(issuesFor(traffic)).toEqual([]);
    expect(
      issuesFor((r) => {
        traffic(r);
        citizen(r).reason.explanation = 'abc';
      }),
    ).toEqual(at('reason.explanation', 'Write at least 5 characters.'));
    expect(issuesFor((r) => delete citizen(r).reason.explanation)).toEqual(at('reason.explanation', MESSAGES.required));
  });

  it('hides fields the configuration disables and drops unknown keys', () => {
    const result = run((r) => {
      citizen(r).perception.height = { from: 1, to: 2 };
      citizen(r).perception.shoe_size = 44;
      citizen(r).secret_section = { x: 1 };
      r.general_information.admin = true;
    });
    expect(result.issues).toEqual([]);
    const kept = (result.report.citizens as Report['citizens'])[0];
    expect(kept.perception).not.toHaveProperty('height');
    expect(kept.perception).not.toHaveProperty('shoe_size');
    expect(kept).not.toHaveProperty('secret_section');
    expect(result.report.general_information).not.toHaveProperty('admin');
  });
});

describe('item lists', () => {
  const traffic = (codes: unknown) => (r: Report) => {
    citizen(r).reason = { primary: 'traffic', traffic_type: 'moving', offense_codes: codes, explanation: '' };
  };

  it('nested itemlist fields are checked per item', () => {
    expect(issuesFor(traffic([{ code: '54106' }, { code: '12' }]))).toEqual(
      at('reason.offense_codes.1.code', 'An offense code has five digits.'),
    );
    expect(issuesFor(traffic([{ code: '' }]))).toEqual(at('reason.offense_codes.0.code', MESSAGES.required));
  });

  it('max_items caps the list', () => {
    expect(issuesFor(traffic([{ code: '54106' }, { code: '54107' }, { code: '54108' }]))).toEqual(
      at('reason.offense_codes', MESSAGES.maxItems(2)),
    );
  });

  it('a required list with no items: It takes at least one to continue.', () => {
    expect(issuesFor(traffic([]))).toEqual(at('reason.offense_codes', 'It takes at least one to continue.'));
  });

  it('at least one citizen; officers only after a citizen', () => {
    expect(issuesFor((r) => (r.citizens = []))).toEqual([{ path: 'citizens', message: 'It takes at least one citizen to continue.' }]);
    const officer = { id: 'o-1', officer: { user: { id: 'u-2', name: 'Sam Patel' } } };
    expect(
      issuesFor((r) => {
        r.citizens = [];
        r.officers = [officer];
      }),
    ).toEqual([
      { path: 'citizens', message: 'It takes at least one citizen to continue.' },
      { path: 'officers', message: 'It takes at least one citizen to add officers.' },
    ]);
    expect(issuesFor((r) => (r.officers = [officer]))).toEqual([]);
  });

  it('the citizens list is capped by its max_items', () => {
    expect(issuesFor((r) => (r.citizens = Array.from({ length: 6 }, (_, i) => ({ ...citizen(r), id: `c-${i}` }))))).toEqual([
      { path: 'citizens', message: MESSAGES.maxItems(5) },
    ]);
  });

  it('officers link only to citizens of this report', () => {
    const officer = (citizens: string[]) => ({ id: 'o-1', officer: { user: { id: 'u-2', name: 'Sam Patel' }, citizens } });
    expect(issuesFor((r) => (r.officers = [officer([CITIZEN_ID])]))).toEqual([]);
    expect(issuesFor((r) => (r.officers = [officer(['someone-else'])]))).toEqual([
      { path: 'officers.0.officer.citizens', message: MESSAGES.unknownCitizen },
    ]);
  });

  it('items need an id of their own', () => {
    expect(issuesFor((r) => (r.citizens = [citizen(r), { ...citizen(r) }]))).toEqual([
      { path: 'citizens.1', message: MESSAGES.invalidValue },
    ]);
  });
});

describe('number range', () => {
  const withRange = (height: unknown) => {
    const context = testContext({ config: { ...testContext().config, disabled_fields: [] } });
    return issuesFor((r) => (citizen(r).perception.height = height), context);
  };
  it("'to' must not be lower than 'from'", () => {
    expect(withRange({ from: 60, to: 72 })).toEqual([]);
    expect(withRange({ from: 60, to: 60 })).toEqual([]);
    expect(withRange({ from: 72, to: 60 })).toEqual(at('perception.height', 'Please enter a valid number'));
    expect(withRange({ from: 'a', to: 60 })).toEqual(at('perception.height', 'Please enter a valid number'));
  });
});

describe('supervision', () => {
  const complaint = { id: 'k-1', complaint: { number: 'C-1' } };
  it('complaints and investigations only on amend', () => {
    expect(issuesFor((r) => (r.complaints = [complaint]))).toEqual([{ path: 'complaints', message: MESSAGES.supervisionOnAmend }]);
    expect(issuesFor((r) => (r.complaints = [complaint]), testContext({ mode: 'amend' }))).toEqual([]);
    expect(issuesFor((r) => (r.complaints = [{ id: 'k-1', complaint: {} }]), testContext({ mode: 'amend' }))).toEqual([
      { path: 'complaints.0.complaint.number', message: MESSAGES.required },
    ]);
  });
});

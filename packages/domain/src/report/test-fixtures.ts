import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import type { ReportRulesContext } from './validate-report.ts';

/** A small configuration exercising every kind of rule; the shipped states are tested on top of it. */
export const TEST_CONFIGURATION: StateConfiguration = {
  name: 'Test state',
  state: 'Test',
  general_information: {
    location_types: [
      { value: 'street', label: 'Street' },
      { value: 'residence', label: 'Residence' },
    ],
    sections: [
      {
        name: 'stop',
        label: 'Stop',
        fields: [
          {
            name: 'type_of_stop',
            label: 'Type of Stop',
            component: 'radio',
            required: true,
            required_message: 'Choose the type of stop.',
            options: [
              { value: 'vehicular', label: 'Vehicular' },
              { value: 'pedestrian', label: 'Pedestrian' },
            ],
          },
          { name: 'is_school', label: 'K-12 school', component: 'switch' },
        ],
      },
    ],
  },
  to_connect_reports: { event_identifier: { label: 'ID to link reports' } },
  citizens: {
    item_name: 'Citizen',
    max_items: 5,
    sections: [
      {
        name: 'perception',
        label: 'Perception',
        reuse_fields: ['perception.limited_english'],
        fields: [
          {
            name: 'age',
            label: 'Age',
            component: 'number',
            required: true,
            required_message: 'Enter the perceived age.',
            validations: [
              { rule: 'min', value: 1, message: 'The age must be at least 1.' },
              { rule: 'max', value: 120, message: 'The age must be at most 120.' },
            ],
          },
          {
            name: 'race',
            label: 'Race',
            component: 'checkbox',
            required: true,
            options: [
              { value: 'asian', label: 'Asian', code: '1' },
              { value: 'white', label: 'White', code: '7' },
            ],
            validations: [{ rule: 'maxSize', value: 2, message: 'Choose at most two.' }],
          },
          {
            name: 'disability',
            label: 'Disability',
            component: 'checkbox',
            options: [
              { value: 'deaf', label: 'Deafness or difficulty hearing' },
              { value: 'hyperactivity', label: 'Hyperactivity', condition_if: { field: 'perception.is_student', in: [true] } },
              { value: 'none', label: 'None', exclusive: true },
            ],
          },
          {
            name: 'is_student',
            label: 'Student',
            component: 'switch',
            condition_if: { field: 'report.general_information.state_related.stop.is_school', in: [true] },
          },
          { name: 'limited_english', label: 'Limited English', component: 'switch' },
          {
            name: 'gender',
            label: 'Gender',
            component: 'checkbox',
            single_choice: true,
            options: [
              { value: 'man', label: 'Man' },
              { value: 'woman', label: 'Woman' },
            ],
          },
          { name: 'height', label: 'Height', component: 'numberrange' },
        ],
      },
      {
        name: 'reason',
        label: 'Reason',
        fields: [
          {
            name: 'primary',
            label: 'Primary reason',
            component: 'radio',
            required: true,
            options: [
              { value: 'traffic', label: 'Traffic violation' },
              { value: 'suspicion', label: 'Reasonable suspicion' },
            ],
            fields_to_populate: [{ when: ['traffic'], set: [{ field: 'reason.traffic_type', value: 'moving' }] }],
          },
          {
            name: 'traffic_type',
            label: 'Type of violation',
            component: 'radio',
            required: true,
            condition_if: { field: 'reason.primary', in: ['traffic'] },
            options: [
              { value: 'moving', label: 'Moving' },
              { value: 'equipment', label: 'Equipment' },
            ],
          },
          {
            name: 'offense_codes',
            label: 'Offense codes',
            component: 'itemlist',
            item_name: 'Offense code',
            required: true,
            max_items: 2,
            condition_if: { field: 'reason.primary', in: ['traffic'] },
            item_model: [
              {
                name: 'code',
                label: 'Offense code',
                component: 'textfield',
                required: true,
                validations: [{ rule: 'regex', pattern: '^\\d{5}$', message: 'An offense code has five digits.' }],
              },
            ],
          },
          {
            name: 'explanation',
            label: 'Explanation',
            component: 'textarea',
            required: true,
            validations: [
              { rule: 'regex', pattern: '^[\\s\\S]{5,}$', message: 'Write at least 5 characters.' },
              { rule: 'regex', pattern: '^[\\s\\S]{0,250}$', message: 'Write at most 250 characters.' },
            ],
            condition_if_not: { field: 'reason.primary', in: ['traffic'] },
            condition_else: { required: false, hint: 'Optional for traffic violations.' },
          },
        ],
      },
      {
        name: 'incident_information',
        label: 'Incident Information',
        fields: [
          {
            name: 'reason_for_contact',
            label: 'Reason for Contact',
            component: 'radio',
            options: [
              { value: 'suspect', label: 'Suspect' },
              { value: 'bystander', label: 'Bystander' },
            ],
          },
          {
            name: 'action_taken',
            label: 'Action Taken',
            component: 'radio',
            options: [
              { value: 'no_action', label: 'No Action' },
              { value: 'arrest', label: 'Arrest' },
            ],
          },
          { name: 'use_of_force', label: 'Use of Force', component: 'switch' },
          {
            name: 'injury',
            label: 'Injury',
            component: 'radio',
            condition_if: { field: 'incident_information.use_of_force', in: [true] },
            options: [
              { value: 'K', label: 'Death' },
              { value: 'A', label: 'Suspected Serious Injury' },
              { value: 'B', label: 'Suspected Minor Injury' },
              { value: 'C', label: 'Possible Injury' },
              { value: 'O', label: 'No Apparent Injury' },
            ],
          },
        ],
      },
    ],
  },
  use_of_force: {
    sections: [
      {
        name: 'force',
        label: 'Force',
        fields: [
          {
            name: 'type_of_force',
            label: 'Type of force',
            component: 'multiselect',
            required: true,
            options: [{ value: 'hands', label: 'Hands' }],
          },
        ],
      },
    ],
    rules: {
      validate_citizens: true,
      officer_citizens_field: 'officer.citizens',
      bystanders: {
        reason_field: 'incident_information.reason_for_contact',
        bystander_value: 'bystander',
        injury_field: 'incident_information.injury',
        injured_values: ['K', 'A', 'B', 'C'],
        action_field: 'incident_information.action_taken',
        no_action_value: 'no_action',
      },
    },
  },
  officers: {
    item_name: 'Officer',
    sections: [
      {
        name: 'officer',
        label: 'Officer',
        fields: [
          { name: 'user', label: 'Officer', component: 'peoplepicker', single_choice: true, required: true },
          { name: 'citizens', label: 'Citizens', component: 'citizen_checklist' },
        ],
      },
    ],
  },
  supervision: {
    complaints: {
      item_name: 'Complaint',
      sections: [
        { name: 'complaint', label: 'Complaint', fields: [{ name: 'number', label: 'Number', component: 'textfield', required: true }] },
      ],
    },
    investigations: {
      item_name: 'Investigation',
      sections: [{ name: 'investigation', label: 'Investigation', fields: [{ name: 'opened', label: 'Opened', component: 'date' }] }],
    },
  },
  disabled_fields: [{ path: 'citizens.perception.height', message: 'Height is not collected in this state.' }],
};

/** Noon in Los Angeles on 2026-06-15: "today" is 2026-06-15 and "now" 11:00 there. */
export const NOW = new Date('2026-06-15T18:00:00Z');
export const TIME_ZONE = 'America/Los_Angeles';

export function testContext(overrides: Partial<ReportRulesContext> = {}): ReportRulesContext {
  return { config: TEST_CONFIGURATION, timeZone: TIME_ZONE, now: NOW, mode: 'create', ...overrides };
}

export const CITIZEN_ID = 'c-1';

/** A valid report under TEST_CONFIGURATION; tests change one thing at a time. */
export function validTestReport(): Record<string, any> {
  return {
    id: '3f1c7a52-8d3e-4b7a-9a61-0c2f5e8b9d10',
    general_information: {
      date: '2026-06-15T09:30:00-07:00',
      type: 'Call For Service',
      incident_number: '1781539200-DPD0217',
      lighting_conditions: ['Bright Daylight'],
      was_use_of_force: false,
      duration: 25,
      location: {
        address: {
          full: '100 Main St, Sacramento, CA 95814',
          main: '100 Main St',
          city: 'Sacramento',
          state_id: 'CA',
          zip: '95814',
          coords: { latitude: 38.58, longitude: -121.49 },
        },
        areas: [],
        details: '',
        type: 'street',
      },
      state_related: { stop: { type_of_stop: 'vehicular', is_school: false } },
    },
    citizens: [
      {
        id: CITIZEN_ID,
        perception: { age: 30, race: ['white'], limited_english: false },
        reason: { primary: 'suspicion', explanation: 'Matched the description given by dispatch.' },
        incident_information: { reason_for_contact: 'suspect', action_taken: 'arrest', use_of_force: false },
      },
    ],
    use_of_force: {},
    officers: [],
    tags: { agency: [] },
    created_in_version: '3.29',
  };
}

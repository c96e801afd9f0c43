import type { TourId } from '@fieldbook/domain';
import type { TourStep } from './tour-steps-dialog.tsx';

/** The steps of each feature tour, shown on the page the tour leads to (domain TOUR_TARGETS). */
export const FEATURE_TOUR_STEPS: Record<TourId, readonly TourStep[]> = {
  1: [
    {
      title: 'Invite your officers',
      text: 'Type the e-mail addresses of your officers in Members and send the invitations. Each officer gets an e-mail with a link to join your agency.',
    },
    {
      title: 'Follow the invitations',
      text: 'Pending invitations stay listed until the officer registers. Remove an invitation that is no longer needed.',
    },
  ],
  2: [
    { title: 'Choose a member', text: 'In Members, find the member who should help you run the agency.' },
    {
      title: 'Assign the manager role',
      text: "Managers read and amend the agency's reports, watch analytics and invite members.",
    },
  ],
  3: [
    { title: 'Your agency', text: "Keep the agency's name, contact details and badge up to date here." },
    {
      title: 'Your plan',
      text: 'Your plan and subscription belong to the agency. Upgrade to Analytics to create, amend and analyse contact reports.',
    },
  ],
  4: [
    { title: 'Your business card', text: 'Your name, title and agency appear on the business card you share with citizens.' },
    { title: 'Share it', text: 'Open Business Card from the navigation and let the citizen scan its QR code. It works offline too.' },
  ],
  5: [
    { title: 'Draw an area', text: 'Draw each area of your jurisdiction as a polygon on the map and give it a name.' },
    { title: 'Use your areas', text: 'Reports are placed in their area, and analytics compares your areas.' },
  ],
  6: [
    { title: "Find the officer's report", text: 'Agency Reports lists every report of your agency. Open the one to correct.' },
    { title: 'Amend it', text: 'Choose Amend on the report. Your change becomes a new version; the original stays in its history.' },
  ],
  7: [
    { title: 'Filter the reports', text: 'Combine filters by date, officer, area, group and tag to narrow the list.' },
    { title: 'Everything follows', text: 'The list, FastFacts and the export follow the filters you chose.' },
  ],
  8: [
    { title: 'FastFacts at a glance', text: 'FastFacts sums up the reports you filtered: how many contacts, and their key figures.' },
    { title: 'Change the filters', text: 'Change the filters and FastFacts follows at once.' },
  ],
  9: [
    { title: 'Create a group', text: 'Create groups for units or shifts with a name, an acronym and an avatar.' },
    { title: 'Add members', text: 'Add officers to a group to filter reports and analytics by it.' },
  ],
  10: [
    { title: 'Find your report', text: 'My Reports lists the reports you filed. Open the one to correct.' },
    { title: 'Amend it', text: 'Choose Amend on the report. Your correction becomes a new version; earlier versions stay in its history.' },
  ],
};

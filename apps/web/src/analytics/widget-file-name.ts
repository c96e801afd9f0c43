/** A title as a file-name part: letters, digits and single dashes. */
export function sanitiseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The downloaded image's name (analytics.md §9): the first 10 characters of the from and to dates, the widget id and
 * the sanitised title, joined by underscores: '2026-03-01_2026-03-31_kpi_contacts_Contacts.png'.
 */
export function widgetFileName(dateFrom: string, dateTo: string, widgetId: string, title: string): string {
  return `${[dateFrom.slice(0, 10), dateTo.slice(0, 10), widgetId, sanitiseTitle(title)].join('_')}.png`;
}

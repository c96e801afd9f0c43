/**
 * analytics.md §2 'limited-data notice': the period has more located reports than the maps keep (the latest 300), so
 * they show part of it; the numbers of the other widgets are whole.
 */
export function LimitedDataNotice({ count }: { count: number }) {
  return (
    <p className="form-notice limited-data-notice" role="status">
      Limited data: the maps show the latest {count.toLocaleString('en-US')} reports with a location; the period has more. The other widgets
      count every report. Shorten the period or add a filter to map them all.
    </p>
  );
}

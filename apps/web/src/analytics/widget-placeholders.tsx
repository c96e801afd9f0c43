/** A widget with nothing to show in the period (analytics.md §4). */
export function GetStarted() {
  return (
    <div className="widget-placeholder">
      <p className="widget-placeholder-title">Get Started!</p>
      <p>There are no reports for this widget in the selected period yet.</p>
    </div>
  );
}

/** A widget with too little data to show safely (analytics.md §4). */
export function ContentOmitted() {
  return (
    <div className="widget-placeholder">
      <p className="widget-placeholder-title">Content Omitted</p>
      <p>There are too few reports to show this widget safely.</p>
    </div>
  );
}

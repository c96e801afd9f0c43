import type { DescribedReport, ReportBlock, ReportRow } from './describe-report.ts';

function Rows({ rows, emptyText = 'Nothing recorded.' }: { rows: ReportRow[]; emptyText?: string }) {
  if (rows.length === 0) return <p className="report-empty">{emptyText}</p>;
  return (
    <dl className="report-rows">
      {rows.map((row) => (
        <div key={`${row.label}:${row.value}`} className="report-row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Blocks({ blocks }: { blocks: ReportBlock[] }) {
  if (blocks.length === 0) return <p className="report-empty">None.</p>;
  return blocks.map((block) => (
    <section key={block.title} className="report-block" aria-label={block.title}>
      <h4>{block.title}</h4>
      <Rows rows={block.rows} />
    </section>
  ));
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="report-section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The full report's sections in the order of reports.md §2; supervision only for the agency's readers. */
export function ReportSections({ described, isSupervisionShown }: { described: DescribedReport; isSupervisionShown: boolean }) {
  return (
    <div className="report-sections">
      <Section title="General Information">
        <Rows rows={described.general} />
      </Section>
      <Section title="Citizens">
        <Blocks blocks={described.citizens} />
      </Section>
      <Section title="Use of force">
        <Rows rows={described.useOfForce} emptyText={described.wasUseOfForce ? 'Nothing recorded.' : 'No force was used.'} />
      </Section>
      <Section title="Other agencies">
        {described.otherAgencies.length > 0 ? <p>{described.otherAgencies.join(', ')}</p> : <p className="report-empty">None.</p>}
      </Section>
      <Section title="Officers">
        <Blocks blocks={described.officers} />
      </Section>
      <Section title="Agency Tags">
        {described.tags.length > 0 ? <p>{described.tags.join(', ')}</p> : <p className="report-empty">None.</p>}
      </Section>
      <Section title="Duration">
        <p>{described.duration}</p>
      </Section>
      {isSupervisionShown && (
        <>
          <Section title="Complaints">
            <Blocks blocks={described.complaints} />
          </Section>
          <Section title="Investigations">
            <Blocks blocks={described.investigations} />
          </Section>
        </>
      )}
    </div>
  );
}

import type { ContactType } from '@fieldbook/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ReportTemplateView } from './report-templates.api.ts';
import './templates.css';

/** More than this many templates get a filter box (docs/decisions.md). */
const FILTER_FROM = 6;

interface TemplatePickerProps {
  templates: readonly ReportTemplateView[];
  offered: readonly ContactType[];
  onChoose: (template: ReportTemplateView) => void;
}

/**
 * Step 1's second way to start (issue 24, after Cal-RIPA): a stop from one of the officer's favourites or the agency's
 * templates, which picks its contact type and fills its answers. Templates of a contact type the agency no longer
 * offers are left out. Nothing shows while there are none but the link to make them.
 */
export function TemplatePicker({ templates, offered, onChoose }: TemplatePickerProps) {
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const usable = templates.filter((template) => offered.includes(template.contact_type));
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = usable.filter((template) => words.every((word) => template.name.toLowerCase().includes(word)));
  return (
    <section className="wizard-step template-picker" aria-labelledby={headingId}>
      <h2 id={headingId}>Or start from a template</h2>
      {usable.length > FILTER_FROM && (
        <input
          type="search"
          className="template-filter"
          aria-label="Filter templates"
          placeholder="Filter templates"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {usable.length === 0 ? (
        <p className="template-empty">No templates yet. Save a filed stop as a favourite, or make one in Templates.</p>
      ) : shown.length === 0 ? (
        <p className="template-empty" role="status">
          No template matches “{filter.trim()}”.
        </p>
      ) : (
        <ul className="template-list">
          {shown.map((template) => (
            <li key={template.id}>
              {/* Named by the template alone (its contact type and kind describe it), so no name is a contact type's. */}
              <button
                type="button"
                className="button template-button"
                aria-label={template.name}
                aria-describedby={`${headingId}-${template.id}`}
                onClick={() => onChoose(template)}
              >
                <span className="template-name">{template.name}</span>
                <span className="template-meta" id={`${headingId}-${template.id}`}>
                  {template.contact_type} · {template.scope === 'personal' ? 'Your favourite' : 'Agency template'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/templates" className="button template-manage">
        Manage templates
      </Link>
    </section>
  );
}

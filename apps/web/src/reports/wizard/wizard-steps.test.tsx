import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContactTypeStep } from './contact-type-step.tsx';
import { IncidentNumbersStep } from './incident-numbers-step.tsx';
import { OutcomeStep } from './outcome-step.tsx';
import { ContinueReportDialog, EditIncidentNumberDialog, MissingInformationDialog } from './wizard-dialogs.tsx';

const inRouter = (element: React.ReactNode) => render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

describe('step 1: contact type', () => {
  it('offers the two contact types as buttons', async () => {
    const onChoose = vi.fn();
    render(<ContactTypeStep onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Officer Pro-active' }));
    expect(onChoose).toHaveBeenCalledWith('Officer Pro-active');
    expect(screen.getByRole('button', { name: 'Call For Service' })).toBeTruthy();
  });
});

it('offers only the contact types the agency allows', () => {
  render(<ContactTypeStep offered={['Call For Service']} onChoose={vi.fn()} />);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Call For Service']);
});

describe('step 2: incident numbers', () => {
  const props = { incidentNumber: '1781539200-DPD0217', eventIdentifier: '', linkable: [], onCancel: vi.fn() };

  it('continues with the prefilled number and refuses an invalid one', async () => {
    const onContinue = vi.fn();
    render(<IncidentNumbersStep {...props} linkingLabel={null} onContinue={onContinue} />);
    expect(screen.queryByLabelText('ID to link reports')).toBeNull();
    const input = screen.getByLabelText('Incident Number');
    await userEvent.clear(input);
    await userEvent.type(input, 'bad_number');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('It must have at least 1 and up to 20 characters. Only letters, numbers, and hyphens are allowed.'),
    ).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'CAD-42{Enter}');
    expect(onContinue).toHaveBeenCalledWith({ incidentNumber: 'CAD-42', eventIdentifier: '' });
  });

  it('shows the linking ID only when the state links reports', async () => {
    const onContinue = vi.fn();
    render(<IncidentNumbersStep {...props} linkingLabel="CAD or Case Number" onContinue={onContinue} />);
    await userEvent.type(screen.getByLabelText('ID to link reports'), 'EV-7');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ incidentNumber: '1781539200-DPD0217', eventIdentifier: 'EV-7' });
  });
});

describe('step 4: outcome', () => {
  const filed = {
    caseToken: 'Zx3_q9LmN0pR7sT2uVwXyA',
    incidentNumber: 'CAD-42',
    type: 'Call For Service',
    date: '2026-06-15T23:30:00.000Z',
  };
  const filedProps = { filed, caseUrl: 'https://fieldbook.example.gov/case/Zx3_q9LmN0pR7sT2uVwXyA', timeZone: 'America/Los_Angeles' };
  const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

  it('shows what was filed: the incident number, type and date in the agency time zone, uploaded (issue 24, defect 10)', () => {
    inRouter(<OutcomeStep outcome={{ kind: 'submitted' }} {...filedProps} onCreateNew={vi.fn()} />);
    expect(factOf('Incident Number')).toBe('CAD-42');
    expect(factOf('Type')).toBe('Call For Service');
    expect(factOf('Date')).toBe('06/15/2026 - 16:30');
    expect(factOf('Status')).toBe('Uploaded to the agency');
    expect(screen.getByText(/For the citizen: scan the QR code to follow this case/)).toBeTruthy();
    expect(screen.queryByText(/once this device uploads the report/)).toBeNull();
  });

  it('a report saved on the device says so, and that the case page shows it once uploaded', () => {
    inRouter(<OutcomeStep outcome={{ kind: 'saved', reason: 'offline' }} {...filedProps} onCreateNew={vi.fn()} />);
    expect(factOf('Incident Number')).toBe('CAD-42');
    expect(factOf('Status')).toBe('Saved on this device, not uploaded yet');
    expect(screen.getByText(/The case page will show this case once this device uploads the report/)).toBeTruthy();
  });

  it('says Report submitted and offers a new report', async () => {
    const onCreateNew = vi.fn();
    inRouter(<OutcomeStep outcome={{ kind: 'submitted' }} {...filedProps} onCreateNew={onCreateNew} />);
    expect(screen.getByRole('heading', { name: 'Report submitted' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Report' }));
    expect(onCreateNew).toHaveBeenCalled();
  });

  it('says Report saved with the cloud-upload note when offline', () => {
    inRouter(<OutcomeStep outcome={{ kind: 'saved', reason: 'offline' }} {...filedProps} onCreateNew={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Report saved' })).toBeTruthy();
    expect(
      screen.getByText('Your data was saved on this device. Please try uploading it later by clicking the cloud-upload icon above.'),
    ).toBeTruthy();
  });

  it('after a session expiry says so and offers Go to Log in', () => {
    inRouter(<OutcomeStep outcome={{ kind: 'saved', reason: 'unauthorized' }} {...filedProps} onCreateNew={vi.fn()} />);
    expect(screen.getByText('This report could not be submitted because your session has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Create New Report' })).toBeNull();
  });

  it('after another failure says the report could not be submitted', () => {
    inRouter(<OutcomeStep outcome={{ kind: 'saved', reason: 'failure' }} {...filedProps} onCreateNew={vi.fn()} />);
    expect(screen.getByText('This report could not be submitted.')).toBeTruthy();
  });
});

describe('wizard dialogs', () => {
  it('Continue your report? offers both choices', async () => {
    const onContinue = vi.fn();
    const onStartNew = vi.fn();
    render(<ContinueReportDialog onContinue={onContinue} onStartNew={onStartNew} />);
    expect(screen.getByRole('dialog', { name: 'Continue your report?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start New Report' }));
    expect(onStartNew).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Report' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('Complete missing information lists each message once, with I Understand', async () => {
    const onClose = vi.fn();
    const message = 'It takes at least one citizen to whom force has been used.';
    render(
      <MissingInformationDialog
        issues={[
          { path: 'citizens', message },
          { path: 'citizens', message },
        ]}
        onClose={onClose}
      />,
    );
    expect(screen.getAllByText(message)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Edit Incident Number keeps Save disabled until the number is valid and changed, not just its case', async () => {
    const onSave = vi.fn();
    render(<EditIncidentNumberDialog current="CAD-42" onSave={onSave} onCancel={vi.fn()} />);
    expect(screen.getByText(/The following Incident Number was used in another report/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = screen.getByLabelText('Incident Number');
    await userEvent.type(input, '_');
    expect(save.disabled).toBe(true);
    // 'cad-42' is the number the server refused (issue 24: unique whatever the case).
    await userEvent.clear(input);
    await userEvent.type(input, 'cad-42');
    expect(save.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'CAD-43');
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith('CAD-43');
  });
});

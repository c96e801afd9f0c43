import type { RegistrationRole } from '@fieldbook/domain';

const ROLE_OPTIONS: { role: RegistrationRole; label: string; description: string }[] = [
  {
    role: 'owner',
    label: 'Owner',
    description: 'Create your agency, invite its members, choose a plan and manage billing.',
  },
  {
    role: 'member',
    label: 'Member',
    description: 'Join your agency when it invites you. Members can create, view and amend everything they do.',
  },
];

/** Step 1 of /registration: Owner or Member (accounts.md §2.1, §1). */
export function RegistrationRoleStep({
  role,
  onRoleChange,
  onContinue,
}: {
  role: RegistrationRole;
  onRoleChange: (role: RegistrationRole) => void;
  onContinue: () => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <fieldset className="role-options">
        <legend className="visually-hidden">Role</legend>
        {ROLE_OPTIONS.map((option) => (
          <label key={option.role} className="role-option">
            <input
              type="radio"
              name="registration-role"
              value={option.role}
              checked={role === option.role}
              onChange={() => onRoleChange(option.role)}
            />
            <span className="role-option-text">
              <span className="role-option-label">{option.label}</span>
              <span className="role-option-description">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary button-block">
        Continue
      </button>
    </form>
  );
}

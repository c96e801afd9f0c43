import { CONTACT_TYPES, type ContactType } from '@fieldbook/domain';

/** Step 1: the contact type, two large buttons (the agency's customisation may offer fewer). */
export function ContactTypeStep({
  offered = CONTACT_TYPES,
  onChoose,
}: {
  offered?: readonly ContactType[];
  onChoose: (type: ContactType) => void;
}) {
  return (
    <section className="wizard-step" aria-labelledby="contact-type-title">
      <h2 id="contact-type-title">Select the type of contact</h2>
      <div className="contact-type-buttons">
        {offered.map((type) => (
          <button key={type} type="button" className="button contact-type-button" onClick={() => onChoose(type)}>
            {type}
          </button>
        ))}
      </div>
    </section>
  );
}

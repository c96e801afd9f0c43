import { describe, expect, it, vi } from 'vitest';
import { changedPaths, createReviewerNotes } from './reviewer-notes.tsx';

/** Issue 25: a returned report's note by the paths it names; a field re-renders only when its own entry moves. */
describe('reviewer notes', () => {
  it('keeps each entry until its own field changes, and tells listeners only then', () => {
    const notes = createReviewerNotes('Check these', ['citizens.0.perception.age', 'general_information.duration']);
    const listener = vi.fn();
    notes.subscribe(listener);
    const age = notes.get('citizens.0.perception.age');
    const duration = notes.get('general_information.duration');
    expect(age).toEqual({ note: 'Check these', isChanged: false });
    expect(notes.get('citizens.1.perception.age')).toBeUndefined();

    notes.setChanged(new Set());
    expect(listener).not.toHaveBeenCalled();
    notes.setChanged(new Set(['general_information.duration']));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(notes.get('general_information.duration')).toEqual({ note: 'Check these', isChanged: true });
    expect(notes.get('general_information.duration')).not.toBe(duration);
    // The untouched field's entry is the same object: its frame does not re-render.
    expect(notes.get('citizens.0.perception.age')).toBe(age);
    notes.setChanged(new Set(['general_information.duration']));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('finds the named fields whose value differs, in objects and lists', () => {
    const before = { general_information: { duration: 10, location: { details: 'Gate 2' } }, citizens: [{ perception: { age: 30 } }] };
    const after = { general_information: { duration: 10, location: { details: ' Gate 2 ' } }, citizens: [{ perception: { age: 31 } }] };
    const paths = ['general_information.duration', 'general_information.location.details', 'citizens.0.perception.age', 'citizens.1.x'];
    expect(changedPaths(paths, before, after)).toEqual(new Set(['citizens.0.perception.age']));
  });
});

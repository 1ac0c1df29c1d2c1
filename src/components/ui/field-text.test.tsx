import { render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './form-text-field.tsx';
import { readAs } from '../../testing/description.ts';

/** Each commit of the tree, by phase: a field that renders again after mounting adds 'update'. */
function commitsOf(children: ReactNode) {
  const phases: string[] = [];
  render(
    <Profiler id="field" onRender={(_id, phase) => phases.push(phase)}>
      {children}
    </Profiler>,
  );
  return phases;
}

describe('a field with its hint and its message (field-text.tsx)', () => {
  // React Aria re-renders a field in a layout effect when no element carries the id it gave the
  // hint or the message: synchronously, with every pending effect of the page in the same task.
  it.each([
    ['a text field with neither hint nor message', <FormTextField key="a" label="Name" />],
    [
      'a text field with a hint',
      <FormTextField key="b" label="Phone" hint="Ten digits, as on a bill" />,
    ],
  ])('%s renders once when it mounts', (_name, field) => {
    expect(commitsOf(field)).toEqual(['mount']);
  });

  it('reads the hint and then the message with the field, and nothing more while valid', () => {
    const { rerender } = render(<FormTextField label="ZIP code" hint="Five digits" />);
    const field = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(field).toHaveAccessibleDescription(readAs('Five digits'));
    expect(field).not.toHaveAttribute('aria-invalid');

    rerender(
      <FormTextField
        label="ZIP code"
        hint="Five digits"
        errorMessage="Enter 5 digits, like 19104"
      />,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Five digits Enter 5 digits, like 19104');
    expect(screen.getByText('Enter 5 digits, like 19104')).toBeVisible();
  });

  it('is in the page while empty, and adds nothing to what is read', () => {
    render(<FormTextField label="Name" />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const element = document.getElementById(id)!;
      expect(element).toBeEmptyDOMElement();
      expect(element).toHaveClass(/^(hint|field-error)$/);
    }
    expect(field).toHaveAccessibleDescription(readAs(''));
  });
});

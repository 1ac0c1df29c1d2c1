import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary.tsx';

const ITEMS: ErrorSummaryItem[] = [
  { targetId: 'name', message: 'Enter your name' },
  { targetId: 'answer', message: 'Choose an answer' },
];

/** A form whose every submit fails with the given problems. */
function Harness({
  items = ITEMS,
  description,
}: {
  items?: ErrorSummaryItem[];
  description?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <ErrorSummary
        title="There is a problem"
        items={attempt > 0 ? items : []}
        description={attempt > 0 ? description : undefined}
        focusKey={attempt}
      />
      <TextField id="name">
        <Label>Name</Label>
        <Input />
      </TextField>
      <RadioGroup id="answer" defaultValue="no">
        <Label>Answer</Label>
        <Radio value="yes">Yes</Radio>
        <Radio value="no">No</Radio>
      </RadioGroup>
      <button type="button" onClick={() => setAttempt((value) => value + 1)}>
        Submit
      </button>
    </>
  );
}

const summary = () => screen.getByRole('group', { name: 'There is a problem' });

describe('ErrorSummary', () => {
  it('shows nothing while there is no problem', () => {
    render(<Harness />);
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('takes focus on every failed submit, names itself with its heading and lists the problems', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summary()).toHaveFocus();
    expect(within(summary()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'There is a problem',
    );
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your name', 'Choose an answer']);
    // Not a live region: focus is what makes it heard.
    expect(summary()).not.toHaveAttribute('aria-live');
    expect(summary()).not.toHaveAttribute('role', 'alert');

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summary()).toHaveFocus();
  });

  it('each link moves focus to its field; a group’s link to its chosen control', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const link = (name: string) => within(summary()).getByRole('link', { name });
    expect(link('Enter your name')).toHaveAttribute('href', '#name');

    await user.click(link('Enter your name'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(link('Choose an answer'));
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
  });

  it('shows a problem that belongs to no field', async () => {
    const user = userEvent.setup();
    render(<Harness items={[]} description="Your details were not saved." />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summary()).toHaveFocus();
    expect(summary()).toHaveTextContent('Your details were not saved.');
    expect(within(summary()).queryByRole('link')).not.toBeInTheDocument();
  });
});

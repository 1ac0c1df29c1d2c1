import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper.tsx';

describe('Stepper', () => {
  it('is a named, numbered list with the current stage marked in text and for assistive tech', () => {
    render(
      <Stepper
        label="Setup steps"
        steps={['Basic', 'Answer questions', 'Choose your plan']}
        current={1}
        currentText="(current step)"
      />,
    );
    const list = screen.getByRole('list', { name: 'Setup steps' });
    expect(list.tagName).toBe('OL');
    const stages = within(list).getAllByRole('listitem');
    expect(stages.map((stage) => stage.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(stages[1]).toHaveTextContent('Answer questions (current step)');
    // Screen readers say "current step" for aria-current; the visible words are not repeated.
    expect(within(stages[1]!).getByText('(current step)')).toHaveAttribute('aria-hidden', 'true');
  });
});

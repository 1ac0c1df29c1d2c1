import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, Announcer } from './announcer.tsx';

describe('Announcer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const polite = () => screen.getByTestId('announcer-polite');
  const assertive = () => screen.getByTestId('announcer-assertive');

  it('renders empty polite and assertive live regions up front', () => {
    render(<Announcer />);
    expect(polite()).toHaveAttribute('aria-live', 'polite');
    expect(assertive()).toHaveAttribute('aria-live', 'assertive');
    expect(polite()).toBeEmptyDOMElement();
  });

  it('puts a message in the region of its priority, then clears it', () => {
    render(<Announcer />);
    act(() => announce('Saved'));
    act(() => void vi.advanceTimersByTime(60));
    expect(polite()).toHaveTextContent('Saved');
    expect(assertive()).toBeEmptyDOMElement();

    act(() => announce('Failed', 'assertive'));
    act(() => void vi.advanceTimersByTime(60));
    expect(assertive()).toHaveTextContent('Failed');

    act(() => void vi.advanceTimersByTime(7000));
    expect(polite()).toBeEmptyDOMElement();
  });

  it('announces the same sentence twice by clearing the region in between', () => {
    render(<Announcer />);
    act(() => announce('Page loaded'));
    act(() => void vi.advanceTimersByTime(60));
    act(() => announce('Page loaded'));
    expect(polite()).toBeEmptyDOMElement();
    act(() => void vi.advanceTimersByTime(60));
    expect(polite()).toHaveTextContent('Page loaded');
  });

  it('says messages sent at the same moment together, in order; a newer one on a topic replaces the older', () => {
    render(<Announcer />);
    act(() => {
      announce('Peer support groups');
      announce('3 organizations near you', 'polite', 'count');
      announce("The map can't be shown.");
      announce('2 organizations near you', 'polite', 'count');
    });
    act(() => void vi.advanceTimersByTime(60));
    expect(polite()).toHaveTextContent(
      /^Peer support groups\. The map can't be shown\. 2 organizations near you\.$/,
    );
    // A later message starts afresh.
    act(() => announce('Saved'));
    act(() => void vi.advanceTimersByTime(60));
    expect(polite()).toHaveTextContent(/^Saved$/);
  });

  it('delivers messages sent before it was mounted', () => {
    announce('Early message');
    render(<Announcer />);
    act(() => void vi.advanceTimersByTime(60));
    expect(polite()).toHaveTextContent('Early message');
  });
});

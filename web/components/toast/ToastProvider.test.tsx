import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider, useToast } from './ToastProvider';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First' })}>one</button>
      <button onClick={() => toast({ title: 'Second', description: 'More', variant: 'destructive' })}>two</button>
    </>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time and hides it after 5000 ms', () => {
    render(<ToastProvider><Trigger /></ToastProvider>);
    fireEvent.click(screen.getByText('one'));
    fireEvent.click(screen.getByText('two'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('is dismissed by a swipe of 50 px to the right, not by a shorter one', () => {
    render(<ToastProvider><Trigger /></ToastProvider>);
    fireEvent.click(screen.getByText('one'));
    const card = screen.getByTestId('toast');
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 140, pointerId: 1 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 151, pointerId: 1 });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('closes from the X with a mouse or finger: pressing the button does not capture the pointer, so its click arrives', () => {
    const capture = jest.fn();
    const original = HTMLElement.prototype.setPointerCapture;
    HTMLElement.prototype.setPointerCapture = capture;
    try {
      render(<ToastProvider><Trigger /></ToastProvider>);
      fireEvent.click(screen.getByText('one'));
      const close = screen.getByRole('button', { name: 'Dismiss notification' });
      // The sequence a browser sends for a tap or click, with a finger's few pixels of jitter.
      fireEvent.pointerDown(close, { clientX: 300, clientY: 20, pointerId: 7 });
      fireEvent.pointerMove(close, { clientX: 302, clientY: 21, pointerId: 7 });
      fireEvent.pointerUp(close, { clientX: 302, clientY: 21, pointerId: 7 });
      // Capturing on pointerdown is what made Chromium send the click to the toast instead of the button.
      expect(capture).not.toHaveBeenCalled();
      fireEvent.click(close);
      expect(screen.queryByTestId('toast')).toBeNull();
    } finally {
      HTMLElement.prototype.setPointerCapture = original;
    }
  });

  it('captures the pointer only once a press on the toast turns into a sideways drag', () => {
    const capture = jest.fn();
    const original = HTMLElement.prototype.setPointerCapture;
    HTMLElement.prototype.setPointerCapture = capture;
    try {
      render(<ToastProvider><Trigger /></ToastProvider>);
      fireEvent.click(screen.getByText('one'));
      const card = screen.getByTestId('toast');
      fireEvent.pointerDown(card, { clientX: 100, clientY: 50, pointerId: 3 });
      expect(capture).not.toHaveBeenCalled();
      fireEvent.pointerMove(card, { clientX: 102, clientY: 50, pointerId: 3 });
      expect(capture).not.toHaveBeenCalled(); // a press, not yet a swipe
      fireEvent.pointerMove(card, { clientX: 101, clientY: 90, pointerId: 3 });
      expect(capture).not.toHaveBeenCalled(); // mostly vertical: the page scrolls, the toast stays
      fireEvent.pointerMove(card, { clientX: 160, clientY: 92, pointerId: 3 });
      expect(capture).toHaveBeenCalledWith(3);
      fireEvent.pointerUp(card, { clientX: 160, clientY: 92, pointerId: 3 });
      expect(screen.queryByTestId('toast')).toBeNull();
    } finally {
      HTMLElement.prototype.setPointerCapture = original;
    }
  });

  it('keeps its live regions in the page before any toast, and puts each toast inside the right one', () => {
    render(<ToastProvider><Trigger /></ToastProvider>);
    const area = screen.getByRole('region', { name: 'Notifications (F8)' });
    const polite = within(area).getByRole('status');
    const assertive = within(area).getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    fireEvent.click(screen.getByText('one'));
    expect(within(polite).getByTestId('toast')).toHaveTextContent('First');
    expect(assertive).toBeEmptyDOMElement();
    fireEvent.click(screen.getByText('two')); // destructive: announced assertively, still one toast
    expect(within(assertive).getByTestId('toast')).toHaveTextContent('Second');
    expect(polite).toBeEmptyDOMElement();
    // The same elements stay: a live region that appears with its text is often not announced.
    expect(within(area).getByRole('status')).toBe(polite);
    expect(within(area).getByRole('alert')).toBe(assertive);
  });

  it('is at most 420 px wide', () => {
    render(<ToastProvider><Trigger /></ToastProvider>);
    expect(getComputedStyle(screen.getByRole('region', { name: 'Notifications (F8)' })).maxWidth).toBe('420px');
  });

  it('moves focus to the notification area on F8', () => {
    render(<ToastProvider><Trigger /></ToastProvider>);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});

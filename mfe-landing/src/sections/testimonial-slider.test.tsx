import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestimonialSlider } from './testimonial-slider';
import { TESTIMONIALS } from './testimonials-data';

const INTERVAL = 5000;

function currentSlide() {
  const slides = screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');
  const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('aria-label');
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TestimonialSlider', () => {
  it('has six testimonials and shows one at a time', () => {
    render(<TestimonialSlider items={TESTIMONIALS} />);
    expect(TESTIMONIALS).toHaveLength(6);
    expect(currentSlide()).toBe('1 of 6');
    expect(screen.getByText(TESTIMONIALS[0]?.quote as string)).toBeVisible();
  });

  it('moves with the previous/next buttons and the dots, wrapping around', async () => {
    const user = userEvent.setup();
    render(<TestimonialSlider items={TESTIMONIALS} />);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentSlide()).toBe('2 of 6');
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentSlide()).toBe('6 of 6');
    await user.click(screen.getByRole('button', { name: 'Show testimonial 4' }));
    expect(currentSlide()).toBe('4 of 6');
    expect(screen.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<TestimonialSlider items={TESTIMONIALS} />);
    screen.getByLabelText(/Testimonials \(use the arrow keys/).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toBe('3 of 6');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toBe('2 of 6');
    await user.keyboard('{End}');
    expect(currentSlide()).toBe('6 of 6');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toBe('1 of 6');
    await user.keyboard('{End}{Home}');
    expect(currentSlide()).toBe('1 of 6');
  });

  it('follows a swipe', () => {
    render(<TestimonialSlider items={TESTIMONIALS} />);
    const viewport = screen.getByLabelText(/Testimonials \(use the arrow keys/);
    fireEvent.touchStart(viewport, { changedTouches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 180 }] });
    expect(currentSlide()).toBe('2 of 6');
    fireEvent.touchStart(viewport, { changedTouches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 250 }] });
    expect(currentSlide()).toBe('1 of 6');
    fireEvent.touchStart(viewport, { changedTouches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 110 }] });
    expect(currentSlide()).toBe('1 of 6');
  });

  it('advances on its own until paused with the Pause button, and resumes with Play', () => {
    vi.useFakeTimers();
    render(<TestimonialSlider items={TESTIMONIALS} intervalMs={INTERVAL} />);
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(currentSlide()).toBe('2 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(INTERVAL * 3));
    expect(currentSlide()).toBe('2 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(currentSlide()).toBe('3 of 6');
  });

  it('holds still while hovered or focused', () => {
    vi.useFakeTimers();
    render(<TestimonialSlider items={TESTIMONIALS} intervalMs={INTERVAL} />);
    const carousel = screen.getByRole('region', { name: 'What shop owners say' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(INTERVAL * 2));
    expect(currentSlide()).toBe('1 of 6');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(currentSlide()).toBe('2 of 6');

    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => vi.advanceTimersByTime(INTERVAL * 2));
    expect(currentSlide()).toBe('2 of 6');
    fireEvent.blur(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(currentSlide()).toBe('3 of 6');
  });

  it('does not move on its own when the system asks for reduced motion', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    render(<TestimonialSlider items={TESTIMONIALS} intervalMs={INTERVAL} />);
    act(() => vi.advanceTimersByTime(INTERVAL * 3));
    expect(currentSlide()).toBe('1 of 6');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});

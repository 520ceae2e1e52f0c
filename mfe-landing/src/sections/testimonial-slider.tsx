import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, TouchEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, QuoteIcon } from '../icons';
import type { Testimonial } from './testimonials-data';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import styles from './testimonial-slider.module.css';

export const AUTO_ADVANCE_MS = 7000;
/** How far a finger must travel sideways to count as a swipe. */
const SWIPE_PX = 40;
/** One slide's width, in percent of the track: the track moves by this much a slide. */
const SLIDE_PERCENT = 100;

export interface TestimonialSliderProps {
  items: readonly Testimonial[];
  intervalMs?: number;
}

/**
 * One testimonial at a time: previous/next buttons, dots, arrow keys and swipes. It advances on
 * its own unless paused with the button, hovered or focused, or the system asks for less motion.
 */
export function TestimonialSlider({ items, intervalMs = AUTO_ADVANCE_MS }: TestimonialSliderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStartX = useRef<number | null>(null);

  const autoplay = choice ? choice === 'play' : !reducedMotion;
  const running = autoplay && !hovered && !focused && items.length > 1;
  const count = items.length;

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const previous = () => go(index - 1);
  const next = () => go(index + 1);

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const handleTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchStartX.current = event.changedTouches[0]?.clientX ?? null;
  };
  const handleTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    if (end - start <= -SWIPE_PX) next();
    else if (end - start >= SWIPE_PX) previous();
  };

  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label="What shop owners say"
      onKeyDown={handleKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        tabIndex={0}
        aria-live={running ? 'off' : 'polite'}
        aria-label="Testimonials (use the arrow keys to move)"
        onTouchStart={handleTouchStart}
        onTouchEnd={handleTouchEnd}
      >
        <div className={styles.track} style={{ transform: `translateX(${-index * SLIDE_PERCENT}%)` }}>
          {items.map((item, i) => (
            <div
              key={item.name}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <figure className={styles.figure}>
              <QuoteIcon className={styles.quoteMark} />
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <span className={styles.avatar} style={{ background: item.colour }} aria-hidden="true">
                  {item.name.charAt(0)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <span className={styles.where}>
                    {item.business}, {item.city}
                  </span>
                </span>
              </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={previous} aria-label="Previous testimonial">
          <ChevronLeftIcon />
        </button>
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={item.name}
              type="button"
              className={styles.dot}
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={next} aria-label="Next testimonial">
          <ChevronRightIcon />
        </button>
        <button type="button" className={styles.toggle} onClick={() => setChoice(autoplay ? 'pause' : 'play')}>
          {autoplay ? <PauseIcon /> : <PlayIcon />}
          {autoplay ? 'Pause' : 'Play'}
        </button>
      </div>
    </div>
  );
}

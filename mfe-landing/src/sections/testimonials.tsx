import { TestimonialSlider } from './testimonial-slider';
import { TESTIMONIALS } from './testimonials-data';
import { Section } from './section';

export function Testimonials({ intervalMs }: { intervalMs?: number }) {
  return (
    <Section tone="muted" eyebrow="Loved by shop owners" title="From the counter, in their own words">
      <TestimonialSlider items={TESTIMONIALS} intervalMs={intervalMs} />
    </Section>
  );
}

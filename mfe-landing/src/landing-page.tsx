export function LandingPage() {
  return (
    <section aria-labelledby="landing-title">
      <h1 id="landing-title">{'Run your whole shop from one screen'}</h1>
    </section>
  );
}

export function DashboardScreen() {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{'Dashboard'}</h1>
    </section>
  );
}

/** The page title of an account page. */
export function AccountHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle && <p className="text-gray-700">{subtitle}</p>}
    </header>
  );
}

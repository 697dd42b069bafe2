/** The centred title and subtitle that open a home-page section; `id` labels the section. */
export function SectionIntro({
  id,
  title,
  subtitle,
}: {
  id: string;
  title: string;
  subtitle: string;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-extrabold text-ink sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-700">{subtitle}</p>
    </div>
  );
}

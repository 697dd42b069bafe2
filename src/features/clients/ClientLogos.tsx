import { clients } from '@/content/clients';

/** The five client wordmarks; each image's text alternative is the company's name. */
export function ClientLogos() {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-10">
      {clients.map((client) => (
        <li key={client.id}>
          <img
            src={client.src}
            alt={client.name}
            width={client.width}
            height={client.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-[150px] opacity-90 sm:w-[180px]"
          />
        </li>
      ))}
    </ul>
  );
}

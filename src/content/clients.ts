/**
 * The five client logos of the home page. The companies are placeholders with our own SVG
 * wordmarks; each name is the logo's text alternative. Files load as hashed assets (never
 * inlined into the JavaScript), at their intrinsic size so nothing shifts.
 */
import atlanticaCargas from '@/assets/clients/atlantica-cargas.svg?no-inline';
import portoSul from '@/assets/clients/porto-sul.svg?no-inline';
import rotaNorte from '@/assets/clients/rota-norte.svg?no-inline';
import transandes from '@/assets/clients/transandes.svg?no-inline';
import valeVerde from '@/assets/clients/vale-verde.svg?no-inline';

export interface ClientLogo {
  id: string;
  name: string;
  src: string;
  width: number;
  height: number;
}

const wordmark = { width: 200, height: 56 };

export const clients: ClientLogo[] = [
  { id: 'rota-norte', name: 'Rota Norte', src: rotaNorte, ...wordmark },
  { id: 'atlantica-cargas', name: 'Atlântica Cargas', src: atlanticaCargas, ...wordmark },
  { id: 'transandes', name: 'TransAndes', src: transandes, ...wordmark },
  { id: 'vale-verde', name: 'Vale Verde Armazéns', src: valeVerde, ...wordmark },
  { id: 'porto-sul', name: 'PortoSul Express', src: portoSul, ...wordmark },
];

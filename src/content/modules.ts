/**
 * The twelve modules of the suite (docs/product.md §3), in the order the home page shows them.
 * Each card shows the icon, name and description; the features each module offers live in
 * `module-features.ts`, typed by the same ids, because only the module dialog needs them and
 * they load with it, off the home page's first load.
 */
import {
  BadgeCheck,
  Boxes,
  Calculator,
  Handshake,
  type LucideIcon,
  ReceiptText,
  ShoppingCart,
  TowerControl,
  Truck,
  Users,
  Wallet,
  Warehouse,
  Wrench,
} from 'lucide-react';
import type { Localized } from '@/i18n/languages';

export const moduleIds = [
  'tms',
  'wms',
  'financials',
  'invoicing',
  'accounting-tax',
  'human-resources',
  'supply-chain',
  'maintenance',
  'crm',
  'quality',
  'shipment-consolidator',
  'control-tower',
] as const;
export type ModuleId = (typeof moduleIds)[number];

export interface Module {
  id: ModuleId;
  /** Drawn in the brand's orange on every card. */
  icon: LucideIcon;
  name: Localized;
  description: Localized;
}

export const modules: Module[] = [
  {
    id: 'tms',
    icon: Truck,
    name: { pt: 'TMS – Gestão de Transportes', en: 'TMS – Transport Management' },
    description: {
      pt: 'Otimize rotas, reduza custos e acompanhe cada entrega em tempo real, da coleta ao comprovante, com mais entregas no prazo.',
      en: 'Optimise routes, cut costs and follow every delivery in real time, from pickup to proof of delivery, with more shipments on time.',
    },
  },
  {
    id: 'wms',
    icon: Warehouse,
    name: { pt: 'WMS – Gestão de Armazéns', en: 'WMS – Warehouse Management' },
    description: {
      pt: 'Controle total do armazém: endereçamento inteligente, separação ágil e estoque confiável, com rastreabilidade de ponta a ponta.',
      en: 'Full control of your warehouse: smart addressing, fast picking and reliable stock, with end-to-end traceability.',
    },
  },
  {
    id: 'financials',
    icon: Wallet,
    name: { pt: 'Financeiro', en: 'Financials' },
    description: {
      pt: 'Contas a pagar e a receber lado a lado e uma visão clara do fluxo de caixa para decidir com segurança.',
      en: 'Payables and receivables side by side and a clear view of your cash flow, so you decide with confidence.',
    },
  },
  {
    id: 'invoicing',
    icon: ReceiptText,
    name: { pt: 'Gestão de Faturas', en: 'Invoice Management' },
    description: {
      pt: 'Faturamento que nasce da operação: faturas geradas automaticamente a partir do TMS e do WMS e enviadas direto ao banco.',
      en: 'Billing that comes straight from operations: invoices generated automatically from TMS and WMS and sent directly to the bank.',
    },
  },
  {
    id: 'accounting-tax',
    icon: Calculator,
    name: { pt: 'Contábil e Fiscal', en: 'Accounting and Tax' },
    description: {
      pt: 'Impostos apurados corretamente, obrigações em dia e demonstrações contábeis confiáveis, sem retrabalho.',
      en: 'Taxes calculated correctly, filings on time and reliable financial statements, without rework.',
    },
  },
  {
    id: 'human-resources',
    icon: Users,
    name: { pt: 'Recursos Humanos', en: 'Human Resources' },
    description: {
      pt: 'Da folha de pagamento à avaliação de desempenho, com a jornada dos motoristas vinda direto do TMS.',
      en: 'From payroll to performance reviews, with drivers’ working hours coming straight from TMS.',
    },
  },
  {
    id: 'supply-chain',
    icon: ShoppingCart,
    name: { pt: 'Suprimentos', en: 'Supply Chain' },
    description: {
      pt: 'Compre melhor e controle o estoque: da solicitação de compra à nota de entrada, com o custo médio sempre atualizado.',
      en: 'Buy better and control your stock: from purchase request to incoming invoice, with average cost always up to date.',
    },
  },
  {
    id: 'maintenance',
    icon: Wrench,
    name: { pt: 'Manutenção', en: 'Maintenance' },
    description: {
      pt: 'Frota e equipamentos disponíveis por mais tempo, com manutenção planejada e custos sob controle.',
      en: 'Fleet and equipment available for longer, with planned maintenance and costs under control.',
    },
  },
  {
    id: 'crm',
    icon: Handshake,
    name: { pt: 'CRM', en: 'CRM' },
    description: {
      pt: 'O relacionamento com o cliente do primeiro contato ao contrato, com tabelas de frete e histórico em um só lugar.',
      en: 'Customer relationships from first contact to signed contract, with freight tables and history in one place.',
    },
  },
  {
    id: 'quality',
    icon: BadgeCheck,
    name: { pt: 'Qualidade', en: 'Quality' },
    description: {
      pt: 'Normas e procedimentos sempre na versão certa, licenças em dia e ações de melhoria acompanhadas de perto.',
      en: 'Standards and procedures always in the right version, licences up to date and improvement actions followed closely.',
    },
  },
  {
    id: 'shipment-consolidator',
    icon: Boxes,
    name: { pt: 'Consolidador de Cargas', en: 'Shipment Consolidator' },
    description: {
      pt: 'Agrupe coletas, otimize rotas e rode menos quilômetros: mais eficiência, menos custo e menos emissões.',
      en: 'Group pickups, optimise routes and drive fewer kilometres: more efficiency, lower costs and fewer emissions.',
    },
  },
  {
    id: 'control-tower',
    icon: TowerControl,
    name: { pt: 'Torre de Controle', en: 'Control Tower' },
    description: {
      pt: 'Os indicadores que importam em painéis: resultado por veículo, desempenho das entregas e faturamento frente à meta.',
      en: 'The indicators that matter, on dashboards: result per vehicle, delivery performance and revenue against target.',
    },
  },
];

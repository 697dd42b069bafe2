/**
 * The descriptive text of the about page (docs/product.md §2, About): one string per paragraph,
 * rendered as HTML paragraphs that flow in two columns on wide screens.
 */
import type { Localized } from '@/i18n/languages';

export const aboutParagraphs: Localized<string[]> = {
  pt: [
    'Há mais de trinta anos desenvolvemos software para quem move o país. Começamos lado a lado com transportadoras e operadores logísticos, e é essa vivência que orienta cada tela do nosso ERP: processos desenhados por quem conhece a rotina do pátio, da doca e da estrada.',
    'O TMS cuida do transporte de ponta a ponta: emissão dos documentos fiscais, roteirização, vale-pedágio, pagamento eletrônico do frete e acompanhamento das entregas em tempo real, integrado a rastreadores e gerenciadoras de risco.',
    'O WMS organiza o armazém com endereçamento automático, separação em duas etapas e inventário cíclico, garantindo a rastreabilidade de cada volume, do recebimento à expedição, em armazéns gerais e alfandegados.',
    'Ao redor deles, financeiro, contábil e fiscal, recursos humanos, suprimentos, manutenção, CRM e qualidade compartilham a mesma base de dados. O que acontece na operação chega ao faturamento e à contabilidade sem digitação repetida.',
    'A Sara, nossa assistente virtual nativa, responde em linguagem natural perguntas como quantas entregas estão atrasadas, qual é o faturamento do mês ou onde está um veículo. Ela conhece os dados do seu ERP porque faz parte dele.',
    'Painéis de indicadores e a Torre de Controle deixam a gestão à vista: resultado por veículo, custo do quilômetro rodado vazio, desempenho das entregas e faturamento frente à meta, atualizados a cada movimento.',
    'Nosso compromisso continua o mesmo desde o primeiro cliente: maximizar os seus resultados e reduzir os seus custos, com mais produtividade, rastreabilidade e o melhor aproveitamento do espaço em armazéns e frotas.',
  ],
  en: [
    'For more than thirty years we have been building software for the people who keep the country moving. We started out side by side with carriers and logistics operators, and that experience shapes every screen of our ERP: processes designed by people who know the daily routine of the yard, the dock and the road.',
    'The TMS runs transport end to end: fiscal documents, route planning, toll vouchers, electronic freight payment and real-time delivery tracking, integrated with tracking systems and risk managers.',
    'The WMS organises the warehouse with automatic addressing, two-step picking and cyclic inventory counts, keeping every package traceable from receiving to dispatch, in general and bonded warehouses alike.',
    'Around them, financials, accounting and tax, human resources, supply chain, maintenance, CRM and quality share a single database. What happens in operations reaches billing and accounting without anyone typing it twice.',
    'Sara, our native virtual assistant, answers questions in plain language, such as how many deliveries are late, what this month’s revenue is or where a vehicle is right now. She knows your ERP’s data because she is part of it.',
    'Dashboards and the Control Tower put management in plain sight: result per vehicle, cost of empty kilometres, delivery performance and revenue against target, updated with every movement.',
    'Our commitment has not changed since our first customer: to maximise your results and cut your costs, with more productivity, traceability and better use of warehouse and fleet space.',
  ],
};

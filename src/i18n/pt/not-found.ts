export const notFound = {
  heading: 'Página não encontrada',
  text: 'O endereço que você abriu não existe ou mudou de lugar. Que tal recomeçar pela página inicial?',
  backHome: 'Ir para a página inicial',
};

import type { PageHeaderText } from '../../../components/ui/page-header';

/** /historico's header: the page draws it, and so does its shell before the page's code is in (app/page-shell.tsx). */
export const HISTORY_PAGE_HEADER: PageHeaderText = {
  title: 'Histórico de Carrosséis',
  description: 'Acompanhe a criação, veja os detalhes e baixe seus carrosséis.',
};

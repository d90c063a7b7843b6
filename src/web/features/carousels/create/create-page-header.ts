import type { PageHeaderText } from '../../../components/ui/page-header';

/** /criar's header: the page draws it, and so does its shell before the page's code is in (app/page-shell.tsx). */
export const CREATE_PAGE_HEADER: PageHeaderText = {
  title: 'Criar Carrossel',
  description:
    'Escolha o objetivo, conte o essencial e escolha o visual. Em poucos segundos seu carrossel fica pronto.',
};

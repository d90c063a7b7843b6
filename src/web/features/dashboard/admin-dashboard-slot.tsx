import { PageHeader } from '../../components/ui/page-header';

/**
 * The admin's dashboard content is built in features/admin (admin-dashboard). Until it lands, the admin still
 * gets the spec's title on /dashboard.
 */
export function AdminDashboardSlot() {
  return (
    <PageHeader
      title="Painel Administrativo"
      description="Visão geral de usuários, carrosséis, templates e atividade do sistema."
    />
  );
}

import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/ui/page-header';

// The admin's dashboard lives in features/admin and pulls in its own queries; clientes never load it.
const AdminDashboard = lazy(() =>
  import('../../features/admin/admin-dashboard-page').then((module) => ({ default: module.AdminDashboard })),
);

/** /dashboard for an admin: 'Painel Administrativo', its title shown at once while the panel loads. */
export function AdminDashboardSlot() {
  return (
    <Suspense
      fallback={
        <PageHeader
          title="Painel Administrativo"
          description="Visão geral de usuários, carrosséis, templates e atividade do sistema."
        />
      }
    >
      <AdminDashboard />
    </Suspense>
  );
}

import { useAuth } from '../../features/auth';
import { AdminDashboardSlot } from './admin-dashboard-slot';
import { UserDashboard } from './user-dashboard';

/** / and /dashboard: the admin's 'Painel Administrativo' or the cliente's dashboard, by role. */
export function Component() {
  const { user, isAdmin, credits } = useAuth();
  if (isAdmin) return <AdminDashboardSlot />;
  return <UserDashboard name={user?.nome ?? ''} balance={credits} />;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

// After an explicit sign-out the user lands on /login without a "come back to" address.
const navigateToLogin = () => {
  void router.navigate('/login', { replace: true });
};

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={navigateToLogin}>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}

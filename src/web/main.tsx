import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPortugueseValidationMessages } from '../shared/zod-locale';
import { App } from './app/app';
import './styles.css';

installPortugueseValidationMessages();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { describe, expect, it } from 'vitest';
import { BRAND_MESSAGES, getDefaultBrandKit } from '../../../shared/brand-kit/schema';
import { checkBrandForm, getFieldErrors } from './brand-form-state';

describe('checkBrandForm', () => {
  it('names every bad field with the shared message before anything is sent', () => {
    const errors = checkBrandForm({
      ...getDefaultBrandKit('Ana'),
      nome: ' ',
      arroba: 'ana-lima',
      cor_destaque: '#ff00',
    });
    expect(errors).toEqual({
      nome: BRAND_MESSAGES.nameRequired,
      arroba: BRAND_MESSAGES.handleInvalid,
      cor_destaque: BRAND_MESSAGES.colorInvalid,
    });
  });

  it('accepts a handle typed with its @ and a colour in capitals', () => {
    expect(
      checkBrandForm({ ...getDefaultBrandKit('Ana'), arroba: '@ana.lima_', cor_primaria: '#7C3AED' }),
    ).toEqual({});
  });
});

describe('getFieldErrors', () => {
  it('maps the API issues by their first path segment, keeping the first message', () => {
    expect(
      getFieldErrors([
        { path: 'arroba', message: 'primeira' },
        { path: 'arroba', message: 'segunda' },
      ]),
    ).toEqual({ arroba: 'primeira' });
  });
});

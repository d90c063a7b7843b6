import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from './messages';
import { supportReportBodySchema, supportTicketListQuerySchema } from './schemas';
import { limitSupportInput, toPhoneDigits, validateSupportForm } from './validate-support-form';

const valid = {
  title: 'Não consigo baixar',
  description: 'O botão de download não responde.',
  phone: '(11) 9 8765-4321',
};

describe('validateSupportForm: the ticket rules of docs/product-rules.md §5', () => {
  it('accepts a valid ticket', () => {
    expect(validateSupportForm(valid)).toEqual({ errors: {}, isValid: true });
  });

  it('title: 1 to 120 characters after trimming', () => {
    expect(validateSupportForm({ ...valid, title: '' }).errors.title).toBe(SUPPORT_MESSAGES.titleRequired);
    expect(validateSupportForm({ ...valid, title: '    ' }).errors.title).toBe(
      SUPPORT_MESSAGES.titleRequired,
    );
    expect(validateSupportForm({ ...valid, title: 'A' }).isValid).toBe(true);
    expect(validateSupportForm({ ...valid, title: 'a'.repeat(120) }).isValid).toBe(true);
    expect(validateSupportForm({ ...valid, title: `  ${'a'.repeat(120)}  ` }).isValid).toBe(true);
    expect(validateSupportForm({ ...valid, title: 'a'.repeat(121) }).errors.title).toBe(
      SUPPORT_MESSAGES.titleTooLong,
    );
  });

  it('description: 8 to 2000 characters after trimming', () => {
    expect(validateSupportForm({ ...valid, description: '1234567' }).errors.description).toBe(
      SUPPORT_MESSAGES.descriptionTooShort,
    );
    expect(validateSupportForm({ ...valid, description: '   1234567     ' }).errors.description).toBe(
      SUPPORT_MESSAGES.descriptionTooShort,
    );
    expect(validateSupportForm({ ...valid, description: '12345678' }).isValid).toBe(true);
    expect(validateSupportForm({ ...valid, description: 'd'.repeat(2000) }).isValid).toBe(true);
    expect(validateSupportForm({ ...valid, description: 'd'.repeat(2001) }).errors.description).toBe(
      SUPPORT_MESSAGES.descriptionTooLong,
    );
  });

  it('phone: exactly 11 digits, with the spec hint otherwise', () => {
    expect(validateSupportForm({ ...valid, phone: '11987654321' }).isValid).toBe(true);
    expect(validateSupportForm({ ...valid, phone: '(11) 9 8765-432' }).errors.phone).toBe(
      SUPPORT_MESSAGES.phoneHint,
    );
    expect(validateSupportForm({ ...valid, phone: '119876543210' }).errors.phone).toBe(
      SUPPORT_MESSAGES.phoneHint,
    );
    expect(validateSupportForm({ ...valid, phone: '' }).errors.phone).toBe(SUPPORT_MESSAGES.phoneHint);
  });

  it('reports every broken field at once', () => {
    const result = validateSupportForm({ title: '', description: 'curta', phone: '11' });
    expect(result.isValid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(['description', 'phone', 'title']);
  });
});

describe('limitSupportInput: input is cut at the limits', () => {
  it('cuts the title at 120 and the description at 2000 characters', () => {
    expect(limitSupportInput('title', 'a'.repeat(150))).toHaveLength(120);
    expect(limitSupportInput('description', 'b'.repeat(2500))).toHaveLength(2000);
    expect(limitSupportInput('title', 'curto')).toBe('curto');
  });

  it('masks the phone and stops at 11 digits', () => {
    expect(limitSupportInput('phone', '119876543219999')).toBe('(11) 9 8765-4321');
    expect(toPhoneDigits('(11) 9 8765-4321')).toBe('11987654321');
  });
});

describe('supportReportBodySchema: what the API accepts', () => {
  it('trims the texts, strips the phone to digits and keeps the context', () => {
    const parsed = supportReportBodySchema.parse({
      title: '  Erro no PIX  ',
      description: '  Paguei e não caiu.  ',
      phone: '(11) 9 8765-4321',
      context: { source_page: '/creditos', app_version: 'mvp-0.1' },
      clientRef: 'AB12CD',
    });
    expect(parsed).toEqual({
      title: 'Erro no PIX',
      description: 'Paguei e não caiu.',
      phone: '11987654321',
      context: { source_page: '/creditos', app_version: 'mvp-0.1' },
      clientRef: 'AB12CD',
    });
  });

  it('rejects a client ref that is not a short alphanumeric code', () => {
    expect(supportReportBodySchema.safeParse({ ...valid, clientRef: 'a b' }).success).toBe(false);
    expect(supportReportBodySchema.safeParse({ ...valid, clientRef: 'x'.repeat(33) }).success).toBe(false);
  });

  it('reads an empty status filter as "any"', () => {
    expect(supportTicketListQuerySchema.parse({ status: '', q: ' pix ' })).toEqual({
      q: 'pix',
      page: 1,
      pageSize: 20,
    });
    expect(supportTicketListQuerySchema.safeParse({ status: 'aberto' }).success).toBe(false);
  });
});

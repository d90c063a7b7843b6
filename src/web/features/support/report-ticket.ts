import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_VERSION_DEFAULT } from '../../../shared/constants';
import { SUPPORT_ENDPOINTS } from '../../../shared/support/endpoints';
import { buildTicketProtocol } from '../../../shared/support/protocol';
import type { SupportReportBody, SupportTicketForm } from '../../../shared/support/schemas';
import { toPhoneDigits } from '../../../shared/support/validate-support-form';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { MissingSessionError } from './support-errors';

const support = createApi(SUPPORT_ENDPOINTS);

/** docs/product-rules.md §7: the fallback token older sessions kept in local storage. */
export const LEGACY_TOKEN_KEY = 'token';
const CLIENT_REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 6-character code made up on the client, so the protocol can be shown even if the server sends no id. */
export function createClientRef(random: () => number = Math.random): string {
  return Array.from(
    { length: 6 },
    () => CLIENT_REF_ALPHABET[Math.floor(random() * CLIENT_REF_ALPHABET.length)] ?? 'A',
  ).join('');
}

function readLegacyToken(): string | null {
  try {
    return window.localStorage.getItem(LEGACY_TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface ReportTicketInput {
  values: SupportTicketForm;
  /** Whether the auth layer has a session; without one the local-storage token is the only way in. */
  hasSession: boolean;
  sourcePage: string;
}

export interface ReportTicketResult {
  ticketId?: string;
  protocol: string;
}

export async function reportSupportTicket(input: ReportTicketInput): Promise<ReportTicketResult> {
  const clientRef = createClientRef();
  // With a session the API client adds its bearer token; otherwise fall back to the stored one, or give up.
  const fallbackToken = input.hasSession ? undefined : readLegacyToken();
  if (!input.hasSession && !fallbackToken) throw new MissingSessionError();
  const body: SupportReportBody = {
    title: input.values.title.trim(),
    description: input.values.description.trim(),
    phone: toPhoneDigits(input.values.phone),
    context: { source_page: input.sourcePage, app_version: APP_VERSION_DEFAULT },
    clientRef,
  };
  const answer = await support.report({ body }, fallbackToken ? { token: fallbackToken } : {});
  const ticketId = answer.ticketId;
  return { ticketId, protocol: buildTicketProtocol(ticketId, clientRef) };
}

export function useReportSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportSupportTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets }),
  });
}

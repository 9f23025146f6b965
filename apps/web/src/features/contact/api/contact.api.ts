import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactSubmission } from '@saath/shared/contact';
import { API } from '@saath/shared/http';
import { apiRequest } from '../../../lib/api-client.ts';

/** Contact: POST /api/contact/ with name, email, subject, message as JSON. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiRequest<ContactSubmission>(API.contact, { json: body }),
  });
}

import { useState } from 'react';
import { useInvalidate, useList, type HttpError } from '@refinedev/core';
import { adminApi } from '../../providers/admin-api';
import { titlesOf } from '../../providers/response-extras';
import { useAdminMutation } from '../../providers/use-admin-call';

export interface ReplyDraft {
  body: string;
  /** One link per line. */
  attachments: string;
}

export interface ReplyFailure {
  message: string;
  fields: Partial<Record<keyof ReplyDraft | 'files', string>>;
}

/**
 * An enquiry's thread (live: another user's reply appears without a
 * reload) and a send that reports the server's field errors, so the
 * composer keeps what was typed.
 */
export function useConversation(enquiryId: number) {
  const thread = useList({
    resource: 'enquiry-messages',
    filters: [{ field: 'enquiryId', operator: 'eq', value: enquiryId }],
    sorters: [{ field: 'createdAt', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
    meta: { include: ['authorId'] },
  });
  const canned = useList({
    resource: 'canned-replies',
    sorters: [{ field: 'title', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
  });
  const { send: sendCall, isPending: isSending } = useAdminMutation();
  const invalidate = useInvalidate();
  const [failure, setFailure] = useState<ReplyFailure | null>(null);

  const send = async (
    draft: ReplyDraft,
    files: readonly number[],
  ): Promise<boolean> => {
    setFailure(null);
    try {
      await sendCall(
        adminApi.deskReply(enquiryId, {
          body: draft.body,
          attachments: draft.attachments
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
          files,
        }),
      );
      await Promise.all([
        thread.query.refetch(),
        invalidate({
          resource: 'enquiries',
          invalidates: ['list', 'detail'],
          id: enquiryId,
        }),
      ]);
      return true;
    } catch (e) {
      const error = e as Partial<HttpError>;
      const fieldText = (name: string) => {
        const messages = error.errors?.[name];
        return Array.isArray(messages) ? messages.join(' ') : undefined;
      };
      setFailure({
        message: error.message ?? 'The reply was not sent; try again.',
        fields: {
          body: fieldText('body'),
          attachments: fieldText('attachments'),
          files: fieldText('files'),
        },
      });
      return false;
    }
  };

  return {
    messages: thread.result.data,
    authorTitles: titlesOf(thread.query.data).authorId ?? {},
    isLoading: thread.query.isLoading,
    cannedReplies: canned.result.data,
    send,
    isSending,
    failure,
  };
}

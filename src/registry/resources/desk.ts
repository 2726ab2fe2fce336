import { defineResource } from '../define-resource';
import { parentReference, reference } from './common-fields';

/**
 * The support desk around customer enquiries: labels to sort them by, the
 * conversation with the customer, each staff user's read markers and the
 * canned replies the composer offers. The enquiries entry itself lives in
 * management.ts with the rest of the Management menu.
 */

export const enquiryLabels = defineResource({
  name: 'enquiry-labels',
  subject: 'EnquiryLabel',
  label: { one: 'Enquiry Label', many: 'Enquiry Labels' },
  titleField: 'name',
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      unique: true,
      maxLength: 40,
      searchable: true,
      sortable: true,
      seed: 'enquiry-label.name',
    },
    color: {
      kind: 'color',
      label: 'Colour',
      required: true,
      seed: 'enquiry-label.color',
    },
  },
  list: { columns: ['name', 'color'], defaultSort: 'name' },
  seedCount: 6,
});

export const enquiryMessages = defineResource({
  name: 'enquiry-messages',
  subject: 'EnquiryMessage',
  label: { one: 'Message', many: 'Messages' },
  titleField: 'body',
  // Staff write through `POST /admin/enquiries/{id}/messages`, which also
  // moves the enquiry on and marks it unread for everyone else; customers
  // write from the app. A message is never edited: it was sent.
  operations: ['list', 'show', 'export'],
  fields: {
    enquiryId: parentReference('enquiries', 'Enquiry'),
    authorType: {
      kind: 'enum',
      label: 'From',
      enumKey: 'enquiry.author',
      required: true,
      filter: ['eq'],
    },
    authorId: reference('users', 'Author', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    body: {
      kind: 'longText',
      label: 'Message',
      required: true,
      minLength: 1,
      maxLength: 4000,
      searchable: true,
    },
    attachments: {
      kind: 'json',
      label: 'Attachments',
      help: 'Links (http or https) and files uploaded to the desk, sent with the message.',
    },
  },
  list: {
    columns: ['enquiryId', 'authorType', 'authorId', 'body'],
    defaultSort: 'createdAt',
  },
  seedCount: 0,
});

export const enquiryReads = defineResource({
  name: 'enquiry-reads',
  subject: 'EnquiryRead',
  label: { one: 'Read Marker', many: 'Read Markers' },
  titleField: 'readAt',
  // One row per staff user and enquiry they have read since its last
  // message; a new message deletes the others' rows. Written through
  // `PUT`/`DELETE /admin/enquiries/{id}/read`, always for the caller.
  operations: ['list'],
  fields: {
    enquiryId: parentReference('enquiries', 'Enquiry'),
    userId: {
      ...parentReference('users', 'Staff user'),
      filter: ['eq'],
    },
    readAt: {
      kind: 'datetime',
      label: 'Read',
      required: true,
      readOnly: true,
    },
  },
  uniqueTogether: [['userId', 'enquiryId']],
  list: { columns: ['enquiryId', 'userId', 'readAt'] },
  seedCount: 0,
});

export const cannedReplies = defineResource({
  name: 'canned-replies',
  subject: 'CannedReply',
  label: { one: 'Canned Reply', many: 'Canned Replies' },
  titleField: 'title',
  fields: {
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      unique: true,
      maxLength: 60,
      searchable: true,
      sortable: true,
      seed: 'canned-reply.title',
    },
    body: {
      kind: 'longText',
      label: 'Reply',
      required: true,
      maxLength: 2000,
      seed: 'canned-reply.body',
    },
  },
  list: { columns: ['title', 'body'], defaultSort: 'title' },
  seedCount: 5,
});

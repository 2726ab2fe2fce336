import { defineResource } from '../define-resource';
import { fieldPatterns } from './field-patterns';
import { parentReference, reference } from './common-fields';

export const users = defineResource({
  name: 'users',
  subject: 'User',
  label: { one: 'User', many: 'Users' },
  menu: { group: 'user-management', order: 10, icon: 'person' },
  titleField: 'name',
  findBy: ['name', 'email', 'phone'],
  stateField: 'status',
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 120,
      searchable: true,
      sortable: true,
      seed: 'person.name',
    },
    email: {
      kind: 'email',
      label: 'Email',
      required: true,
      unique: true,
      maxLength: 254,
      searchable: true,
      sortable: true,
      seed: 'person.email',
    },
    phone: {
      kind: 'phone',
      label: 'Phone',
      unique: true,
      searchable: true,
      seed: 'phone',
      ...fieldPatterns.phone,
    },
    userType: {
      kind: 'enum',
      label: 'User type',
      enumKey: 'user.userType',
      required: true,
      default: 'CLIENT',
      authority: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'user.status',
      default: 'ACTIVE',
      readOnly: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    imageUrl: {
      kind: 'image',
      label: 'Avatar',
      seed: 'image.avatar',
      hiddenInList: true,
    },
    gender: {
      kind: 'enum',
      label: 'Gender',
      enumKey: 'user.gender',
      default: 'UNDISCLOSED',
      filter: ['eq', 'in'],
      hiddenInList: true,
    },
    dateOfBirth: {
      kind: 'date',
      label: 'Date of birth',
      filter: ['between', 'gte', 'lte'],
      hiddenInList: true,
    },
    suspensionReason: {
      kind: 'longText',
      label: 'Suspension reason',
      readOnly: true,
      hiddenInList: true,
    },
    emailVerifiedAt: {
      kind: 'datetime',
      label: 'Email verified',
      readOnly: true,
      hiddenInList: true,
    },
    lastLoginAt: {
      kind: 'datetime',
      label: 'Last login',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
  },
  actions: {
    suspend: {
      label: 'Suspend',
      from: ['ACTIVE', 'PENDING_VERIFICATION'],
      to: 'SUSPENDED',
      reason: 'required',
      reasonField: 'suspensionReason',
      confirm:
        'Suspend this user? They are signed out everywhere and cannot order until reactivated.',
      tone: 'error',
    },
    reactivate: {
      label: 'Reactivate',
      from: ['SUSPENDED'],
      to: 'ACTIVE',
      confirm: 'Reactivate this user? They can sign in and order again.',
      tone: 'success',
    },
  },
  list: {
    columns: [
      'imageUrl',
      'name',
      'email',
      'phone',
      'userType',
      'status',
      'lastLoginAt',
    ],
    defaultSort: '-createdAt',
    statusTabs: true,
  },
  show: {
    related: [
      { resource: 'user-roles', field: 'userId', title: 'Roles' },
      { resource: 'user-devices', field: 'userId', title: 'Devices' },
      { resource: 'orders', field: 'customerId', title: 'Orders' },
    ],
  },
  seedCount: 5000,
});

export const userDevices = defineResource({
  name: 'user-devices',
  subject: 'UserDevice',
  label: { one: 'User Device', many: 'User Devices' },
  menu: { group: 'user-management', order: 20, icon: 'smartphone' },
  titleField: 'model',
  operations: ['list', 'show', 'delete', 'export'],
  accountOf: 'userId',
  fields: {
    userId: parentReference('users', 'User'),
    platform: {
      kind: 'enum',
      label: 'Platform',
      enumKey: 'device.platform',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
      seed: 'device.platform',
    },
    model: {
      kind: 'text',
      label: 'Model',
      required: true,
      maxLength: 80,
      searchable: true,
      seed: 'device.model',
    },
    osVersion: {
      kind: 'text',
      label: 'OS version',
      maxLength: 20,
      seed: 'device.os',
    },
    appVersion: {
      kind: 'text',
      label: 'App version',
      maxLength: 20,
      filter: ['eq', 'in'],
      seed: 'version',
      ...fieldPatterns.version,
    },
    pushToken: {
      kind: 'text',
      label: 'Push token',
      maxLength: 255,
      hiddenInList: true,
      seed: 'token',
    },
    lastSeenAt: {
      kind: 'datetime',
      label: 'Last seen',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
  },
  list: {
    columns: [
      'userId',
      'platform',
      'model',
      'osVersion',
      'appVersion',
      'lastSeenAt',
    ],
    defaultSort: '-lastSeenAt',
  },
  seedCount: 6000,
});

/** One signed-in session; the server's refresh tokens belong to a row here. */
export const userSessions = defineResource({
  name: 'user-sessions',
  subject: 'UserSession',
  label: { one: 'User Session', many: 'User Sessions' },
  menu: { group: 'user-management', order: 30, icon: 'login' },
  titleField: 'ipAddress',
  operations: ['list', 'show', 'delete', 'export'],
  accountOf: 'userId',
  fields: {
    userId: parentReference('users', 'User'),
    deviceId: reference('user-devices', 'Device', {
      onDelete: 'set-null',
      filter: ['eq'],
      hiddenInList: true,
    }),
    platform: {
      kind: 'enum',
      label: 'Platform',
      enumKey: 'device.platform',
      required: true,
      filter: ['eq', 'in'],
    },
    ipAddress: {
      kind: 'text',
      label: 'IP address',
      maxLength: 45,
      searchable: true,
      seed: 'ip',
    },
    userAgent: {
      kind: 'text',
      label: 'User agent',
      maxLength: 500,
      hiddenInList: true,
      seed: 'user-agent',
    },
    lastSeenAt: {
      kind: 'datetime',
      label: 'Last seen',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    expiresAt: {
      kind: 'datetime',
      label: 'Expires',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    revokedAt: {
      kind: 'datetime',
      label: 'Revoked',
      readOnly: true,
      filter: ['null', 'between'],
    },
  },
  list: {
    columns: [
      'userId',
      'platform',
      'ipAddress',
      'lastSeenAt',
      'expiresAt',
      'revokedAt',
    ],
    defaultSort: '-lastSeenAt',
  },
  seedCount: 3000,
});

export const userDeletions = defineResource({
  name: 'user-deletions',
  subject: 'UserDeletion',
  label: { one: 'User Deletion', many: 'User Deletions' },
  menu: { group: 'user-management', order: 40, icon: 'person_remove' },
  titleField: 'userId',
  operations: ['list', 'show', 'export'],
  stateField: 'status',
  accountOf: 'userId',
  fields: {
    userId: parentReference('users', 'User'),
    reason: {
      kind: 'longText',
      label: 'Reason given',
      maxLength: 1000,
      seed: 'deletion.reason',
    },
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'user.deletionStatus',
      default: 'REQUESTED',
      readOnly: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    scheduledFor: {
      kind: 'date',
      label: 'Scheduled for',
      help: 'Accounts are erased 30 days after the request unless it is cancelled.',
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    processedBy: reference('users', 'Processed by', {
      readOnly: true,
      onDelete: 'set-null',
      hiddenInList: true,
    }),
    completedAt: {
      kind: 'datetime',
      label: 'Completed',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    cancellationReason: {
      kind: 'longText',
      label: 'Cancellation reason',
      readOnly: true,
      hiddenInList: true,
    },
  },
  actions: {
    complete: {
      label: 'Erase account',
      from: ['REQUESTED'],
      to: 'COMPLETED',
      confirm:
        "Erase this account now? The user's personal data is anonymised and cannot be restored.",
      tone: 'error',
      stampBy: 'processedBy',
      stampAt: 'completedAt',
      effect: 'anonymise-user',
    },
    cancel: {
      label: 'Cancel request',
      from: ['REQUESTED'],
      to: 'CANCELLED',
      reason: 'required',
      reasonField: 'cancellationReason',
      stampBy: 'processedBy',
    },
  },
  list: {
    columns: ['userId', 'status', 'scheduledFor', 'completedAt', 'processedBy'],
    defaultSort: '-createdAt',
    statusTabs: true,
  },
  seedCount: 60,
});

export const userSocialLogins = defineResource({
  name: 'user-social-logins',
  subject: 'UserSocialLogin',
  label: { one: 'User Social Login', many: 'User Social Logins' },
  menu: { group: 'user-management', order: 50, icon: 'link' },
  titleField: 'email',
  operations: ['list', 'show', 'delete', 'export'],
  accountOf: 'userId',
  fields: {
    userId: parentReference('users', 'User'),
    provider: {
      kind: 'enum',
      label: 'Provider',
      enumKey: 'user.socialProvider',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    providerUserId: {
      kind: 'text',
      label: 'Provider user ID',
      required: true,
      maxLength: 128,
      searchable: true,
      seed: 'external.id',
    },
    email: {
      kind: 'email',
      label: 'Email',
      maxLength: 254,
      searchable: true,
      seed: 'person.email',
    },
    lastUsedAt: {
      kind: 'datetime',
      label: 'Last used',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
  },
  list: {
    columns: ['userId', 'provider', 'email', 'lastUsedAt'],
    defaultSort: '-createdAt',
  },
  uniqueTogether: [['provider', 'providerUserId']],
  seedCount: 2500,
});

export const userSettings = defineResource({
  name: 'user-settings',
  subject: 'UserSetting',
  label: { one: 'User Setting', many: 'User Settings' },
  menu: { group: 'user-management', order: 60, icon: 'tune' },
  titleField: 'userId',
  operations: ['list', 'show', 'edit', 'export'],
  accountOf: 'userId',
  fields: {
    userId: reference('users', 'User', {
      required: true,
      unique: true,
      onDelete: 'cascade',
      filter: ['eq', 'in'],
      createOnly: true,
    }),
    language: {
      kind: 'enum',
      label: 'Language',
      enumKey: 'user.language',
      required: true,
      default: 'EN',
      filter: ['eq', 'in'],
    },
    isPushEnabled: {
      kind: 'boolean',
      label: 'Push notifications',
      default: true,
      filter: ['eq'],
    },
    isEmailEnabled: {
      kind: 'boolean',
      label: 'Email',
      default: true,
      filter: ['eq'],
    },
    isSmsEnabled: {
      kind: 'boolean',
      label: 'SMS',
      default: false,
      filter: ['eq'],
    },
    isMarketingOptIn: {
      kind: 'boolean',
      label: 'Marketing opt-in',
      help: 'PDPA: marketing messages go only to users who opted in.',
      default: false,
      filter: ['eq'],
    },
  },
  list: {
    columns: [
      'userId',
      'language',
      'isPushEnabled',
      'isEmailEnabled',
      'isSmsEnabled',
      'isMarketingOptIn',
    ],
    defaultSort: '-updatedAt',
  },
  seedCount: 4000,
});

export const userRoles = defineResource({
  name: 'user-roles',
  subject: 'UserRole',
  label: { one: 'User Role', many: 'User Roles' },
  menu: { group: 'user-management', order: 70, icon: 'assignment_ind' },
  titleField: 'roleId',
  operations: ['list', 'show', 'create', 'delete', 'export'],
  authority: true,
  fields: {
    userId: parentReference('users', 'User'),
    roleId: parentReference('roles', 'Role'),
  },
  list: { columns: ['userId', 'roleId'], defaultSort: '-createdAt' },
  uniqueTogether: [['userId', 'roleId']],
  seedCount: 40,
});

export const permissions = defineResource({
  name: 'permissions',
  subject: 'Permission',
  label: { one: 'Permission', many: 'Permissions' },
  menu: { group: 'user-management', order: 80, icon: 'key' },
  titleField: 'key',
  authority: true,
  // The catalogue is the registry's (permissions.ts): a key exists exactly
  // when some route checks it, so nobody adds, edits or deletes one here.
  operations: ['list', 'show', 'export'],
  fields: {
    key: {
      kind: 'text',
      label: 'Key',
      required: true,
      unique: true,
      maxLength: 80,
      searchable: true,
      sortable: true,
      filter: ['eq', 'in'],
      pattern: '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)+$',
      patternMessage: 'Use dot-separated lower-case words, e.g. orders.refund.',
    },
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 120,
      searchable: true,
    },
    scope: {
      kind: 'enum',
      label: 'Scope',
      enumKey: 'permission.scope',
      required: true,
      help: 'ADMIN permissions apply to this console; MERCHANT ones to the merchant app.',
      filter: ['eq', 'in'],
      sortable: true,
    },
    module: {
      kind: 'text',
      label: 'Module',
      required: true,
      maxLength: 60,
      filter: ['eq', 'in'],
      sortable: true,
    },
    description: {
      kind: 'longText',
      label: 'Description',
      maxLength: 500,
    },
  },
  list: {
    columns: ['key', 'name', 'scope', 'module'],
    defaultSort: 'key',
  },
  // The seed writes the catalogue the registry derives (permissions.ts).
});

export const roles = defineResource({
  name: 'roles',
  subject: 'Role',
  label: { one: 'Role', many: 'Roles' },
  menu: { group: 'user-management', order: 90, icon: 'admin_panel_settings' },
  titleField: 'name',
  authority: true,
  fields: {
    name: {
      kind: 'enum',
      label: 'Name',
      enumKey: 'roles.RoleName',
      required: true,
      unique: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    description: {
      kind: 'longText',
      label: 'Description',
      maxLength: 500,
    },
    isSystem: {
      kind: 'boolean',
      label: 'Built in',
      help: 'Built-in roles drive code paths (finance review, four eyes): they cannot be deleted or renamed.',
      default: false,
      readOnly: true,
    },
  },
  list: { columns: ['name', 'description', 'isSystem'], defaultSort: 'name' },
  builtIn: {
    flag: 'isSystem',
    fixed: ['name'],
    why: 'the console and the API ask for it by name (finance review, four eyes, finance flags)',
  },
  show: {
    related: [{ resource: 'user-roles', field: 'roleId', title: 'Users' }],
    // A role's permissions are bulk-updated as one set, chosen
    // from the admin and merchant lists by key.
    sections: [
      {
        kind: 'member-set',
        via: 'role-permissions',
        member: 'permissionId',
        path: 'permissions',
        title: 'Permissions',
        split: 'scope',
        groupBy: 'module',
        // Who holds what is the keys to everything: another admin agrees
        // to every change of it (when there is one to ask).
        approval: {
          label: 'Permissions change',
          by: 'another admin',
          admins: true,
        },
      },
    ],
  },
});

export const rolePermissions = defineResource({
  name: 'role-permissions',
  subject: 'RolePermission',
  label: { one: 'Role Permission', many: 'Role Permissions' },
  titleField: 'permissionId',
  operations: ['list', 'show', 'create', 'delete', 'export'],
  authority: true,
  fields: {
    roleId: parentReference('roles', 'Role'),
    permissionId: parentReference('permissions', 'Permission'),
  },
  list: { columns: ['roleId', 'permissionId'], defaultSort: '-createdAt' },
  uniqueTogether: [['roleId', 'permissionId']],
});

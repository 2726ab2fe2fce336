import { z } from 'zod';

/**
 * Saved list views (issue 34): a named snapshot of a list's filters, sort,
 * page size, visible columns and density, kept by the API so it follows its
 * owner to any device, and shared with a role or with everyone by a holder
 * of `list-views.share`. One module, so the API and the console check the
 * same shapes and caps.
 */

/** The page sizes the list's pager offers: a view names one of them. */
export const listPageSizes = [10, 25, 50, 100] as const;

/** Longest name a view may have: a tab's or a menu item's width. */
export const maxViewNameLength = 60;

/** Bounds on a view's document, well past what a list's controls produce. */
const maxFilters = 30;
const maxSorters = 5;

const filterSchema = z.object({
  field: z.string().min(1).max(100),
  operator: z.string().min(1).max(20),
  value: z.unknown(),
});

const sorterSchema = z.object({
  field: z.string().min(1).max(100),
  order: z.enum(['asc', 'desc']),
});

export const listViewStateSchema = z.object({
  filters: z.array(filterSchema).max(maxFilters),
  sorters: z.array(sorterSchema).max(maxSorters),
  pageSize: z
    .number()
    .int()
    .refine((size) => (listPageSizes as readonly number[]).includes(size), {
      message: `pageSize is one of ${listPageSizes.join(', ')}`,
    }),
  columnVisibility: z.record(z.string().max(100), z.boolean()),
  density: z.enum(['compact', 'standard', 'comfortable']),
});

/** What a view reproduces when it is opened. */
export type ListViewState = z.infer<typeof listViewStateSchema>;

/** Who sees a view besides its owner: nobody, the holders of one role, or everyone. */
export const listViewAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('me') }),
  z.object({ kind: z.literal('role'), role: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('everyone') }),
]);

export type ListViewAudience = z.infer<typeof listViewAudienceSchema>;

/** The body of a save: the view, and whether it opens the list for its author. */
export const newListViewSchema = z.object({
  list: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(maxViewNameLength),
  audience: listViewAudienceSchema,
  state: listViewStateSchema,
  isDefault: z.boolean().default(false),
});

export type NewListView = z.input<typeof newListViewSchema>;

/** A view as the API answers it to one caller. */
export interface ListView {
  id: number;
  /** The list's key (a resource's route, else its name): `orders`. */
  list: string;
  name: string;
  audience: ListViewAudience;
  state: ListViewState;
  ownerId: number;
  ownerName: string;
  /** Whether the caller saved it (and so may delete it). */
  isMine: boolean;
  /** Whether the list opens on it for the caller. */
  isDefault: boolean;
}

/** Who a view is for, in words: its menu item's second line. */
export function audienceLabel(audience: ListViewAudience): string {
  if (audience.kind === 'me') return 'Only me';
  if (audience.kind === 'everyone') return 'Everyone';
  return `Role ${audience.role}`;
}

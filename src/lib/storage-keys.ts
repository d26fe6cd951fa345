/** Browser-storage keys fixed by the spec; other code must not invent new spellings. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  user: 'user',
  gandalfToken: 'gandalf_token',
  gandalfTokenExpiry: 'gandalf_token_expiry',
  theme: 'theme',
  deviceId: 'device_id',
  /** Prefix of the property wizard's drafts: `property_draft:<user id>:<property id | new>`. */
  propertyDraft: 'property_draft',
  /** The first screens' last answers, kept beside the session (`src/api/query-persistence.ts`). */
  queryCache: 'query_cache',
} as const;

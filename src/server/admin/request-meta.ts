/** Who asked, for the log row every admin action writes. */
export interface AdminActionMeta {
  ip: string;
  userAgent: string | null;
}

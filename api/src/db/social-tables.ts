// Kysely types of the tables created by migration 0002 (follows, notification flags,
// uploaded files).
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** One row per (follower, followed) pair: the primary key makes a follow idempotent. */
interface FollowsTable {
  follower_id: string;
  followed_id: string;
  created_at: CreatedAt;
}

/**
 * The `notifications[{userId, active}]` flags of part 2 §3/§4: set true when the owner
 * follows `target_id`, false when they unfollow (the row outlives the follow).
 */
interface FollowNotificationsTable {
  user_id: string;
  target_id: string;
  active: boolean;
  updated_at: CreatedAt;
}

export type UploadKind = 'profile-picture' | 'institution-logo' | 'company-logo' | 'cv' | 'portfolio';

/**
 * Every file an account uploaded through the users routes, so deleting the account
 * removes them even when the URL never reached the profile (a logo uploaded but not saved).
 */
interface UserUploadsTable {
  user_id: string;
  url: string;
  kind: UploadKind;
  created_at: CreatedAt;
}

export interface SocialTables {
  follows: FollowsTable;
  follow_notifications: FollowNotificationsTable;
  user_uploads: UserUploadsTable;
}

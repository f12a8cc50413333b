import type { Identity } from './auth/identity';
import type { Config } from './config';
import type { Database } from './db/database';
import type { FailedSignInLimiter } from './http/signInLimiter';
import type { Lifecycle } from './lifecycle';
import type { FileService } from './uploads/files';

/** What route handlers may use, made once per app by createApp. */
export interface Services {
  db: Database;
  config: Config;
  lifecycle: Lifecycle;
  identity: Identity;
  files: FileService;
  signInLimiter: FailedSignInLimiter;
}

import { z } from 'zod';
import { openDatabase } from './db/connection';
import { runCli } from './run-cli';
import { DEMO_ACCOUNTS, DEMO_USER, resetDemoData } from './seed';

/** `npm run seed`: empties the reference database and writes the demo data again. */
const envSchema = z.object({
  REFERENCE_DB: z.string().min(1).default('data/reference.sqlite'),
});

runCli(envSchema, async (env) => {
  const db = openDatabase(env.REFERENCE_DB);
  try {
    await resetDemoData(db, new Date());
  } finally {
    db.close();
  }
  console.log(`demo data written to ${env.REFERENCE_DB}`);
  console.log(`demo user: ${DEMO_USER.email}`);
  for (const account of DEMO_ACCOUNTS.linked) {
    console.log(`  linked    ${account.account_number}  ${account.name}`);
  }
  for (const account of DEMO_ACCOUNTS.unlinked) {
    console.log(`  unlinked  ${account.account_number}  ${account.name}  phone ${account.phone}`);
  }
});

// Jest helpers (Jest's globals): named *.jest.ts, so the production build's type check leaves
// them out (tsconfig.build.json).
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { db } from '@/lib/platform/db/client';
import { createServer } from 'node:http';
import {
  SMS_STAND_IN,
  standInSmsGateway,
  STAND_IN_TEMPLATE_IDS as IDS,
} from '@/e2e/stand-ins/sms-gateway';
import { WHATSAPP_STAND_IN, whatsappCloud } from '@/e2e/stand-ins/whatsapp';
import { env } from '@/lib/platform/env';

/**
 * The SMS gateway's stand-in on a free port, with the site's env pointed at it (restored by
 * `close`): for tests that send codes.
 */
export async function startSmsStandIn() {
  const gateway = standInSmsGateway();
  // WhatsApp's stand-in on the same server (its statuses are posted by the tests themselves).
  const whatsapp = whatsappCloud();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answer = whatsapp.handle(
        req.method ?? 'GET',
        req.url ?? '',
        body,
        req.headers.authorization,
      ) ??
        gateway.handle(req.method ?? 'GET', req.url ?? '', body, req.headers.authorization) ?? {
          status: 404,
          body: {},
        };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const saved = { ...env };
  Object.assign(env, {
    SMS_API_URL: gateway.url(`http://127.0.0.1:${port}`),
    SMS_API_KEY: SMS_STAND_IN.key,
    SMS_API_TOKEN: SMS_STAND_IN.token,
    SMS_SENDER: SMS_STAND_IN.sender,
    SMS_DLT_ENTITY_ID: SMS_STAND_IN.entityId,
    SMS_DLT_TEMPLATE_IDS: { ...IDS },
    WHATSAPP_API_URL: whatsapp.url(`http://127.0.0.1:${port}`),
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_STAND_IN.phoneNumberId,
    WHATSAPP_TOKEN: WHATSAPP_STAND_IN.token,
    WHATSAPP_APP_SECRET: WHATSAPP_STAND_IN.appSecret,
    WHATSAPP_VERIFY_TOKEN: WHATSAPP_STAND_IN.verifyToken,
  });
  return {
    messages: gateway.messages,
    /** What WhatsApp's stand-in took. */
    whatsapp: whatsapp.messages,
    /** The code in the last SMS to the number. */
    codeFor: (mobile: string) =>
      /\d{6}/.exec(
        gateway.messages.filter((m) => m.to === `+91${mobile}`).at(-1)?.body ?? '',
      )?.[0] ?? '',
    close: async () => {
      Object.assign(env, {
        SMS_API_URL: saved.SMS_API_URL,
        SMS_API_KEY: saved.SMS_API_KEY,
        SMS_API_TOKEN: saved.SMS_API_TOKEN,
        SMS_SENDER: saved.SMS_SENDER,
        SMS_DLT_ENTITY_ID: saved.SMS_DLT_ENTITY_ID,
        SMS_DLT_TEMPLATE_IDS: saved.SMS_DLT_TEMPLATE_IDS,
        WHATSAPP_API_URL: saved.WHATSAPP_API_URL,
        WHATSAPP_PHONE_NUMBER_ID: saved.WHATSAPP_PHONE_NUMBER_ID,
        WHATSAPP_TOKEN: saved.WHATSAPP_TOKEN,
        WHATSAPP_APP_SECRET: saved.WHATSAPP_APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: saved.WHATSAPP_VERIFY_TOKEN,
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A mobile number no other test of the run is likely to use. */
export const freshMobile = () => `7${String(randomInt(1e9)).padStart(9, '0')}`;

/**
 * For a test file that sends through the SMS stand-in and stores uploads: starts the stand-in
 * and points STORAGE_DIR at a folder of its own (`beforeAll`), undoes both and disconnects
 * (`afterAll`). Returns the stand-in, once started.
 */
export function withSmsStandInAndStorage(prefix: string) {
  let sms: Awaited<ReturnType<typeof startSmsStandIn>> | undefined;
  let dir = '';
  const savedDir = env.STORAGE_DIR;
  beforeAll(async () => {
    sms = await startSmsStandIn();
    dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    Object.assign(env, { STORAGE_DIR: dir });
  });
  afterAll(async () => {
    await sms?.close();
    Object.assign(env, { STORAGE_DIR: savedDir });
    await rm(dir, { recursive: true, force: true });
    await db().$disconnect();
  });
  return () => sms!;
}

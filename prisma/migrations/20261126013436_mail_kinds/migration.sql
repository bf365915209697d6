-- Each mail now names its kind (lib/mail/kinds.ts), which decides the staff who may read and
-- resend it in the outbox. Older mail is placed by what it says; what cannot be placed stays
-- `notice`, which only admins read. Set-password mail goes first: its link is a secret, so any
-- mail that carries one is admins' alone.
UPDATE "MailOutbox" SET "kind" = 'staff-account'
  WHERE "kind" = 'notice' AND "text" LIKE '%/staff/set-password/%';
UPDATE "MailOutbox" SET "kind" = 'warranty'
  WHERE "kind" = 'notice' AND "subject" LIKE 'Warranty registered: %';
UPDATE "MailOutbox" SET "kind" = 'service-request'
  WHERE "kind" = 'notice' AND "subject" LIKE 'Service request %';
UPDATE "MailOutbox" SET "kind" = 'dealer-enquiry'
  WHERE "kind" = 'notice' AND "subject" LIKE 'Dealer enquiry from %';
UPDATE "MailOutbox" SET "kind" = 'contact-enquiry'
  WHERE "kind" = 'notice' AND "subject" LIKE 'Website enquiry from %';

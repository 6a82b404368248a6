-- Issue 40: a question needs an email to answer to (spec R284). A shopper whose account
-- has no email types one in the Ask Question dialog; it is kept with the question.
-- Questions from accounts with an email keep null here and use the account's.
ALTER TABLE "questions" ADD COLUMN "email" text;

-- Issue 50 (Bangla): a typed specification's Bangla name (attributes.name_bn). Null or empty means the
-- Bangla shop shows the English name.
ALTER TABLE "attributes" ADD COLUMN "name_bn" text;
-- Reports show only images stored on the platform, and avatars are not taken from identity providers:
-- the content security policy's img-src is this origin only. What an earlier version saved otherwise
-- is taken out here (nothing is fetched: the server reaches no other site).
-- A cover that is neither an upload nor the default logo becomes the default logo.
UPDATE "reports" SET "img" = '/report-default.svg'
WHERE "img" <> '/report-default.svg'
  AND "img" !~ '^/api/report_images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
--> statement-breakpoint
-- A body image whose address is not an upload is removed. Bodies are saved as the sanitiser wrote
-- them: each attribute is ` name="value"` with no `"` inside the value, so the pattern reads one tag.
UPDATE "reports" SET "body" = regexp_replace(
  "body",
  '<img(?: [a-z-]+="[^"]*")* src="(?!/api/report_images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"|/report-default\.svg")[^"]*"(?: [a-z-]+="[^"]*")*>',
  '',
  'g'
)
WHERE "body" LIKE '%<img%';
--> statement-breakpoint
-- An avatar elsewhere than on this platform (an identity provider's picture) is dropped.
UPDATE "users" SET "user_avatar" = ''
WHERE "user_avatar" <> '' AND "user_avatar" !~ '^/[^/\\]';

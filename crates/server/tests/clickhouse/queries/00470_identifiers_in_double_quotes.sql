SELECT "numbers"."number" FROM "system"."numbers" LIMIT 1;

-- formatDateTime writes a DateTime (or Date) by ClickHouse's % specifiers; its third
-- argument is the time zone the time is written in.
SELECT formatDateTime(toDateTime('2024-03-05 07:08:09'), '%Y-%m-%d %H:%i:%S');
SELECT formatDateTime(toDateTime('2024-03-05 17:08:09'), '%F %T|%D|%R|%r|%y|%C|%e|%j|%u|%w|%V|%G|%g');
SELECT formatDateTime(toDateTime('2024-03-05 17:08:09'), '%a %b %W %M %p %I %h %l %k %c %s %%');
SELECT formatDateTime(toDateTime('2024-12-31 23:59:59'), 'year %Y, week %V');
SELECT formatDateTime(toDateTime('2024-03-05 17:08:09'), '%H:%i', 'Asia/Kolkata');
SELECT formatDateTime(toDate('2024-03-05'), '%d/%m/%Y');
SELECT formatDateTime(toDateTime('2020-01-01 00:00:00') + number * 3600 * 30, '%Y%m%d-%H') FROM numbers(4);
SELECT DATE_FORMAT(toDateTime('2024-03-05 07:08:09'), '%Y');
SELECT formatDateTime(toDateTime('2024-03-05 07:08:09'), '%Q');
SELECT formatDateTime(toDateTime('2024-03-05 07:08:09'), materialize('%Y'));
SELECT formatDateTime(toDateTime('2024-08-05 07:08:09'), 'Q%Q of %Y'), formatDateTime(toDateTime('2024-03-05 07:08:09'), '%Q'), formatDateTime(toDateTime('2024-03-05 07:08:09'), 'a%nb%tc');
SELECT formatDateTime(toDateTime('2024-03-05 07:08:09'), '%k|%z|%l|%e'), formatDateTime(toDateTime('2024-03-05 07:08:09'), '%Y\\n');

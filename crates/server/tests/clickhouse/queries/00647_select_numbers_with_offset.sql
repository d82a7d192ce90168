SET max_rows_to_read = 1;
SELECT * FROM numbers(1, 1);

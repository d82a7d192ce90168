select 1 in [1, 2];
select 3 in [1, 2];
select 1 in 1;
select 3 in 1;
select (1) in [1, 2];
select (3) in [1, 2];
select [1] in [1, 2];
select [3] in [1, 2];

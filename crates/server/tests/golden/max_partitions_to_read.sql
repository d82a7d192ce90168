-- max_partitions_to_read: the query's setting, else the table's (0: no limit).
create table p(d Date, i int, j int) engine MergeTree partition by d order by i settings max_partitions_to_read = 1;
insert into p values ('2021-01-01', 1, 2), ('2021-01-02', 4, 5);
select * from p order by i;
select * from p order by i settings max_partitions_to_read = 2;
select * from p order by i settings max_partitions_to_read = 0;
select * from p where d = '2021-01-02' order by i;
select count() from p;
alter table p modify setting max_partitions_to_read = 2;
select * from p order by i;
select * from p order by i settings max_partitions_to_read = 1;

select 1;
-- { echo }
select 1;
-- { echoOff }
select 2;
-- { echoOn }
select 2;

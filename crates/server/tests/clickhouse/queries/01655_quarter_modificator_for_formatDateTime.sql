SELECT formatDateTime(toDate('2010-01-04'), '%Q');
SELECT formatDateTime(toDate('2010-04-30'), '%Q');
SELECT formatDateTime(toDate('2010-07-31'), '%Q');
SELECT formatDateTime(toDate('2010-10-07'), '%Q');

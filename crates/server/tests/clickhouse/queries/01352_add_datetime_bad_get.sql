SELECT addMonths(materialize(toDateTime('2017-11-05 08:07:47')), 1.);

SELECT toString(toDateTime('1970-01-01 14:25:36'))

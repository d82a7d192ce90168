SELECT topKWeightedState(2)(now(), 1) FORMAT Null;

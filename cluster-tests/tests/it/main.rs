//! Cluster tests on real `maskhouse server` processes under faults: the chaos suite
//! (cluster-tests/README.md says what it does and how to replay a run).

mod chaos;

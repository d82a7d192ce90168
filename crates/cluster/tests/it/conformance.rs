//! openraft's storage conformance suite over the sled-backed log and state machine.

use std::sync::Arc;

use maskhouse_cluster::{LogStore, StateMachine, StorageError, TypeConfig};
use maskhouse_store::{PredicateCompiler, RowPredicate, Store, StoreConfig};
use maskhouse_types::TableSchema;
use openraft::testing::{StoreBuilder, Suite};

/// The suite applies no deletes; any predicate is refused.
pub struct NoPredicates;

impl PredicateCompiler for NoPredicates {
    fn compile(&self, _: &TableSchema, _: &str) -> Result<Arc<dyn RowPredicate>, String> {
        Err("no predicates in this test".into())
    }
}

struct Builder;

impl StoreBuilder<TypeConfig, LogStore, StateMachine, tempfile::TempDir> for Builder {
    async fn build(&self) -> Result<(tempfile::TempDir, LogStore, StateMachine), StorageError> {
        let dir = tempfile::tempdir().unwrap();
        let db = sled::Config::new()
            .path(dir.path().join("meta"))
            .open()
            .unwrap();
        let store = Arc::new(
            Store::open(StoreConfig::new(dir.path()), &db, Arc::new(NoPredicates)).unwrap(),
        );
        let log = LogStore::open(&db).unwrap();
        let sm = StateMachine::open(store, &db).unwrap();
        Ok((dir, log, sm))
    }
}

#[test]
fn storage_passes_openraft_suite() {
    Suite::test_all(Builder).unwrap();
}

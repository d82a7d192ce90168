//! openraft's storage conformance suite over the sled-backed log and state machine.

use std::sync::Arc;

use maskhouse_cluster::{Fetcher, LogStore, PeerClient, StateMachine, StorageError, TypeConfig};
use maskhouse_store::{PredicateCompiler, RowPredicate, Store, StoreConfig};
use maskhouse_types::TableSchema;
use openraft::testing::{StoreBuilder, Suite};

/// The suite applies no deletes; any predicate is refused.
pub struct NoPredicates;

impl PredicateCompiler for NoPredicates {
    fn compile(
        &self,
        _: &maskhouse_store::Catalog,
        _: &TableSchema,
        _: &str,
        _: &maskhouse_types::SubqueryLimits,
    ) -> maskhouse_store::Result<Arc<dyn RowPredicate>> {
        Err(maskhouse_store::Error::Predicate(
            "no predicates in this test".into(),
        ))
    }

    fn compile_update(
        &self,
        _: &TableSchema,
        _: &[(String, String)],
    ) -> maskhouse_store::Result<Arc<dyn maskhouse_store::RowUpdate>> {
        Err(maskhouse_store::Error::Predicate(
            "no updates in this test".into(),
        ))
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
        let fetcher = Fetcher::new(PeerClient::new("test"), store, 1);
        let sm = StateMachine::open(fetcher, &db).unwrap();
        Ok((dir, log, sm))
    }
}

#[test]
fn storage_passes_openraft_suite() {
    Suite::test_all(Builder).unwrap();
}

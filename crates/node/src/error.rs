/// Why a node could not start.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("open the store: {0}")]
    Store(#[from] maskhouse_store::Error),
    #[error("start consensus: {0}")]
    Cluster(#[from] maskhouse_cluster::Error),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Errors of the consensus layer, by what the caller can do about them.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No leader or no quorum could take the command; retry later.
    #[error("no quorum: {0}")]
    NoQuorum(String),
    /// The node is shutting down or failed to start.
    #[error("consensus unavailable: {0}")]
    Unavailable(String),
    #[error(transparent)]
    Store(#[from] maskhouse_store::Error),
    #[error("metadata store: {0}")]
    Sled(#[from] sled::Error),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

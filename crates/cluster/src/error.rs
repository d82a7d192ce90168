/// Errors of the consensus layer, by what the caller can do about them.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No leader or no quorum could take the command; retry later.
    #[error("no quorum: {0}")]
    NoQuorum(String),
    /// The command may or may not have been committed (the answer was lost).
    #[error("outcome unknown: {0}")]
    Unknown(String),
    /// The node is shutting down or failed to start.
    #[error("consensus unavailable: {0}")]
    Unavailable(String),
    /// A request the cluster refuses (for example a membership change it cannot make).
    #[error("{0}")]
    Invalid(String),
    /// Some replicas did not apply an entry in time.
    #[error("{0}")]
    Lagging(String),
    #[error(transparent)]
    Store(#[from] maskhouse_store::Error),
    #[error("metadata store: {0}")]
    Sled(#[from] sled::Error),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

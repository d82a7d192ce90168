/// What a caller can do about an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    NotFound,
    Corrupt,
    Io,
    Invalid,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Part(#[from] maskhouse_part::Error),
    #[error(transparent)]
    Types(#[from] maskhouse_types::Error),
    #[error("arrow: {0}")]
    Arrow(#[from] arrow::error::ArrowError),
    #[error("metadata store: {0}")]
    Sled(#[from] sled::Error),
    #[error("{0}")]
    NotFound(String),
    #[error("invalid: {0}")]
    Invalid(String),
    #[error("corrupt: {0}")]
    Corrupt(String),
    /// A DELETE predicate that cannot be compiled or evaluated. It fails the same way on
    /// every replica (DESIGN §2.8): the mutation is recorded as failed, the replica goes on.
    #[error("{0}")]
    Predicate(String),
}

impl Error {
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Part(e) => match e.kind() {
                maskhouse_part::ErrorKind::Corrupt => ErrorKind::Corrupt,
                maskhouse_part::ErrorKind::NotFound => ErrorKind::NotFound,
                maskhouse_part::ErrorKind::Io => ErrorKind::Io,
                maskhouse_part::ErrorKind::Invalid => ErrorKind::Invalid,
            },
            Error::Types(maskhouse_types::Error::Corrupt(_)) | Error::Corrupt(_) => {
                ErrorKind::Corrupt
            }
            Error::Types(maskhouse_types::Error::Invalid(_))
            | Error::Invalid(_)
            | Error::Predicate(_) => ErrorKind::Invalid,
            Error::Sled(_) => ErrorKind::Io,
            Error::Arrow(_) => ErrorKind::Invalid,
            Error::NotFound(_) => ErrorKind::NotFound,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

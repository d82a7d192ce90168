use std::path::PathBuf;

/// What a caller can do about an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The bytes are damaged: quarantine and fetch again.
    Corrupt,
    /// The file is missing.
    NotFound,
    /// The operating system failed; retrying may help.
    Io,
    /// The input is wrong; retrying will not help.
    Invalid,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("corrupt: {0}")]
    Corrupt(String),
    #[error("invalid: {0}")]
    Invalid(String),
    #[error("arrow: {0}")]
    Arrow(#[from] arrow::error::ArrowError),
}

impl Error {
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
                ErrorKind::NotFound
            }
            Error::Io { .. } => ErrorKind::Io,
            Error::Corrupt(_) => ErrorKind::Corrupt,
            Error::Invalid(_) | Error::Arrow(_) => ErrorKind::Invalid,
        }
    }

    pub(crate) fn io<'a>(
        action: &'static str,
        path: &'a std::path::Path,
    ) -> impl FnOnce(std::io::Error) -> Error + 'a {
        move |source| Error::Io {
            action,
            path: path.to_path_buf(),
            source,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

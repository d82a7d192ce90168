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
    /// The file of a part is missing or fails its checksum on this replica. The
    /// command that met it is not applied; the replica fetches the part again from a
    /// peer and retries (DESIGN §2.6, §2.8).
    #[error("part {} of {} is damaged on this replica: {}", .0.part, .0.table, .0.reason)]
    DamagedPart(Box<DamagedPart>),
    /// A mask version whose stored bytes fail to decode on this replica. Whatever needs
    /// it waits until the mask repair has fetched a copy the other replicas agree on
    /// (DESIGN §2.1, §2.6).
    #[error(
        "mask version {} of part {} of {} is damaged on this replica: {}",
        .0.mutation, .0.part, .0.table, .0.reason
    )]
    DamagedMask(Box<DamagedMask>),
}

impl From<crate::kv::Error> for Error {
    fn from(e: crate::kv::Error) -> Error {
        match e {
            crate::kv::Error::Sled(e) => Error::Sled(e),
            e @ crate::kv::Error::Pieces { .. } => Error::Corrupt(e.to_string()),
        }
    }
}

/// A mask version whose stored bytes fail to decode on this replica.
#[derive(Debug)]
pub struct DamagedMask {
    pub table: String,
    pub part: maskhouse_types::PartName,
    pub mutation: u64,
    pub reason: String,
}

/// A part whose file is missing or fails its checksum on this replica.
#[derive(Debug)]
pub struct DamagedPart {
    pub table: String,
    pub part: maskhouse_types::PartName,
    /// The staged file the part came from, when the damage was found while it was
    /// being registered (peers that have not applied it yet hold it under this id).
    pub staging_id: Option<String>,
    pub reason: String,
}

impl Error {
    pub(crate) fn damaged_mask_version(
        table: &str,
        part: &maskhouse_types::PartName,
        mutation: u64,
        reason: impl Into<String>,
    ) -> Error {
        Error::DamagedMask(Box::new(DamagedMask {
            table: table.to_string(),
            part: part.clone(),
            mutation,
            reason: reason.into(),
        }))
    }

    pub(crate) fn damaged(
        table: &str,
        part: &maskhouse_types::PartName,
        staging_id: Option<&str>,
        reason: impl Into<String>,
    ) -> Error {
        Error::DamagedPart(Box::new(DamagedPart {
            table: table.to_string(),
            part: part.clone(),
            staging_id: staging_id.map(str::to_string),
            reason: reason.into(),
        }))
    }
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
            Error::Types(maskhouse_types::Error::Corrupt(_))
            | Error::Corrupt(_)
            | Error::DamagedPart(_)
            | Error::DamagedMask(_) => ErrorKind::Corrupt,
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

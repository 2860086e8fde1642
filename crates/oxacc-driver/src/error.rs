//! The driver's own failures: one clear line each, never a panic.

use std::fmt;
use std::path::PathBuf;

use crate::cli::CliError;

#[derive(Debug)]
pub enum DriverError {
    Cli(CliError),
    /// The C compiler could not be started.
    CcNotRunnable {
        program: String,
        reason: String,
    },
    /// `liboxacc_rt.a` is in none of the places it is looked for.
    RuntimeMissing(Vec<PathBuf>),
    /// An input or output file could not be read or written.
    Io {
        path: PathBuf,
        reason: String,
    },
    Message(String),
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DriverError::Cli(e) => write!(f, "{e}"),
            DriverError::CcNotRunnable { program, reason } => write!(
                f,
                "cannot run the C compiler '{program}': {reason} (set OXACC_CC to choose another)"
            ),
            DriverError::RuntimeMissing(looked) => {
                write!(
                    f,
                    "the OpenACC runtime library liboxacc_rt.a was not found (looked for "
                )?;
                for (i, p) in looked.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{}", p.display())?;
                }
                write!(
                    f,
                    "); build it with 'cargo build --workspace' or install with scripts/install.sh"
                )
            }
            DriverError::Io { path, reason } => write!(f, "{}: {reason}", path.display()),
            DriverError::Message(m) => write!(f, "{m}"),
        }
    }
}

impl From<CliError> for DriverError {
    fn from(e: CliError) -> DriverError {
        DriverError::Cli(e)
    }
}

impl std::error::Error for DriverError {}

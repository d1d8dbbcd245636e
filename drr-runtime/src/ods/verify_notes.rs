//! Notes a verifier hook attaches to the error it returns: MLIR's
//! `emitOpError(…).attachNote(loc) << "…"`. A hook returns its message as a
//! `String` ([`Verify`](super::Verify), [`RegionVerify`](super::RegionVerify));
//! a note it attaches with [`attach_note`] before returning `Err` is shown
//! after the error (and after mlir-opt's `see current operation` note), as
//! mlir-opt shows it.
//!
//! The notes wait in a per-thread list, keyed by the operation verified,
//! until the verifier takes them with the hook's error (the verifier runs a
//! hook on the thread that reports its error). Notes of an operation whose
//! hook then succeeds are dropped when the next error is taken.

use std::cell::RefCell;

use crate::OpId;
use crate::location::Location;
use crate::verifier::VerifyNote;

thread_local! {
    static PENDING: RefCell<Vec<(OpId, VerifyNote)>> = const { RefCell::new(Vec::new()) };
}

/// Attaches a note at `loc` to the error the verifier hook of `op` is about
/// to return (call it just before `return Err(…)`).
///
/// ```ignore
/// drr::ods::attach_note(self.op(), ctx.op(terminator).loc(), "terminator here");
/// return Err("expects the 'before' region to terminate with 'scf.condition'".into());
/// ```
pub fn attach_note(op: OpId, loc: Location, message: impl Into<String>) {
    PENDING.with(|p| {
        p.borrow_mut().push((
            op,
            VerifyNote {
                loc,
                message: message.into(),
            },
        ))
    });
}

/// The notes attached for `op` since the last call, in order; the others
/// are dropped.
pub(crate) fn take_notes(op: OpId) -> Vec<VerifyNote> {
    PENDING.with(|p| {
        let mut pending = p.borrow_mut();
        if pending.is_empty() {
            return Vec::new();
        }
        pending
            .drain(..)
            .filter(|(o, _)| *o == op)
            .map(|(_, n)| n)
            .collect()
    })
}

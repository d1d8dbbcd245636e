//! The verifier's check of an op whose result types a user's Rust
//! `inferReturnTypes` gives (MLIR's `verifyInferredResultTypes`, the
//! verifier of `InferTypeOpInterface`): the types the hook infers from the
//! op's operands and attributes must be compatible with the op's result
//! types (`isCompatibleReturnTypes`: equal, unless the op sets its own
//! [`IsCompatibleReturnTypesFn`]).
//!
//! The hook ([`InferReturnTypesFn`]) takes `&mut Context`, since inferring
//! may create types, while the verifier has a shared `&Context` (shared by
//! its threads). So the hook runs on a *scratch context*
//! (`Context::fork_registrations`): the verified context's registrations,
//! strings and op names (same handles), and a uniquer of its own into
//! which only what the check needs is translated, component by component
//! (`ir::transfer::Translator`): the operands' and results' types, the
//! properties and attributes. Copying the verified context's uniquer
//! instead cost ~7 ms on a module of 200,000 operations (a parsed
//! module has one or more attributes per operation), more than the
//! verification itself. The op's state is rebuilt there: each operand
//! becomes an argument of a detached block with the operand's
//! (translated) type, one argument per type; the location is
//! `loc(unknown)`. The inferred types compare with the translated result
//! types by handle (or by the op's `isCompatibleReturnTypes`) in the
//! scratch context; the message prints inferred types with it.
//!
//! Invariants and limits:
//! - a scratch context is made at most once per thread and verified
//!   context (kept in a thread-local, keyed by the context's instance
//!   number, its numbers of strings and op names and its registrations),
//!   so only ops with a hook pay for it; translations are cached in it
//!   (the verified context's handles never change meaning, and it only
//!   adds more), and [`release_inference_scratch`] (called when a
//!   verification ends) drops it;
//! - at verification the hook sees the operands' types, not their
//!   defining ops (placeholders), and the state has no regions or
//!   successors: a hook that needs them infers from what it is given;
//! - a failure is reported as MLIR reports it, two errors at the op's
//!   location: `'name' op inferred type(s) … are incompatible with return
//!   type(s) of operation …` (the hook's own message, as written, if it
//!   fails; none if that is empty), without the op, then `'name' op failed
//!   to infer returned types` with it. The
//!   op verifier's message carries both, split at
//!   [`PRECEDING_ERROR_END`] (see [`split_inferred_failure`]).

use std::cell::RefCell;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::BuildError;
use super::build::InferReturnTypesFn;
use super::display::type_to_string;
use crate::attributes::NamedAttribute;
use crate::context::UniqueCounts;
use crate::ir::transfer::Translator;
use crate::{BlockId, Context, OpId, OperationState, Type, Value};

/// An op's `isCompatibleReturnTypes` (`let isCompatibleReturnTypes = …;`
/// in `ods!`, MLIR's static method of the op class): whether the types
/// `inferred` by the op's `inferReturnTypes` (first) are compatible with
/// its `actual` result types (second). Both are handles of the context
/// passed, which has every type of the verified one. MLIR's default,
/// used without one, is equality of the two lists.
pub type IsCompatibleReturnTypesFn = fn(&Context, &[Type], &[Type]) -> bool;

/// Ends the part of an op verifier's message that MLIR emits as an error
/// of its own at the op's location (the whole message: MLIR's
/// `emitOptionalError`), before the op error that follows (without the
/// `'name' op ` prefix, which the verifier adds).
pub(crate) const PRECEDING_ERROR_END: char = '\u{1}';

/// Starts an op verifier's message that MLIR emits with `op->emitError`
/// (the op shown, no `'name' op ` prefix), as `ResultsBroadcastableShape`'s
/// `cannot broadcast vector with tensor`.
pub(crate) const UNPREFIXED_ERROR_START: char = '\u{2}';

/// The message `message` of an op verifier, emitted without the
/// `'name' op ` prefix (see [`UNPREFIXED_ERROR_START`]).
pub(crate) fn unprefixed_error(message: &str) -> String {
    format!("{UNPREFIXED_ERROR_START}{message}")
}

/// The op error MLIR's `verifyInferredResultTypes` ends a failure with.
const FAILED_TO_INFER: &str = "failed to infer returned types";

/// An op verifier's message as the two errors MLIR emits when inferred
/// result types are wrong: `(error at the op's location, op error)`;
/// `None` for a message of one error. The first may be empty (nothing
/// emitted before the op error).
pub(crate) fn split_inferred_failure(message: &str) -> Option<(&str, &str)> {
    message.split_once(PRECEDING_ERROR_END)
}

/// The message of an op verifier whose inferred result types are wrong:
/// `first` (MLIR's `emitOptionalError` at the op's location), then the
/// op error `failed to infer returned types`.
pub(crate) fn inferred_failure(first: &str) -> String {
    format!("{first}{PRECEDING_ERROR_END}{FAILED_TO_INFER}")
}

/// An op verifier's message as one error, without the `'name' op `
/// prefix (what a caller that reports one message shows): the first of
/// the two a failed inference gives, or the op error if nothing precedes
/// it; other messages unchanged.
#[doc(hidden)]
pub fn single_verify_message(message: String) -> String {
    match split_inferred_failure(&message) {
        Some((first, _)) if !first.is_empty() => {
            // `'name' op …`: the name has no `'`.
            let unprefixed = first
                .strip_prefix('\'')
                .and_then(|rest| rest.split_once("' op "))
                .map_or(first, |(_, m)| m);
            unprefixed.to_string()
        }
        Some((_, second)) => second.to_string(),
        None => match message.strip_prefix(UNPREFIXED_ERROR_START) {
            Some(rest) => rest.to_string(),
            None => message,
        },
    }
}

/// The `'name' op inferred type(s) … are incompatible …` message of `op`
/// (of `actual_ctx`), its inferred types printed with `inferred_ctx`.
pub(crate) fn incompatible_message(
    inferred_ctx: &Context,
    op: OpId,
    inferred: &[Type],
    actual_ctx: &Context,
    actual: &[Type],
) -> String {
    let list = |ctx: &Context, tys: &[Type]| {
        tys.iter()
            .map(|&t| format!("'{}'", type_to_string(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
        actual_ctx.op_name_str(actual_ctx.op(op).name()),
        list(inferred_ctx, inferred),
        list(actual_ctx, actual)
    )
}

/// What identifies the state of a context a scratch context was made
/// from: its instance number, its numbers of strings and op names (which
/// the scratch shares) and its number of registrations. Those only grow,
/// so equal keys mean every string and op name the verified context has is
/// the scratch's too (its types, attributes and locations are translated
/// when met).
#[derive(Clone, Copy, PartialEq, Eq)]
struct ScratchKey {
    instance: u32,
    strings: u32,
    op_names: u32,
    registrations: u64,
}

impl ScratchKey {
    fn of(ctx: &Context) -> Self {
        let c = ctx.unique_counts();
        ScratchKey {
            instance: ctx.instance_id(),
            strings: c.strings,
            op_names: c.op_names,
            registrations: ctx.registrations(),
        }
    }
}

/// A context to run inference hooks in (see the module docs), with the
/// translations of the verified context's handles made so far and the
/// placeholder operand values (one per type).
struct Scratch {
    key: ScratchKey,
    ctx: Context,
    translator: Translator,
    block: BlockId,
    placeholders: FxHashMap<Type, Value>,
}

impl Scratch {
    fn new(verified: &Context, key: ScratchKey) -> Self {
        let mut ctx = verified.fork_registrations();
        let block = ctx.create_block(&[]);
        // Strings and op names are shared; everything else is translated.
        let translator = Translator::new(UniqueCounts {
            types: 0,
            attrs: 0,
            locs: 0,
            strings: key.strings,
            op_names: key.op_names,
        });
        Scratch {
            key,
            ctx,
            translator,
            block,
            placeholders: FxHashMap::default(),
        }
    }

    /// A value of type `ty` (the scratch context's) in the scratch.
    fn placeholder(&mut self, ty: Type, loc: crate::Location) -> Value {
        if let Some(&v) = self.placeholders.get(&ty) {
            return v;
        }
        let v = self
            .ctx
            .add_block_argument(self.block, ty, loc)
            .expect("the scratch block is live");
        self.placeholders.insert(ty, v);
        v
    }

    /// Runs `infer` on `op` of `verified` and checks its types.
    fn check(
        &mut self,
        verified: &Context,
        op: OpId,
        infer: InferReturnTypesFn,
        compatible: Option<IsCompatibleReturnTypesFn>,
    ) -> Result<(), String> {
        let data = verified.op(op);
        let loc = self.ctx.unknown_loc();
        let mut state = OperationState::new(data.name(), loc);
        for v in data.operands() {
            let ty = self
                .translator
                .ty(verified, &mut self.ctx, verified.value_type(v));
            state.operands.push(self.placeholder(ty, loc));
        }
        state.properties = data
            .properties()
            .map(|p| self.translator.attr(verified, &mut self.ctx, p));
        state.attributes = verified
            .dict_entries(data.attributes())
            .iter()
            .map(|a| NamedAttribute {
                name: a.name,
                value: self.translator.attr(verified, &mut self.ctx, a.value),
            })
            .collect();
        let inferred = match infer(&mut self.ctx, &state) {
            Ok(tys) => tys,
            Err(BuildError(message)) => return Err(inferred_failure(&message)),
        };
        let actual: SmallVec<[Type; 2]> = data
            .results()
            .iter()
            .map(|&r| verified.value_type(r))
            .collect();
        let translated: SmallVec<[Type; 2]> = actual
            .iter()
            .map(|&t| self.translator.ty(verified, &mut self.ctx, t))
            .collect();
        let ok = match compatible {
            Some(f) => f(&self.ctx, &inferred, &translated),
            None => inferred[..] == translated[..],
        };
        if ok {
            return Ok(());
        }
        let first = incompatible_message(&self.ctx, op, &inferred, verified, &actual);
        Err(inferred_failure(&first))
    }
}

thread_local! {
    /// This thread's scratch context (see the module docs).
    static SCRATCH: RefCell<Option<Scratch>> = const { RefCell::new(None) };
}

/// The `InferTypeOpInterface` check of `op`, whose result types the user
/// hook `infer` gives (see the module docs): `Ok` if they are compatible
/// with the op's (`compatible`, or equal without one).
#[doc(hidden)]
pub fn verify_inferred_by(
    ctx: &Context,
    op: OpId,
    infer: InferReturnTypesFn,
    compatible: Option<IsCompatibleReturnTypesFn>,
) -> Result<(), String> {
    let key = ScratchKey::of(ctx);
    // Instance 0 is shared by contexts made after 2³² − 2 others: no
    // scratch context is kept for it.
    let cacheable = key.instance != 0;
    let run = |slot: &mut Option<Scratch>| {
        if slot.as_ref().is_none_or(|s| s.key != key) {
            *slot = Some(Scratch::new(ctx, key));
        }
        slot.as_mut()
            .expect("just made")
            .check(ctx, op, infer, compatible)
    };
    if cacheable {
        // A hook that verifies IR itself re-enters: it gets a scratch
        // context of its own.
        if let Some(result) = SCRATCH.with(|s| s.try_borrow_mut().ok().map(|mut s| run(&mut s))) {
            return result;
        }
    }
    run(&mut None)
}

/// Drops this thread's scratch context (see the module docs): called
/// when a verification ends, so that it does not outlive it.
pub(crate) fn release_inference_scratch() {
    SCRATCH.with(|s| {
        if let Ok(mut s) = s.try_borrow_mut() {
            *s = None;
        }
    });
}

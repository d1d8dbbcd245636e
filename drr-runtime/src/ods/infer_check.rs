//! The verifier's check of an op whose result types a user's Rust
//! `inferReturnTypes` gives (MLIR's `verifyInferredResultTypes`, the
//! verifier of `InferTypeOpInterface`): the types the hook infers from the
//! op's operands and attributes must be compatible with the op's result
//! types (`isCompatibleReturnTypes`: equal, unless the op sets its own
//! [`IsCompatibleReturnTypesFn`]).
//!
//! The hook ([`InferReturnTypesFn`]) takes `&mut Context`, since inferring
//! may create types, while the verifier has a shared `&Context` (shared by
//! its threads). So the hook runs on a *scratch fork* of the verified
//! context (`Context::fork_without_locations`): a context in which every
//! type, attribute, string and op name uniqued so far has the same
//! handle, with no IR and none of the verified context's locations (most
//! of a parsed module's uniquer; an op whose attributes hold a location
//! gets a whole `Context::fork` instead). The op's state is rebuilt
//! there: each operand becomes an argument of a detached block with the
//! operand's type (one argument per type), the properties and
//! discardable attributes are the op's own handles, the location is
//! `loc(unknown)`. Handles are shared, so the inferred types compare
//! with the op's result types by handle: a type the hook creates that the
//! verified context does not have gets a handle past the shared ones,
//! which no result has; the message prints inferred types with the fork.
//!
//! Invariants and limits:
//! - a fork is made at most once per thread and state of the verified
//!   context (kept in a thread-local, keyed by the context's instance
//!   number, uniquer counts and registrations), so only ops with a hook
//!   pay for it, and [`release_inference_scratch`] (called when a
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
        None => message,
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

/// What identifies the state of a context a scratch fork was made from:
/// its instance number, the counts of what it uniqued and its number of
/// registrations. Uniquers only grow, so equal keys mean every handle the
/// verified context has is shared with the fork.
#[derive(Clone, Copy, PartialEq, Eq)]
struct ScratchKey {
    instance: u32,
    counts: [u32; 5],
    registrations: u64,
}

impl ScratchKey {
    fn of(ctx: &Context) -> Self {
        let c = ctx.unique_counts();
        ScratchKey {
            instance: ctx.instance_id(),
            counts: [c.types, c.attrs, c.locs, c.strings, c.op_names],
            registrations: ctx.registrations(),
        }
    }
}

/// A fork of a verified context to run inference hooks in, with the
/// placeholder operand values made so far (one per type).
struct Scratch {
    key: ScratchKey,
    ctx: Context,
    block: BlockId,
    placeholders: FxHashMap<Type, Value>,
}

impl Scratch {
    /// The usual scratch context: a fork without the verified context's
    /// locations (`Context::fork_without_locations`), which are most of a
    /// parsed module's uniquer (one per op) and which inference does not
    /// read; the state is given `loc(unknown)` instead of the op's.
    fn new(verified: &Context, key: ScratchKey) -> Self {
        Scratch::of(verified.fork_without_locations(), key)
    }

    /// A scratch context with the verified context's locations too, for
    /// an op whose properties or attributes hold a location attribute.
    fn with_locations(verified: &Context, key: ScratchKey) -> Self {
        Scratch::of(verified.fork(), key)
    }

    fn of(mut ctx: Context, key: ScratchKey) -> Self {
        let block = ctx.create_block(&[]);
        Scratch {
            key,
            ctx,
            block,
            placeholders: FxHashMap::default(),
        }
    }

    /// A value of type `ty` in the fork.
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
        // The usual fork has none of the verified context's locations
        // (see `Scratch::new`).
        let loc = self.ctx.unknown_loc();
        let mut state = OperationState::new(data.name(), loc);
        for v in data.operands() {
            let ty = verified.value_type(v);
            state.operands.push(self.placeholder(ty, loc));
        }
        state.properties = data.properties();
        state.attributes = verified.dict_entries(data.attributes()).to_vec();
        let inferred = match infer(&mut self.ctx, &state) {
            Ok(tys) => tys,
            Err(BuildError(message)) => return Err(inferred_failure(&message)),
        };
        let actual: SmallVec<[Type; 2]> = data
            .results()
            .iter()
            .map(|&r| verified.value_type(r))
            .collect();
        let ok = match compatible {
            Some(f) => f(&self.ctx, &inferred, &actual),
            None => inferred[..] == actual[..],
        };
        if ok {
            return Ok(());
        }
        let first = incompatible_message(&self.ctx, op, &inferred, verified, &actual);
        Err(inferred_failure(&first))
    }
}

thread_local! {
    /// This thread's scratch fork (see the module docs).
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
    // fork is kept for it.
    let cacheable = key.instance != 0;
    // The cached fork has none of the context's locations (see
    // `Scratch::new`): an op whose properties or attributes hold one
    // gets a whole fork of its own.
    if mentions_location(ctx, op) {
        return Scratch::with_locations(ctx, key).check(ctx, op, infer, compatible);
    }
    let run = |slot: &mut Option<Scratch>| {
        if slot.as_ref().is_none_or(|s| s.key != key) {
            *slot = Some(Scratch::new(ctx, key));
        }
        slot.as_mut()
            .expect("just made")
            .check(ctx, op, infer, compatible)
    };
    if cacheable {
        // A hook that verifies IR itself re-enters: it gets a fork of its
        // own.
        if let Some(result) = SCRATCH.with(|s| s.try_borrow_mut().ok().map(|mut s| run(&mut s))) {
            return result;
        }
    }
    run(&mut None)
}

/// True if a property or attribute of `op` is or holds a location
/// attribute (`loc(…)` as an attribute value).
fn mentions_location(ctx: &Context, op: OpId) -> bool {
    use crate::attributes::AttrData;
    let data = ctx.op(op);
    let mut stack: SmallVec<[crate::Attribute; 8]> = data.properties().into_iter().collect();
    stack.extend(ctx.dict_entries(data.attributes()).iter().map(|a| a.value));
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::Location(_) => return true,
            AttrData::Array(items) => stack.extend(items.iter().copied()),
            AttrData::Dictionary(_) => {
                stack.extend(ctx.dict_entries(a).iter().map(|e| e.value));
            }
            _ => {}
        }
    }
    false
}

/// Drops this thread's scratch fork (see the module docs): called when a
/// verification ends, so that the fork's copy of the uniquer does not
/// outlive it.
pub(crate) fn release_inference_scratch() {
    SCRATCH.with(|s| {
        if let Ok(mut s) = s.try_borrow_mut() {
            *s = None;
        }
    });
}

//! DRR's helper records — MLIR's `PatternBase.td` (`HasNoUseOf`,
//! `ConstantLikeMatcher`) and `HasOneUse`, which real DRR files use
//! everywhere — defined with `ods!` like a user's records.
//!
//! A pattern names them without a path (`(HasNoUseOf:$r__1)`,
//! `(ConstantLikeMatcher APIntAttr:$c)`, `(HasOneUse $x)`); a record of
//! the same name defined in the pattern's own macro block takes precedence
//! (see the resolution rule in the crate docs of `drr-syntax`'s `stdlib`).

use crate::{Attribute, Context, OpId, Value};

crate::ods! {
    /// `HasNoUseOf`: the value has no use (`$_self.use_empty()`).
    def HasNoUseOf : Constraint<|ctx: &Context, v: Value| ctx.use_empty(v), "has no use">;

    /// `HasOneUse`: the value has exactly one use (`$0.hasOneUse()`).
    def HasOneUse : Constraint<|ctx: &Context, v: Value| ctx.has_one_use(v), "has one use">;

    /// `ConstantLikeMatcher`: matches an operand defined by a constant-like
    /// op and binds its constant attribute (MLIR's
    /// `matchPattern($_self->getResult(0), m_Constant(&$0))`): the op must
    /// be registered with the `ConstantLike` trait, and the attribute is
    /// what its folder returns.
    def ConstantLikeMatcher : NativeCodeCall<|ctx: &mut Context, op: OpId| -> Option<Attribute> {
        crate::rewrite::constant_value(ctx, op)
    }>;
}

//! Operations every context knows: `builtin.module` and the `func` dialect.
//! Their traits drive printing (IsolatedFromAbove) and the greedy driver
//! (terminators are never trivially dead).

use crate::Context;
use crate::op_definition::{OpDefinition, OpTraits};

/// `builtin.module`.
pub static MODULE: OpDefinition = OpDefinition {
    name: "builtin.module",
    traits: OpTraits(
        OpTraits::ISOLATED_FROM_ABOVE.0
            | OpTraits::NO_TERMINATOR.0
            | OpTraits::SINGLE_BLOCK.0
            | OpTraits::GRAPH_REGION.0,
    ),
    inherent_attrs: &["sym_name", "sym_visibility"],
    verify: None,
    fold: None,
};

/// `func.func`.
pub static FUNC: OpDefinition = OpDefinition {
    name: "func.func",
    traits: OpTraits::ISOLATED_FROM_ABOVE,
    inherent_attrs: &[
        "arg_attrs",
        "function_type",
        "no_inline",
        "res_attrs",
        "sym_name",
        "sym_visibility",
    ],
    verify: None,
    fold: None,
};

/// `func.return`.
pub static RETURN: OpDefinition = OpDefinition {
    name: "func.return",
    traits: OpTraits(OpTraits::TERMINATOR.0 | OpTraits::PURE.0),
    inherent_attrs: &[],
    verify: None,
    fold: None,
};

/// `func.call`.
pub static CALL: OpDefinition = OpDefinition {
    name: "func.call",
    traits: OpTraits::NONE,
    inherent_attrs: &["arg_attrs", "callee", "no_inline", "res_attrs"],
    verify: None,
    fold: None,
};

pub(crate) fn register(ctx: &mut Context) {
    for def in [&MODULE, &FUNC, &RETURN, &CALL] {
        ctx.register_op(def);
    }
}

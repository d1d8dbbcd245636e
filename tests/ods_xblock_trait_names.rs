//! A trait record of another block whose name is close to one of MLIR's
//! traits, used in a block with an `include` line next to a constraint of
//! that block (HEIR's `LWEOps.td` lists `LWETraits.td`'s
//! `SameOperandsAndResultRings`, a few edits from `SameOperandsAndResultRank`,
//! and `LWETypes.td`'s types): both are fetched from the other block, as
//! constraints are; only a name one edit from a known trait is taken for a
//! typo there (`tests/ods_xblock_records.rs` has the other record kinds).

use drr::Context;
use drr::text::parse_module;

/// The traits and types file.
pub mod base {
    use drr::ods::NativeOpTrait;
    use drr::{Context, OpId};

    drr::ods! {
        def Ring_Dialect : Dialect { let name = "ring"; }
        def Ring_EltType : TypeDef<Ring_Dialect, "Elt"> {
            let mnemonic = "elt";
            let summary = "a ring element";
        }
        def SameOperandsAndResultRings : NativeOpTrait<"RingsMatch">;
    }

    /// All operand and result types are one type.
    pub struct RingsMatch;
    impl NativeOpTrait for RingsMatch {
        fn verify_trait(ctx: &Context, op: OpId) -> Result<(), String> {
            let data = ctx.op(op);
            let mut types = data
                .operands()
                .map(|v| ctx.value_type(v))
                .chain(data.results().iter().map(|&r| ctx.value_type(r)));
            let first = types.next();
            if types.all(|t| Some(t) == first) {
                Ok(())
            } else {
                Err("requires the same ring for operands and results".into())
            }
        }
    }
}

/// The ops file.
pub mod ops {
    use super::base::*;

    drr::ods! {
        include "RingTraits.td"
        class Ring_Op<string mnemonic, list<Trait> traits = []> :
            Op<Ring_Dialect, mnemonic, traits # [Pure]>;
        def Ring_AddOp : Ring_Op<"add", [SameOperandsAndResultRings, Commutative]> {
            let arguments = (ins Ring_EltType:$lhs, AnyType:$rhs);
            let results = (outs AnyType:$output);
        }
    }
}

fn errors(types: &str) -> Vec<String> {
    let mut ctx = Context::new();
    base::RingDialect::register(&mut ctx);
    ops::RingOps::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%a: !ring.elt, %b: i32):\n    %0 = \"ring.add\"(%a, %b) : ({types}) -> !ring.elt\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let src = src.replace(
        "%b) : (!ring.elt, !ring.elt)",
        "%a) : (!ring.elt, !ring.elt)",
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => Vec::new(),
        Err(es) => es.into_iter().map(|e| e.message).collect(),
    }
}

#[test]
fn trait_and_type_of_the_other_block_are_used() {
    assert_eq!(errors("!ring.elt, !ring.elt"), Vec::<String>::new());
    assert_eq!(
        errors("!ring.elt, i32"),
        ["'ring.add' op requires the same ring for operands and results"]
    );
}

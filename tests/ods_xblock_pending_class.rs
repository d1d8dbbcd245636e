//! A class of the block whose parent is a class of another block, named
//! like a library record (UPMEM's `class IndexOp<…> : Upmem_Op<mnemonic,
//! !listconcat(traits, [Pure])>` in `UPMEMOps.td`, the op class in
//! `UPMEMBase.td`; `IndexOp` is two edits from ODS's `Index`). Its
//! definition waits for the other block's class; its uses were reported as
//! a typo ("unknown class `IndexOp` (did you mean `Index`?)") before that
//! class arrived. Now the block fetches the parent and defines the class.

use drr::ods::Op;
use drr::text::parse_module;
use drr::{Context, OpTraits};

/// The base file: the dialect and its op class.
pub mod base {
    drr::ods! {
        def Dm_Dialect : Dialect { let name = "dm"; }
        class Dm_Op<string mnemonic, list<Trait> traits = []> :
            Op<Dm_Dialect, mnemonic, traits>;
    }
}

/// The ops file: classes on the base file's class, named near library
/// records (`Index`, `ConstantOp`-like names).
pub mod ops {
    use super::base::*;

    drr::ods! {
        include "DmBase.td";
        class IndexOp<string mnemonic, list<Trait> traits = []> :
            Dm_Op<mnemonic, !listconcat(traits, [Pure])> {
          let results = (outs Index:$result);
        }
        class IndexOps<string mnemonic> : IndexOp<mnemonic, [Commutative]>;
        def RankDimOp : IndexOp<"rank_dim">;
        def DpuDimOp : IndexOps<"dpu_dim">;
    }
}

fn verify(src: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    base::DmDialect::register(&mut ctx);
    ops::DmOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

fn func(body: &str) -> String {
    format!(
        "\"func.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n{body}  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn ops_of_the_pending_classes_verify() {
    let src =
        func("  %0 = \"dm.rank_dim\"() : () -> index\n  %1 = \"dm.dpu_dim\"() : () -> index\n");
    assert_eq!(verify(&src), Ok(()));
}

#[test]
fn the_class_body_and_its_traits_apply() {
    // The class's result constraint, as mlir-tblgen generates it.
    let src = func("  %0 = \"dm.rank_dim\"() : () -> i32\n");
    assert_eq!(
        verify(&src),
        Err("'dm.rank_dim' op result #0 must be index, but got 'i32'".to_string())
    );
    // `Pure` and `Commutative` from the class chain.
    let rank = <ops::RankDimOp as Op>::DEFINITION.traits;
    let dpu = <ops::DpuDimOp as Op>::DEFINITION.traits;
    assert!(rank.contains(OpTraits::PURE) && !rank.contains(OpTraits::COMMUTATIVE));
    assert!(dpu.contains(OpTraits::PURE) && dpu.contains(OpTraits::COMMUTATIVE));
}

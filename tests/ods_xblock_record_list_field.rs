//! A class of one block that reads a list field of a record of that block
//! (tt-mlir's `TTKernelBase.td`: `class TTKernel_InitOp<…> :
//! TTKernel_Op<mnemonic, !listconcat([TTKernel_InitOpTrait],
//! TTKernel_HWInitOpTraits.Traits) # traits>`, the record a plain class's
//! `list<Trait> Traits`), used by the ops of another block: the record is
//! fetched while `!listconcat`, `#` and the template argument's type check
//! wait for it (they rejected its placeholder before), and the ops get the
//! traits of its field. The traits are user traits whose messages show.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, OpId};

/// At most two operands.
pub struct AtMostTwo;
impl drr::ods::NativeOpTrait for AtMostTwo {
    fn verify_trait(ctx: &Context, op: OpId) -> Result<(), String> {
        if ctx.op(op).num_operands() > 2 {
            return Err("takes at most two operands".into());
        }
        Ok(())
    }
}

/// The base file: the trait bundle record and the op classes reading it.
pub mod base {
    drr::ods! {
        include "mlir/IR/OpBase.td"

        def B_Dialect : Dialect { let name = "b"; }
        def B_AtMostTwo : NativeOpTrait<"crate::AtMostTwo">;

        class B_TraitBundle<list<Trait> extra> {
          list<Trait> Traits = [B_AtMostTwo] # extra;
        }
        def B_Bundle : B_TraitBundle<[SameTypeOperands]>;

        class B_Op<string mnemonic, list<Trait> traits = []> :
            Op<B_Dialect, mnemonic, traits>;
        class B_BundledOp<string mnemonic, list<Trait> traits = []> :
            B_Op<mnemonic, !listconcat([], B_Bundle.Traits) # traits>;
        class B_PastedOp<string mnemonic> :
            B_Op<mnemonic, B_Bundle.Traits # [Commutative]>;
    }
}

/// The ops file.
pub mod ops {
    use super::base::*;

    drr::ods! {
        include "Base.td"

        def B_SumOp : B_BundledOp<"sum"> {
          let arguments = (ins Variadic<AnyType>:$xs);
        }
        def B_MaxOp : B_PastedOp<"max"> {
          let arguments = (ins Variadic<AnyType>:$xs);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    base::BDialect::register(&mut ctx);
    ops::BOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(op: &str, types: &[&str]) -> String {
    let args: Vec<String> = (0..types.len()).map(|i| format!("%arg{i}")).collect();
    let sig: Vec<String> = args
        .iter()
        .zip(types)
        .map(|(a, t)| format!("{a}: {t}"))
        .collect();
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({}):\n    \"{op}\"({}) : ({}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
        sig.join(", "),
        args.join(", "),
        types.join(", ")
    )
}

#[test]
fn listconcat_of_another_blocks_record_field() {
    let ok = module("b.sum", &["i32", "i32"]);
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("b.sum", &["i32", "i32", "i32"])).unwrap_err(),
        "'b.sum' op takes at most two operands"
    );
    assert_eq!(
        check(&module("b.sum", &["i32", "f32"])).unwrap_err(),
        "'b.sum' op requires all operands to have the same type"
    );
}

#[test]
fn paste_of_another_blocks_record_field() {
    let ok = module("b.max", &["f32", "f32"]);
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("b.max", &["f32", "f32", "f32"])).unwrap_err(),
        "'b.max' op takes at most two operands"
    );
    assert_eq!(
        check(&module("b.max", &["f32", "i32"])).unwrap_err(),
        "'b.max' op requires all operands to have the same type"
    );
}

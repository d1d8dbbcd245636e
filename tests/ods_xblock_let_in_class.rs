//! `let … in` around a class (or multiclass) definition travels with it to
//! the blocks that import it, as TableGen applies the bindings wherever the
//! class is instantiated: the ops of another block deriving from it get
//! the `let` fields (here their arguments). The message is ODS's operand
//! message, as mlir-opt-22 prints it.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The base file: the dialect and its op classes inside `let … in`.
pub mod base {
    drr::ods! {
        def A_Dialect : Dialect { let name = "a"; }

        let arguments = (ins I32:$x) in {
          let results = (outs I32:$y) in {
            class A_Op<string mnemonic, list<Trait> traits = []> :
                Op<A_Dialect, mnemonic, traits>;
          }
          multiclass A_Ops<string suffix> {
            def _ # suffix : Op<A_Dialect, "m_" # suffix>;
          }
        }
    }
}

/// The ops file.
pub mod ops {
    use super::base::*;

    drr::ods! {
        include "A.td";

        def A_FooOp : A_Op<"foo">;
        defm A_Bar : A_Ops<"bar">;
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    base::ADialect::register(&mut ctx);
    ops::AOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: i32, %arg1: f32):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn the_bindings_reach_the_importing_block() {
    let ok =
        module("    %0 = \"a.foo\"(%arg0) : (i32) -> i32\n    \"a.m_bar\"(%arg0) : (i32) -> ()\n");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("    %0 = \"a.foo\"(%arg1) : (f32) -> i32\n")).unwrap_err(),
        "'a.foo' op operand #0 must be 32-bit signless integer, but got 'f32'"
    );
    assert_eq!(
        check(&module("    \"a.m_bar\"(%arg1) : (f32) -> ()\n")).unwrap_err(),
        "'a.m_bar' op operand #0 must be 32-bit signless integer, but got 'f32'"
    );
}

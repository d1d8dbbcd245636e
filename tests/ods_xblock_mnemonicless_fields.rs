//! Fields of a `TypeDef` without `mnemonic` defined in another block (a
//! dialect whose type is parsed by C++, as CIRCT's and flang's are): its
//! `summary` is read as TableGen reads it (here into another constraint's
//! summary, which the verifier prints), while its `predicate` is an error
//! at the use (`ui-tests/tests/ods/xblock_mnemonicless_predicate.rs`); a
//! `TypeDef` with a mnemonic of the same block stands for its check. A
//! summary read from a record being fetched no longer stops the fetch.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The types file.
pub mod types {
    drr::ods! {
        include "mlir/IR/AttrTypeBase.td"
        def A_Dialect : Dialect { let name = "a"; }
        def A_Opaque : TypeDef<A_Dialect, "Opaque"> {
          let summary = "an opaque handle";
        }
        def A_Token : TypeDef<A_Dialect, "Token"> {
          let mnemonic = "token";
          let summary = "a token";
        }
    }
}

/// The ops file.
pub mod ops {
    use super::types::*;

    drr::ods! {
        include "ATypes.td"
        def B_Dialect : Dialect { let name = "b"; }
        def B_TokenLike : Type<A_Token.predicate, "token, not " # A_Opaque.summary>;
        def B_UseOp : Op<B_Dialect, "use"> {
          let arguments = (ins B_TokenLike:$t);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    types::ADialect::register(&mut ctx);
    ops::BDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(ty: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {ty}):\n    \"b.use\"(%arg0) : ({ty}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn summary_of_a_mnemonicless_typedef_of_another_block() {
    let ok = module("!a.token");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("i32")).unwrap_err(),
        "'b.use' op operand #0 must be token, not an opaque handle, but got 'i32'"
    );
}

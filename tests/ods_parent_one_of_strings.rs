//! `ParentOneOf<[…]>` whose strings each name several ops, as MLIR's
//! `OpenACCOps.td` writes `acc.yield`'s parents:
//! `ParentOneOf<["LoopOp, ParallelOp,", "SerialOp"]>` (ODS interleaves the
//! strings with `, ` into C++'s variadic trait, so a string may list
//! several classes). The message is mlir-opt-22's form for `acc.yield`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def OpenACC_Dialect : Dialect { let name = "acc"; }

    class OpenACC_Op<string mnemonic, list<Trait> traits = []> :
        Op<OpenACC_Dialect, mnemonic, traits>;

    def OpenACC_LoopOp : OpenACC_Op<"loop"> { let regions = (region AnyRegion:$region); }
    def OpenACC_ParallelOp : OpenACC_Op<"parallel"> { let regions = (region AnyRegion:$region); }
    def OpenACC_SerialOp : OpenACC_Op<"serial"> { let regions = (region AnyRegion:$region); }

    def OpenACC_YieldOp : OpenACC_Op<"yield", [Pure, ReturnLike, Terminator,
        ParentOneOf<["LoopOp, ParallelOp,"
                     "SerialOp"]>]>;
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    AccDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn each_string_may_name_several_parents() {
    let ok = "\"builtin.module\"() ({\n  \"acc.serial\"() ({\n    \"acc.yield\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(check(ok).unwrap(), ok);
    let bad = "\"builtin.module\"() ({\n  \"test.f\"() ({\n    \"acc.yield\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        check(bad).unwrap_err(),
        "'acc.yield' op expects parent op to be one of 'acc.loop, acc.parallel, acc.serial'"
    );
}

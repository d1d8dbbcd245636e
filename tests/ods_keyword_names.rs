//! Names that are Rust keywords or the generated builders' own names, as
//! MLIR's `AsyncOps.td` has them: the dialect namespace `async` (its Rust
//! type is `AsyncDialect`), and an operand `$state` of
//! `async.coro.suspend` (a parameter of `build_with`, which names its own
//! `ctx`, `loc` and `state`: such parameters get a `_`). The message is
//! mlir-opt-22's.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def AsyncDialect : Dialect {
      let name = "async";
      let cppNamespace = "::mlir::async";
    }

    class Async_Type<string name, string typeMnemonic> : TypeDef<AsyncDialect, name> {
      let mnemonic = typeMnemonic;
    }
    def Async_CoroHandleType : Async_Type<"CoroHandle", "coro.handle"> {
      let summary = "coroutine handle";
    }
    def Async_CoroStateType : Async_Type<"CoroState", "coro.state"> {
      let summary = "saved coroutine state";
    }

    class Async_Op<string mnemonic, list<Trait> traits = []> :
        Op<AsyncDialect, mnemonic, traits>;

    def Async_CoroSaveOp : Async_Op<"coro.save"> {
      let arguments = (ins Async_CoroHandleType:$handle);
      let results = (outs Async_CoroStateType:$state);
    }

    def Async_CoroSuspendOp : Async_Op<"coro.suspend", [Terminator]> {
      let arguments = (ins Async_CoroStateType:$state);
      let successors = (successor AnySuccessor:$suspendDest,
                                  AnySuccessor:$resumeDest,
                                  AnySuccessor:$cleanupDest);
    }

    // Every name the builders use for themselves.
    def Async_NamesOp : Async_Op<"names"> {
      let arguments = (ins AnyType:$ctx, AnyType:$loc, AnyType:$state,
                           I32Attr:$value, I32Attr:$sizes);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    AsyncDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(suspended: &str, ty: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: !async.coro.handle, %arg1: i32):\n    %0 = \"async.coro.save\"(%arg0) : (!async.coro.handle) -> !async.coro.state\n    \"async.coro.suspend\"({suspended})[^bb1, ^bb1, ^bb1] : ({ty}) -> ()\n  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0\n    \"test.end\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn keyword_dialect_and_builder_names() {
    let ok = module("%0", "!async.coro.state");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("%arg1", "i32")).unwrap_err(),
        "'async.coro.suspend' op operand #0 must be saved coroutine state, but got 'i32'"
    );
    assert_eq!(Async_CoroSuspendOp::DEFINITION.name, "async.coro.suspend");
}

#[test]
fn builder_parameters_named_like_the_builders_own() {
    let mut ctx = Context::new();
    AsyncDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    let block = ctx.create_block(&[(i32t, loc)]);
    let arg = ctx.block(block).args()[0];
    let one = drr::ods::storage::IntegerAttr::get(&mut ctx, i32t, 1);
    let two = drr::ods::storage::IntegerAttr::get(&mut ctx, i32t, 2);
    let st = Async_NamesOp::build_with(&mut ctx, loc, arg, arg, arg, one, two);
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        "\"async.names\"(<<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>) <{sizes = 2 : i32, value = 1 : i32}> : (i32, i32, i32) -> ()"
    );
}

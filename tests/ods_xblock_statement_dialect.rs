//! A block adding ops to a dialect declared by another block (`dialect foo
//! as FooMoreOps;`) whose ops name the dialect's `Dialect` record, directly
//! (`Op<Foo_Dialect, "b">`) or through a class of the other block
//! (`Foo_Op<"c">`, as a `.td` file of the dialect's ops does): with the
//! block's `include` line, the record is fetched from its block and checked
//! to be the dialect `foo` (another dialect's record is an error at the use:
//! ui `ods/statement_dialect_other_record`), and the ops are the dialect's.
//! The two blocks name each other's ops by C++ class (`HasParent<"…">`), as
//! blocks naming the record do.

mod base {
    drr::ods! {
        def Foo_Dialect : Dialect { let name = "foo"; }
        class Foo_Op<string mnemonic, list<Trait> traits = []> :
            Op<Foo_Dialect, mnemonic, traits>;
    }
}

mod ops {
    #[allow(unused_imports)]
    use super::base::*;
    #[allow(unused_imports)]
    use super::more::*;
    drr::ods! {
        include "FooBase.td";
        def Foo_TopOp : Foo_Op<"top", [NoTerminator, SingleBlock]> {
            let regions = (region SizedRegion<1>:$body);
        }
        def Foo_LeafOp : Foo_Op<"leaf", [HasParent<"InnerOp">]>;
    }
}

mod more {
    #[allow(unused_imports)]
    use super::base::*;
    #[allow(unused_imports)]
    use super::ops::*;
    drr::ods! {
        include "FooBase.td";
        dialect foo as FooMoreOps;
        def Foo_InnerOp : Op<Foo_Dialect, "inner", [HasParent<"TopOp">, NoTerminator, SingleBlock]> {
            let regions = (region SizedRegion<1>:$body);
        }
        def Foo_ValueOp : Foo_Op<"value"> {
            let results = (outs I32:$out);
        }
    }
}

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

fn run(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    base::FooDialect::register(&mut ctx);
    ops::FooOps::register(&mut ctx);
    more::FooMoreOps::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn ops_naming_the_fetched_record_are_the_dialect_s() {
    assert_eq!(more::Foo_InnerOp::NAME, "foo.inner");
    assert_eq!(more::Foo_ValueOp::NAME, "foo.value");
    let src = "\"builtin.module\"() ({\n  \"foo.top\"() ({\n    \"foo.inner\"() ({\n      \"foo.leaf\"() : () -> ()\n    }) : () -> ()\n    %0 = \"foo.value\"() : () -> i32\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(run(src).unwrap(), src);
}

#[test]
fn parents_across_the_blocks_are_checked() {
    // `HasParent<"InnerOp">` of the base block names the other block's op,
    // and `HasParent<"TopOp">` the base block's.
    let src = "\"builtin.module\"() ({\n  \"foo.top\"() ({\n    \"foo.leaf\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        run(src).unwrap_err(),
        "'foo.leaf' op expects parent op 'foo.inner'"
    );
    let src = "\"builtin.module\"() ({\n  \"foo.inner\"() ({\n    \"foo.leaf\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        run(src).unwrap_err(),
        "'foo.inner' op expects parent op 'foo.top'"
    );
}
